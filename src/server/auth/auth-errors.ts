import { HttpError } from '#server/http-error.ts';
import { MESSAGES } from '#shared/messages.ts';

const MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: MESSAGES.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MESSAGES.emailTaken,
  PASSWORD_TOO_SHORT: MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: MESSAGES.passwordTooLong,
  INVALID_PASSWORD: MESSAGES.currentPasswordWrong,
  INVALID_EMAIL: MESSAGES.invalidEmail,
  INVALID_OTP: MESSAGES.invalidCode,
  OTP_EXPIRED: MESSAGES.codeExpired,
  TOO_MANY_ATTEMPTS: MESSAGES.codeTooManyAttempts,
  // A reset for an e-mail without an account: no code was ever sent, so the code is wrong.
  USER_NOT_FOUND: MESSAGES.invalidCode,
  // better-auth's CSRF guard: a browser request from another site, or one hiding its origin.
  MISSING_OR_NULL_ORIGIN: MESSAGES.forbidden,
  INVALID_ORIGIN: MESSAGES.forbidden,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: MESSAGES.forbidden,
};

/** better-auth answers 422 for a taken e-mail; our API says Conflict, as it does elsewhere. */
const CONFLICTS = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** better-auth's refusal as ours: its status (409 for a taken e-mail) and a catalogue message. */
export async function authErrorOf(response: Response): Promise<HttpError> {
  const text = await response.text();
  let code = '';
  let message = '';
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    code = parsed.code ?? '';
    message = parsed.message ?? '';
  } catch {
    message = text;
  }
  if (response.status >= 500) return new HttpError(response.status, MESSAGES.internalError);
  const status = CONFLICTS.has(code) ? 409 : response.status;
  return new HttpError(status, MESSAGES_BY_CODE[code] ?? (message || MESSAGES.invalidRequest));
}
