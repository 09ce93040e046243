import { useText } from '#web/lib/i18n/locale-context.ts';
import { buttonClass } from './button-styles';
import { uiControlsText } from './controls.text';

interface DialogActionsProps {
  /** What dismissing says: 'Cancel' unless the action itself is a cancellation. */
  dismissLabel?: string;
  onDismiss: () => void;
  label: string;
  /** Shown instead of `label` while the action runs; the button is disabled meanwhile. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Red, for an action that takes something away. */
  destructive?: boolean;
  /** The id of the form the action submits; without it the button calls `onAction`. */
  form?: string;
  onAction?: () => void;
}

/** A dialog's footer: dismiss, then the action, stacked action-first on phones. */
export function DialogActions({
  dismissLabel,
  onDismiss,
  label,
  pendingLabel,
  pending,
  disabled = false,
  destructive = false,
  form,
  onAction,
}: DialogActionsProps) {
  const text = useText(uiControlsText);
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onDismiss} className={buttonClass('secondary', 'md')}>
        {dismissLabel ?? text.cancel}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        disabled={disabled || pending}
        onClick={onAction}
        className={buttonClass('primary', 'md', destructive ? 'bg-red-700 hover:bg-red-800' : '')}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
