import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '#shared/account-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function resetPassword(input: PasswordResetInput): Promise<void> {
  await apiRequest('/auth/password-reset', { method: 'POST', body: input, isPublic: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
