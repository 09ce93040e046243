import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  sendCodeSchema,
  signInSchema,
  signInWithCodeSchema,
  signUpSchema,
} from '#shared/account-schemas.ts';
import type { Role } from '#shared/catalog.ts';
import { MESSAGES } from '#shared/messages.ts';
import { bearerSessionToken, lookUpBearerSession } from '../auth/bearer-session';
import type { Auth } from '../auth/better-auth';
import type { SessionLookup, SessionUserRow } from '../auth/sessions.repository';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { badRequest, forbidden, unauthorized } from '../http-error';
import { body as errorBody } from './errors';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  image: string | null;
  profileImageUrl: string | null;
  /** The user's trainer profile, if they have one. */
  trainerId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless signed in (before the body is parsed or validated). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook factory: 403 unless the signed-in user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /** Resolves the caller from the bearer token (or cookie), or null. */
    resolveUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

/** Bodies we check ourselves before better-auth sees them: unknown fields are refused. */
export const CHECKED_BODIES: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-in/email': signInSchema,
  '/api/auth/email-otp/send-verification-otp': sendCodeSchema,
  '/api/auth/sign-in/email-otp': signInWithCodeSchema,
};
const THROTTLED = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/email-otp']);

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: MESSAGES.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MESSAGES.emailTaken,
  PASSWORD_TOO_SHORT: MESSAGES.passwordTooShort,
  INVALID_EMAIL: MESSAGES.invalidEmail,
  INVALID_OTP: MESSAGES.invalidCode,
  OTP_EXPIRED: MESSAGES.codeExpired,
  TOO_MANY_ATTEMPTS: MESSAGES.codeTooManyAttempts,
  // better-auth's CSRF guard: a browser request from another site, or one hiding its origin.
  MISSING_OR_NULL_ORIGIN: MESSAGES.forbidden,
  INVALID_ORIGIN: MESSAGES.forbidden,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: MESSAGES.forbidden,
};

/** better-auth answers 422 for a taken e-mail; our API says Conflict, as it does elsewhere. */
const CONFLICTS = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

export interface AuthPluginOptions {
  auth: Auth;
  throttle: SignInThrottle;
  sessions: SessionLookup;
  secret: string;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { auth, throttle, sessions, secret }) => {
    app.decorateRequest('sessionUser', null);

    const signedIn = (request: FastifyRequest, user: SessionUserRow) => {
      request.sessionUser = { ...user, role: user.role ?? 'user' };
      return request.sessionUser;
    };

    const resolveUser = async (request: FastifyRequest): Promise<SessionUser | null> => {
      if (request.sessionUser) return request.sessionUser;
      if (!request.headers.authorization && !request.headers.cookie) return null;
      // The common case, a bearer token, takes one read; cookies and due extensions go through
      // better-auth, whose full lookup costs several milliseconds more.
      const token = request.headers.authorization
        ? bearerSessionToken(request.headers.authorization, secret)
        : null;
      if (token) {
        const found = await lookUpBearerSession(sessions, token, new Date());
        if (found.kind === 'none') return null;
        if (found.kind === 'user') return signedIn(request, found.user);
      }
      const session = await auth.api.getSession({ headers: toHeaders(request) });
      // The user as our own lookup sees it: better-auth's copy kept beside a session in Redis
      // misses the changes we write ourselves, such as a new role.
      const found = session ? await sessions.findByToken(session.session.token) : null;
      return found ? signedIn(request, found.user) : null;
    };

    app.decorate('resolveUser', resolveUser);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await resolveUser(request))) throw unauthorized(MESSAGES.signInRequired);
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      const user = await resolveUser(request);
      if (!user) throw unauthorized(MESSAGES.signInRequired);
      if (!roles.includes(user.role)) throw forbidden(MESSAGES.forbidden);
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // better-auth's own endpoints, each checking the session it needs
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.split('?')[0]!;
        const schema = request.method === 'POST' ? CHECKED_BODIES[path] : undefined;
        let email: string | null = null;
        if (schema) {
          const parsed = schema.safeParse(request.body ?? {});
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw badRequest(issue.message, { [issue.path.join('.') || 'body']: issue.message });
          }
          email = String((parsed.data as { email: string }).email).toLowerCase();
        }
        const throttled = email !== null && THROTTLED.has(path);
        if (throttled) await throttle.attempt(email!, request.ip);

        const response = await auth.handler(toWebRequest(request));

        if (throttled) {
          if (response.ok) await throttle.succeeded(email!, request.ip);
          else if (![400, 401, 403].includes(response.status))
            await throttle.undecided(email!, request.ip);
        }
        return sendWebResponse(response, reply);
      },
    });
  },
);

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** Headers through which a client may claim an address, host or scheme of its choosing. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

function toWebRequest(request: FastifyRequest): Request {
  const headers = toHeaders(request);
  // better-auth sees only what Fastify resolved under TRUST_PROXY (decision 0032), never a
  // header the client wrote: the session's address and the same-host origin it trusts.
  for (const name of FORWARDING_HEADERS) headers.delete(name);
  headers.set('x-forwarded-for', request.ip);
  headers.set('x-forwarded-host', request.host);
  headers.set('x-forwarded-proto', request.protocol);
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/** Copies better-auth's answer, rewriting its errors into our one error shape. */
async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'content-length' || key === 'content-encoding') return;
    reply.header(key, value);
  });
  const text = await response.text();
  if (response.ok) return reply.send(text === '' ? null : text);
  let code = '';
  let message = '';
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    code = parsed.code ?? '';
    message = parsed.message ?? '';
  } catch {
    message = text;
  }
  if (CONFLICTS.has(code)) reply.status(409);
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(errorBody(ERROR_MESSAGES[code] ?? (message || MESSAGES.invalidRequest)));
}
