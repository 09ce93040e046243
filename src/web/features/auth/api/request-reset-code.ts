import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** The answer is the same whether the e-mail has an account or not: MESSAGES.resetCodeSent. */
export async function requestResetCode(email: string): Promise<void> {
  await apiRequest<{ message: string }>('/auth/password-reset/code', {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
