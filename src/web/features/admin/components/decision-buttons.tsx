import { buttonClass } from '#web/components/ui/button-styles.ts';
import { showToast } from '#web/lib/toast.tsx';

interface DecisionButtonsProps {
  /** Sends the approval; its message, or the failure's, is toasted. */
  approve: () => Promise<{ message: string }>;
  /** While the approval is sent both buttons wait. */
  pending: boolean;
  /** Opens the dialog that asks for the reason. */
  onReject: () => void;
  className: string;
}

/** An admin's Approve and Reject for a submission awaiting review. */
export function DecisionButtons({ approve, pending, onReject, className }: DecisionButtonsProps) {
  const onApprove = async () => {
    try {
      const { message } = await approve();
      void showToast('success', message);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={className}>
      <button
        type="button"
        onClick={onApprove}
        disabled={pending}
        className={buttonClass('primary', 'md')}
      >
        {pending ? 'Approving...' : 'Approve'}
      </button>
      <button
        type="button"
        onClick={onReject}
        disabled={pending}
        className={buttonClass('secondary', 'md')}
      >
        Reject
      </button>
    </div>
  );
}
