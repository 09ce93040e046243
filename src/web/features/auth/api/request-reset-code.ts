import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export async function requestResetCode(email: string): Promise<string> {
  const answer = await apiRequest<{ message: string }>('/auth/password-reset/code', {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
  return answer.message;
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
