import type { z } from 'zod';
import {
  changePasswordSchema,
  sendCodeSchema,
  signInSchema,
  signInWithCodeSchema,
  signUpSchema,
} from '#shared/account-schemas.ts';

/**
 * What stands before an endpoint: sign-up's per-address limit, the sign-in throttle (every
 * password or code guess), the code-mail limit, or the throttle keyed by the signed-in user.
 */
export type EndpointGuard = 'sign-up' | 'sign-in' | 'code-mail' | 'password-change';

export interface ExposedEndpoint {
  method: 'GET' | 'POST';
  /** Checked before better-auth sees it; unknown fields are refused. */
  body?: z.ZodType;
  guard?: EndpointGuard;
  /** Fields we set whatever the client sent. */
  forced?: Record<string, unknown>;
}

/**
 * The better-auth endpoints the web app calls, and nothing else: better-auth mounts many more
 * (password reset by code, update-user, list-sessions, …) that bypass our rules, so every
 * other path under /api/auth/ answers 404
 * (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
 */
export const EXPOSED_ENDPOINTS: Readonly<Record<string, ExposedEndpoint>> = {
  '/api/auth/sign-up/email': { method: 'POST', body: signUpSchema, guard: 'sign-up' },
  '/api/auth/sign-in/email': { method: 'POST', body: signInSchema, guard: 'sign-in' },
  '/api/auth/email-otp/send-verification-otp': {
    method: 'POST',
    body: sendCodeSchema,
    guard: 'code-mail',
  },
  '/api/auth/sign-in/email-otp': { method: 'POST', body: signInWithCodeSchema, guard: 'sign-in' },
  '/api/auth/change-password': {
    method: 'POST',
    body: changePasswordSchema,
    guard: 'password-change',
    // A new password signs out every other device: whoever else held the account loses it.
    forced: { revokeOtherSessions: true },
  },
  '/api/auth/get-session': { method: 'GET' },
  '/api/auth/sign-out': { method: 'POST' },
};

/** The endpoint a request names, if it is one we expose with that method. */
export function exposedEndpoint(method: string, path: string): ExposedEndpoint | null {
  const endpoint = Object.hasOwn(EXPOSED_ENDPOINTS, path)
    ? (EXPOSED_ENDPOINTS[path] ?? null)
    : null;
  return endpoint?.method === method ? endpoint : null;
}
