import { useId, useState } from 'react';
import type { ProviderPayment } from '#shared/booking-schemas.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { revealField } from '#web/lib/reveal-field.ts';
import { type CheckoutOrder, completeSandboxPayment } from '../api/payment-api';
import { checkoutText } from '../checkout.text';
import { sandboxCheckoutText } from './sandbox-checkout.text';
import { TestModeNotice } from './test-mode-notice';

const METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
type Method = (typeof METHODS)[number];

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
  /** What is being paid for, in the page's language. */
  description: string;
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
  description,
  onSuccess,
  onFailure,
  onDismiss,
}: SandboxCheckoutProps) {
  const locale = useLocale();
  const text = useText(sandboxCheckoutText);
  const checkout = useText(checkoutText);
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
    if (method === 'upi' && !UPI_ID.test(upiId.trim())) return [text.upiInvalid, inputId('upi')];
    if (method === 'card') {
      if (card.number.replace(/\s/g, '').length < 12)
        return [text.cardNumberInvalid, inputId('number')];
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry))
        return [text.expiryInvalid, inputId('expiry')];
      if (!/^\d{3,4}$/.test(card.cvv)) return [text.cvvInvalid, inputId('cvv')];
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
          <span className="text-brand-800">{formatRupees(order.amount, locale)}</span>
        </span>
      }
      description={description}
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
            {busy ? checkout.processing : checkout.pay(formatRupees(order.amount, locale))}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void finish('failure')}
            className={buttonClass('ghost', 'sm', 'w-full')}
          >
            {text.simulateDecline}
          </button>
        </div>
      }
    >
      <TestModeNotice compact />
      <div
        role="tablist"
        aria-label={text.paymentMethod}
        className="mt-3 grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {METHODS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={method === key}
            onClick={() => {
              setMethod(key);
              setProblem(null);
            }}
            className={`min-h-10 rounded-lg text-sm font-semibold ${
              method === key ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'
            }`}
          >
            {text.methods[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4 text-sm font-semibold text-slate-900">
        {method === 'upi' && (
          <label className="block">
            {text.upiId}
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
              {text.cardNumber}
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
              {text.expiry}
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
              {text.cvv}
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
            {text.bank}
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
            {text.wallet}
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
