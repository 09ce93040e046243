import { useId, useState } from 'react';
import type { ProviderPayment } from '#shared/booking-schemas.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { revealField } from '#web/lib/reveal-field.ts';
import { type CheckoutOrder, completeSandboxPayment, orderDescription } from '../api/payment-api';
import { TestModeNotice } from './test-mode-notice';

const METHODS = [
  { key: 'upi', label: 'UPI' },
  { key: 'card', label: 'Card' },
  { key: 'netbanking', label: 'Netbanking' },
  { key: 'wallet', label: 'Wallet' },
] as const;
type Method = (typeof METHODS)[number]['key'];

const BANKS: readonly [string, ...string[]] = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
];
const WALLETS: readonly [string, ...string[]] = ['Paytm', 'PhonePe', 'Amazon Pay', 'Mobikwik'];
const UPI_ID = /^[\w.-]{2,}@[a-zA-Z]{2,}$/;

interface SandboxCheckoutProps {
  order: CheckoutOrder;
  onSuccess: (payment: ProviderPayment) => void;
  onFailure: (description: string) => void;
  onDismiss: () => void;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none';

/**
 * The sandbox provider's checkout: laid out like Razorpay's, it pays or declines the order on
 * our server, which signs the result exactly as Razorpay would. No money moves.
 */
export default function SandboxCheckout({
  order,
  onSuccess,
  onFailure,
  onDismiss,
}: SandboxCheckoutProps) {
  const [open, setOpen] = useState(true);
  const [method, setMethod] = useState<Method>('upi');
  const [upiId, setUpiId] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvv: '' });
  const [bank, setBank] = useState(BANKS[0]);
  const [wallet, setWallet] = useState(WALLETS[0]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const inputId = (field: 'upi' | 'number' | 'expiry' | 'cvv') => `${ids}-${field}`;

  /** What is wrong with the details, and the field it is wrong in. */
  const detailsProblem = (): [string, string] | null => {
    if (method === 'upi' && !UPI_ID.test(upiId.trim()))
      return ['Enter a valid UPI ID, like name@okaxis', inputId('upi')];
    if (method === 'card') {
      if (card.number.replace(/\s/g, '').length < 12)
        return ['Enter a valid card number', inputId('number')];
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry))
        return ['Enter the expiry as MM/YY', inputId('expiry')];
      if (!/^\d{3,4}$/.test(card.cvv)) return ['Enter the CVV', inputId('cvv')];
    }
    return null;
  };

  const finish = async (outcome: 'success' | 'failure') => {
    const invalid = outcome === 'success' ? detailsProblem() : null;
    if (invalid) {
      setProblem(invalid[0]);
      revealField(document.getElementById(invalid[1]));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await completeSandboxPayment(order.orderId, outcome, method);
      setOpen(false);
      if ('error' in result) onFailure(result.error.description);
      else onSuccess(result);
    } catch (failure) {
      setOpen(false);
      onFailure(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        setOpen(false);
        onDismiss();
      }}
      title={
        <span className="flex items-center justify-between gap-3">
          <span>Kasrat</span>
          <span className="text-brand-800">{formatRupees(order.amount)}</span>
        </span>
      }
      description={orderDescription(order)}
      width="sm:w-[min(28rem,calc(100vw-2rem))]"
      footer={
        <div className="flex flex-col gap-2">
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void finish('success')}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {busy ? 'Processing...' : `Pay ${formatRupees(order.amount)}`}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void finish('failure')}
            className={buttonClass('ghost', 'sm', 'w-full')}
          >
            Simulate a declined payment
          </button>
        </div>
      }
    >
      <TestModeNotice compact />
      <div
        role="tablist"
        aria-label="Payment method"
        className="mt-3 grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {METHODS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={method === item.key}
            onClick={() => {
              setMethod(item.key);
              setProblem(null);
            }}
            className={`min-h-10 rounded-lg text-sm font-semibold ${
              method === item.key ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4 text-sm font-semibold text-slate-900">
        {method === 'upi' && (
          <label className="block">
            UPI ID
            <input
              id={inputId('upi')}
              value={upiId}
              onChange={(event) => setUpiId(event.target.value)}
              placeholder="name@okaxis"
              inputMode="email"
              autoComplete="off"
              className={inputClass}
            />
          </label>
        )}
        {method === 'card' && (
          <div className="grid grid-cols-2 gap-3">
            <label className="col-span-2 block">
              Card number
              <input
                id={inputId('number')}
                value={card.number}
                onChange={(event) => setCard({ ...card, number: event.target.value })}
                placeholder="4111 1111 1111 1111"
                inputMode="numeric"
                autoComplete="cc-number"
                className={inputClass}
              />
            </label>
            <label className="block">
              Expiry
              <input
                id={inputId('expiry')}
                value={card.expiry}
                onChange={(event) => setCard({ ...card, expiry: event.target.value })}
                placeholder="MM/YY"
                autoComplete="cc-exp"
                className={inputClass}
              />
            </label>
            <label className="block">
              CVV
              <input
                id={inputId('cvv')}
                value={card.cvv}
                onChange={(event) => setCard({ ...card, cvv: event.target.value })}
                placeholder="123"
                inputMode="numeric"
                autoComplete="cc-csc"
                type="password"
                className={inputClass}
              />
            </label>
          </div>
        )}
        {method === 'netbanking' && (
          <label className="block">
            Bank
            <select
              value={bank}
              onChange={(event) => setBank(event.target.value)}
              className={inputClass}
            >
              {BANKS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        {method === 'wallet' && (
          <label className="block">
            Wallet
            <select
              value={wallet}
              onChange={(event) => setWallet(event.target.value)}
              className={inputClass}
            >
              {WALLETS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
      </div>
    </SheetDialog>
  );
}
