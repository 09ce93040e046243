import * as Checkbox from '@radix-ui/react-checkbox';
import { type ReactNode, useId, useState } from 'react';
import { TRAINER_TERMS } from '#shared/catalog.ts';
import { MESSAGES } from '#shared/messages.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useBecomeTrainer } from '../api/become-trainer';

interface TermsSection {
  title: string;
  items: ReactNode[];
}

const SECTIONS: TermsSection[] = [
  {
    title: 'Payment & Earnings',
    items: [
      <>
        Platform fee: <strong>5%</strong> of each in-person session (personal and group) and{' '}
        <strong>10%</strong> of each online session is deducted from your earning.
      </>,
      'Payouts are made weekly, on Fridays, for sessions completed in the previous week.',
      'KYC verification (Aadhaar, PAN and bank account) is mandatory before you receive any payout.',
      'You need at least 5 successful sessions before your first payout.',
      'A session is complete only when both you and the client confirm attendance.',
    ],
  },
  {
    title: 'Professional Conduct',
    items: [
      'Keep every booked session on time, and treat clients with respect and professionalism.',
      'Train within your qualifications and put your clients’ safety first.',
      'All bookings and payments with clients you meet on Kasrat must stay on the platform.',
    ],
  },
  {
    title: 'Account Management',
    items: [
      'Your profile information, certifications and photos must be accurate and your own; inaccurate information may lead to suspension of your account.',
      'Your portfolio is reviewed by our team before it appears in listings.',
      'Keep your availability up to date so clients only book times you can train.',
    ],
  },
  {
    title: 'Platform Policies',
    items: [
      'Clients can cancel free of charge up to 24 hours before a session; refunds follow the platform’s cancellation policy.',
      'Disputes between trainers and clients are resolved through platform support.',
      'Kasrat may update these terms; continued use of the platform means you accept the current version.',
    ],
  },
];

interface TrainerTermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccepted: () => Promise<void>;
}

/**
 * The terms a user accepts to become a trainer
 * (docs/product/trainer-portfolio.md#terms-acceptance). The text is a fixed document (version 2.0,
 * January 2025), so its fee figures are written out.
 */
export default function TrainerTermsDialog({
  open,
  onOpenChange,
  onAccepted,
}: TrainerTermsDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const becomeTrainer = useBecomeTrainer();
  const checkboxId = useId();

  const change = (next: boolean) => {
    if (!next) {
      setAgreed(false);
      setError(null);
    }
    onOpenChange(next);
  };

  const accept = async () => {
    if (!agreed || becomeTrainer.isPending) return;
    setError(null);
    try {
      const result = await becomeTrainer.mutateAsync();
      if (!result.success) {
        setError(
          result.message
            ? MESSAGES.becomeTrainerError(result.message)
            : MESSAGES.becomeTrainerFailed,
        );
        return;
      }
      setAgreed(false);
      await onAccepted();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(message ? MESSAGES.becomeTrainerError(message) : MESSAGES.becomeTrainerFailed);
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={change}
      title="Trainer Terms & Conditions"
      description={`Last updated ${TRAINER_TERMS.updated} · Version ${TRAINER_TERMS.version}`}
      width="sm:w-[min(42rem,calc(100vw-2rem))]"
      bodyLabel="Terms"
      footer={
        <div className="space-y-4">
          <div className="flex items-start gap-3">
            <Checkbox.Root
              id={checkboxId}
              checked={agreed}
              onCheckedChange={(value) => setAgreed(value === true)}
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
            >
              <Checkbox.Indicator>
                <CheckIcon className="size-3.5 text-white" strokeWidth={3} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
              I have read and agree to the Terms and Conditions
            </label>
          </div>
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <DialogActions
            onDismiss={() => change(false)}
            label="Accept & Continue"
            pendingLabel="Processing..."
            pending={becomeTrainer.isPending}
            disabled={!agreed}
            onAction={() => void accept()}
          />
        </div>
      }
    >
      <div className="space-y-6 text-sm leading-6 text-slate-700">
        {SECTIONS.map((section, index) => (
          <section key={section.title} aria-labelledby={`${checkboxId}-section-${index}`}>
            <h3
              id={`${checkboxId}-section-${index}`}
              className="text-base font-semibold text-slate-900"
            >
              {index + 1}. {section.title}
            </h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-brand-600">
              {section.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <section className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
          <h3 className="font-semibold">Acknowledgment</h3>
          <p className="mt-1">
            By accepting, you confirm that you have read and understood these terms and agree to
            follow them as a trainer on Kasrat.
          </p>
          <p className="mt-2">
            How we use a trainer’s details, KYC documents and bank account is in our{' '}
            <a
              href={paths.privacyNotice}
              target="_blank"
              rel="noreferrer"
              className="font-semibold underline"
            >
              privacy notice
            </a>
            .
          </p>
        </section>
      </div>
    </SheetDialog>
  );
}
