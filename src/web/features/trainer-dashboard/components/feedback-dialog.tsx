import { useState } from 'react';
import { formatBookingDate } from '#shared/ist.ts';
import {
  DASHBOARD_TEXT,
  MAX_PROFILE_FEEDBACK,
  type TrainerSession,
} from '#shared/trainer-dashboard-api.ts';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { personName } from '#web/lib/person-name.ts';
import { sessionServiceName } from '#web/lib/session-labels.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useSaveFeedbackSelection } from '../api/save-feedback-selection';
import { toggleFeedback } from '../feedback-selection';
import { dashboardCommonText } from './dashboard-common.text';
import { RatingStars } from './rating-stars';
import { feedbackDialogText, sessionsTabText } from './sessions-tab.text';

interface FeedbackDialogProps {
  onClose: () => void;
  /** The reviewed sessions of the history pages loaded so far. */
  reviewed: TrainerSession[];
  selected: string[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The review modal (docs/product/trainer-dashboard.md#reviews-on-the-profile): the trainer ticks
 * which reviewed sessions the public profile shows, at most 10. Chosen reviews in pages not loaded
 * yet stay chosen. Mounted while open, so each opening starts from the saved choice.
 */
export function FeedbackDialog({
  onClose,
  reviewed,
  selected,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: FeedbackDialogProps) {
  const locale = useLocale();
  const text = useText(feedbackDialogText);
  const common = useText(dashboardCommonText);
  const messages = useText(DASHBOARD_TEXT);
  const loadOlder = useText(sessionsTabText).loadOlder;
  const save = useSaveFeedbackSelection();
  const [draft, setDraft] = useState(selected);
  const [refused, setRefused] = useState(false);

  const onSave = async () => {
    try {
      const result = await save.mutateAsync(draft);
      onClose();
      void showToast('success', translateMessage(result.message, DASHBOARD_TEXT, locale));
    } catch (failure) {
      void showToast('error', failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <SheetDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.title}
      description={text.description(MAX_PROFILE_FEEDBACK)}
      bodyLabel={text.reviewed}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {text.selected(draft.length, MAX_PROFILE_FEEDBACK)}
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
              {text.cancel}
            </button>
            <button
              type="button"
              disabled={save.isPending}
              onClick={() => void onSave()}
              className={buttonClass('primary', 'md')}
            >
              {save.isPending ? text.saving : text.save}
            </button>
          </div>
        </div>
      }
    >
      {refused && (
        <p role="alert" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {messages.tooManyFeedback}
        </p>
      )}
      {reviewed.length === 0 ? (
        <p className="text-sm text-slate-700">{text.none}</p>
      ) : (
        <ul className="space-y-2">
          {reviewed.map((session) => (
            <li key={session.id}>
              <label className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                  checked={draft.includes(session.id)}
                  onChange={(event) => {
                    const next = toggleFeedback(draft, session.id, event.target.checked);
                    setDraft(next.selected);
                    setRefused(next.refused);
                  }}
                />
                <span className="min-w-0 text-sm">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">
                      {personName(session.client.name, locale)}
                    </span>
                    <RatingStars rating={session.rating} />
                  </span>
                  <span className="block text-slate-600">
                    {sessionServiceName(session, locale)} ·{' '}
                    {formatBookingDate(session.sessionDate, locale)}
                  </span>
                  {(session.review || session.comment) && (
                    <span className="mt-1 block text-slate-800">
                      {session.review || session.comment}
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {hasOlder && (
        <button
          type="button"
          disabled={loadingOlder}
          onClick={onLoadOlder}
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          {loadingOlder ? common.loading : loadOlder}
        </button>
      )}
    </SheetDialog>
  );
}
