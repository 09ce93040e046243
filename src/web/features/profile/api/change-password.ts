import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/account-schemas.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

/**
 * Changes the password; every other device is signed out, and this one gets a new session,
 * whose token the answer carries.
 */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const answer = await apiRequest<{ token?: string | null } | null>('/auth/change-password', {
    method: 'POST',
    body: input,
  });
  if (!answer?.token) throw new ApiError(MESSAGES.signInFailed, null);
  return answer.token;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
