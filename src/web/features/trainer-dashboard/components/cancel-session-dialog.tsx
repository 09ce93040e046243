import { useId, useState } from 'react';
import {
  CANCELLATION_REASON_MAX,
  trainerCancellationReasonSchema,
} from '#shared/booking-schemas.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import type { TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { bookingAnswerIn } from '#web/lib/booking-answer.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { personName } from '#web/lib/person-name.ts';
import { sessionServiceName } from '#web/lib/session-labels.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useCancelSession } from '../api/session-actions';
import { cancelSessionText } from './sessions-tab.text';

interface CancelSessionDialogProps {
  session: TrainerSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The trainer cancels with a reason the client reads in their e-mail; the client is refunded in full. */
export function CancelSessionDialog({ session, open, onOpenChange }: CancelSessionDialogProps) {
  const locale = useLocale();
  const text = useText(cancelSessionText);
  const client = personName(session.client.name, locale);
  const cancel = useCancelSession();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useId();

  const submit = async () => {
    const said = trainerCancellationReasonSchema.safeParse(reason);
    if (!said.success) {
      setProblem(said.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const result = await cancel.mutateAsync({ id: session.id, reason: said.data });
      onOpenChange(false);
      void showToast('success', bookingAnswerIn(result.message, locale));
    } catch (failure) {
      void showToast('error', failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description(
        sessionServiceName(session, locale),
        client,
        formatBookingDate(session.sessionDate, locale),
        formatSlotLabel(session.timeSlot, locale),
      )}
      footer={
        <DialogActions
          dismissLabel={text.keep}
          onDismiss={() => onOpenChange(false)}
          label={text.cancel}
          pendingLabel={text.cancelling}
          pending={cancel.isPending}
          destructive
          onAction={() => void submit()}
        />
      }
    >
      <p className="text-sm text-slate-700">
        {session.paymentStatus === 'paid'
          ? text.refundNote(client, formatRupees(session.totalPaise, locale))
          : text.emailNote(client)}{' '}
        {text.counted}
      </p>
      <label htmlFor={field} className="mt-4 block text-sm font-medium text-slate-900">
        {text.reason}
      </label>
      <p id={`${field}-hint`} className="text-xs text-slate-600">
        {text.reasonHint}
      </p>
      <textarea
        id={field}
        value={reason}
        maxLength={CANCELLATION_REASON_MAX}
        rows={3}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${field}-hint ${field}-error` : `${field}-hint`}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      {problem && (
        <p id={`${field}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </SheetDialog>
  );
}
