import { useRejectPortfolio } from '../api/reject-portfolio';
import { TextPromptDialog } from './text-prompt-dialog';

interface RejectDialogProps {
  trainerId: string;
  accountName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reason goes to the trainer; the server decides whether it will do. */
export function RejectDialog({ trainerId, accountName, open, onOpenChange }: RejectDialogProps) {
  const reject = useRejectPortfolio();
  return (
    <TextPromptDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Reject portfolio"
      description={`${accountName} sees this reason and can fix the portfolio and send it again.`}
      label="Reason for rejection"
      multiline
      submitLabel="Send rejection"
      pendingLabel="Sending..."
      pending={reject.isPending}
      onSubmit={(reason) => reject.mutateAsync({ trainerId, reason })}
      errorField="reason"
    />
  );
}
