import * as Checkbox from '@radix-ui/react-checkbox';
import { type ReactNode, useId, useState } from 'react';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useBecomeTrainer } from '../api/become-trainer';
import { trainerTermsText } from './trainer-terms-dialog.text';

/** The fee figures stand out, as in the document the trainer signs. */
function withFiguresBold(item: string): ReactNode[] {
  return item
    .split(/(\d+%)/)
    .map((part, index) =>
      index % 2 === 1 ? <strong key={part + String(index)}>{part}</strong> : part,
    );
}

interface TrainerTermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccepted: () => Promise<void>;
}

/**
 * The terms a user accepts to become a trainer
 * (docs/product/trainer-portfolio.md#terms-acceptance).
 */
export default function TrainerTermsDialog({
  open,
  onOpenChange,
  onAccepted,
}: TrainerTermsDialogProps) {
  const text = useText(trainerTermsText);
  const messages = useText(MESSAGES_TEXT);
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
            ? messages.becomeTrainerError(result.message)
            : messages.becomeTrainerFailed,
        );
        return;
      }
      setAgreed(false);
      await onAccepted();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(message ? messages.becomeTrainerError(message) : messages.becomeTrainerFailed);
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={change}
      title={text.title}
      description={text.lastUpdated}
      width="sm:w-[min(42rem,calc(100vw-2rem))]"
      bodyLabel={text.bodyLabel}
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
              {text.agree}
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
            dismissLabel={text.cancel}
            onDismiss={() => change(false)}
            label={text.accept}
            pendingLabel={text.accepting}
            pending={becomeTrainer.isPending}
            disabled={!agreed}
            onAction={() => void accept()}
          />
        </div>
      }
    >
      <div className="space-y-6 text-sm leading-6 text-slate-700">
        {text.sections.map((section, index) => (
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
                <li key={itemIndex}>{withFiguresBold(item)}</li>
              ))}
            </ul>
          </section>
        ))}
        <section className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
          <h3 className="font-semibold">{text.acknowledgment}</h3>
          <p className="mt-1">{text.acknowledgmentText}</p>
          <p className="mt-2">
            {text.privacyBefore}{' '}
            <a
              href={paths.privacyNotice}
              target="_blank"
              rel="noreferrer"
              className="font-semibold underline"
            >
              {text.privacyLink}
            </a>
            {text.privacyAfter}
          </p>
        </section>
      </div>
    </SheetDialog>
  );
}
