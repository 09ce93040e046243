import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '#web/lib/api-client.ts';
import { type SessionResponse, sessionTokenOf } from './session-token';

export interface SignInInput {
  email: string;
  password: string;
}

export async function signInWithPassword(input: SignInInput): Promise<string> {
  const response = await apiRequestWithHeaders<SessionResponse>('/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
  return sessionTokenOf(response);
}

export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
