import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export interface BecomeTrainerResponse {
  success: boolean;
  message: string;
}

/** Records the acceptance of the trainer terms (version 2.0) and makes the caller a trainer. */
export function becomeTrainer(): Promise<BecomeTrainerResponse> {
  return apiRequest<BecomeTrainerResponse>('/auth/become-trainer', { method: 'POST' });
}

export function useBecomeTrainer() {
  return useMutation({ mutationFn: becomeTrainer });
}
