import { useState } from 'react';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import { MOVE_TEXT } from '#shared/booking-move-messages.ts';
import { MOVE_NOTE_MAX } from '#shared/booking-moves.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { BOOKING_WINDOW_DAYS, upcomingDates } from '#shared/schedule.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { bookingAnswerIn } from '#web/lib/booking-answer.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { sessionServiceName } from '#web/lib/session-labels.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useMoveAction, useMoveSlots } from '../api/move-booking';
import { moveSessionDialogText } from './move-session-dialog.text';

const chipClass = (chosen: boolean) =>
  `rounded-xl border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    chosen
      ? 'border-brand-700 bg-brand-700 text-white ring-2 ring-brand-700 ring-offset-2'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400'
  }`;

interface MoveSessionDialogProps {
  booking: UserBooking;
  /** The client moves the session; the trainer proposes a time for the client to answer. */
  mode: 'move' | 'propose';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Pick another day of the next 14 and one of the trainer's free times that day
 * (docs/product/booking.md#reschedule). A slot taken meanwhile is said here, and the free
 * times are asked again; the session keeps its time.
 */
export function MoveSessionDialog({ booking, mode, open, onOpenChange }: MoveSessionDialogProps) {
  const locale = useLocale();
  const text = useText(moveSessionDialogText);
  const messages = useText(MOVE_TEXT);
  const bookingMessages = useText(BOOKING_TEXT);
  const { internalError } = useText(MESSAGES_TEXT);
  const [date, setDate] = useState<string | null>(null);
  const [timeSlot, setTimeSlot] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const slots = useMoveSlots(booking.id, open ? date : null);
  const action = useMoveAction(booking.id);
  const dates = upcomingDates(new Date(), BOOKING_WINDOW_DAYS);
  const other = booking.viewerRole === 'client' ? booking.trainer.name : booking.client.name;

  const close = () => {
    onOpenChange(false);
    setDate(null);
    setTimeSlot(null);
    setNote('');
    setProblem(null);
  };

  const submit = async () => {
    if (!date || !timeSlot) {
      setProblem(bookingMessages.timeSlotRequired);
      return;
    }
    try {
      const result = await action.mutateAsync(
        mode === 'move'
          ? { kind: 'move', date, timeSlot }
          : { kind: 'propose', date, timeSlot, note: note.trim() || undefined },
      );
      close();
      void showToast('success', bookingAnswerIn(result.message, locale));
    } catch (failure) {
      setProblem(failure instanceof Error && failure.message ? failure.message : internalError);
      if (failure instanceof ApiError && failure.status === 409) {
        setTimeSlot(null);
        void slots.refetch();
      }
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={mode === 'move' ? messages.rescheduleTitle : messages.proposeTitle}
      description={text.now(
        sessionServiceName(booking, locale),
        other,
        formatBookingDate(booking.sessionDate, locale),
        formatSlotLabel(booking.timeSlot, locale),
      )}
      footer={
        <DialogActions
          dismissLabel={text.cancel}
          onDismiss={close}
          label={mode === 'move' ? text.moveSession : text.sendProposal}
          pendingLabel={mode === 'move' ? text.moving : text.sending}
          pending={action.isPending}
          disabled={!timeSlot}
          onAction={() => void submit()}
        />
      }
    >
      {mode === 'move' && (
        <p className="mb-3 text-sm text-slate-700">{messages.movesLeft(booking.moves.movesLeft)}</p>
      )}
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">{text.newDate}</legend>
        <div className="-mx-3 mt-2 flex gap-2 overflow-x-auto px-3 pt-1 pb-2">
          {dates.map((day) => (
            <button
              key={day}
              type="button"
              aria-pressed={date === day}
              onClick={() => {
                setDate(day);
                setTimeSlot(null);
                setProblem(null);
              }}
              className={`${chipClass(date === day)} shrink-0 whitespace-nowrap`}
            >
              {formatBookingDate(day, locale)}
            </button>
          ))}
        </div>
      </fieldset>

      {date && (
        <fieldset className="mt-4 min-w-0">
          <legend className="text-sm font-semibold text-slate-900">{text.newTime}</legend>
          <div className="mt-2">
            {slots.isPending ? (
              <p className="text-sm text-slate-600">{text.loadingTimes}</p>
            ) : slots.isError ? (
              <p className="text-sm text-red-700">{messages.loadSlotsFailed}</p>
            ) : slots.data.availableSlots.length === 0 ? (
              <p className="text-sm text-slate-700">{messages.noFreeSlots}</p>
            ) : (
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {slots.data.availableSlots.map((slot) => (
                  <button
                    key={slot}
                    type="button"
                    aria-pressed={timeSlot === slot}
                    onClick={() => {
                      setTimeSlot(slot);
                      setProblem(null);
                    }}
                    className={`${chipClass(timeSlot === slot)} text-center`}
                  >
                    {formatSlotLabel(slot, locale)}
                  </button>
                ))}
              </div>
            )}
          </div>
        </fieldset>
      )}

      {mode === 'propose' && (
        <label className="mt-4 block text-sm font-semibold text-slate-900">
          {text.noteFor(booking.client.name)}
          <textarea
            value={note}
            maxLength={MOVE_NOTE_MAX}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm font-normal"
          />
        </label>
      )}

      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {problem}
        </p>
      )}
    </SheetDialog>
  );
}
