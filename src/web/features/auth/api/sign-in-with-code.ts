import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '#web/lib/api-client.ts';
import { type SessionResponse, sessionTokenOf } from './session-token';

export interface SignInWithCodeInput {
  email: string;
  otp: string;
}

export async function signInWithCode(input: SignInWithCodeInput): Promise<string> {
  const response = await apiRequestWithHeaders<SessionResponse>('/auth/sign-in/email-otp', {
    method: 'POST',
    body: input,
  });
  return sessionTokenOf(response);
}

export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode });
}
