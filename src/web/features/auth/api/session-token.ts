import { MESSAGES } from '#shared/messages.ts';
import { ApiError, type ApiResponse } from '#web/lib/api-client.ts';

export interface SessionResponse {
  token?: string | null;
}

/** better-auth returns the bearer token in the body and in the `set-auth-token` header. */
export function sessionTokenOf(response: ApiResponse<SessionResponse | null>): string {
  const token = response.data?.token || response.headers.get('set-auth-token');
  if (!token) throw new ApiError(MESSAGES.signInFailed, null);
  return token;
}
