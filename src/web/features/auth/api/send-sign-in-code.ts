import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function sendSignInCode(email: string): Promise<void> {
  await apiRequest('/auth/email-otp/send-verification-otp', {
    method: 'POST',
    body: { email, type: 'sign-in' },
  });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
