import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '#web/lib/api-client.ts';
import { type SessionResponse, sessionTokenOf } from './session-token';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  firstName: string;
  lastName?: string;
  adultConfirmed: true;
  noticeAgreed: true;
  analyticsConsent?: boolean;
  marketingConsent?: boolean;
}

export async function signUp(input: SignUpInput): Promise<string> {
  const response = await apiRequestWithHeaders<SessionResponse>('/auth/sign-up/email', {
    method: 'POST',
    body: input,
  });
  return sessionTokenOf(response);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
