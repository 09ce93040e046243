import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export async function sendSignInCode(email: string): Promise<void> {
  await apiRequest('/auth/email-otp/send-verification-otp', {
    method: 'POST',
    body: { email, type: 'sign-in' },
  });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
