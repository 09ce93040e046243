import { useDecideKyc } from '../api/kyc-decision';
import { TextPromptDialog } from './text-prompt-dialog';

interface KycRejectDialogProps {
  trainerId: string;
  trainerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reason is shown to the trainer and e-mailed; the server decides whether it will do. */
export function KycRejectDialog({
  trainerId,
  trainerName,
  open,
  onOpenChange,
}: KycRejectDialogProps) {
  const decide = useDecideKyc();
  return (
    <TextPromptDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Reject KYC"
      description={`${trainerName} sees this reason, is e-mailed it, and can correct the details and resubmit.`}
      label="Reason for rejection"
      multiline
      submitLabel="Send rejection"
      pendingLabel="Sending..."
      pending={decide.isPending}
      onSubmit={(reason) => decide.mutateAsync({ trainerId, action: 'reject', reason })}
      errorField="reason"
    />
  );
}
