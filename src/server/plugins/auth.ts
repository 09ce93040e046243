import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '#shared/catalog.ts';
import { MESSAGES } from '#shared/messages.ts';
import { present } from '#shared/present.ts';
import { passwordChangedMail } from '../auth/account-mails';
import { authErrorOf } from '../auth/auth-errors';
import {
  bearerSessionToken,
  lookUpBearerSession,
  signedSessionToken,
} from '../auth/bearer-session';
import type { Auth } from '../auth/better-auth';
import type { CodeMailLimit } from '../auth/code-mail-limit';
import { type ExposedEndpoint, exposedEndpoint } from '../auth/exposed-endpoints';
import type { SessionLookup, SessionUserRow } from '../auth/sessions.repository';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import type { SignUpLimit } from '../auth/sign-up-limit';
import { badRequest, forbidden, notFound, unauthorized } from '../http-error';
import type { Mailer } from '../integrations/mail/mailer';
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

/**
 * The caller of a route whose declared access requires a session (every access but public,
 * signed and dev-only): its guard has already answered 401 to anyone else, so the 401 here is
 * for a route that declared the wrong access.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized(MESSAGES.signInRequired);
  return request.sessionUser;
}

export interface AuthPluginOptions {
  auth: Auth;
  throttle: SignInThrottle;
  codeMails: CodeMailLimit;
  signUps: SignUpLimit;
  sessions: SessionLookup;
  secret: string;
  /** Mails "your password was changed" (through the outbox). */
  mailer: Mailer;
  publicUrl: string;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (
    app: FastifyInstance,
    { auth, throttle, codeMails, signUps, sessions, secret, mailer, publicUrl },
  ) => {
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
      // A bearer header that is not a signed token of ours is nobody, unless a cookie says otherwise.
      if (!token && request.headers.authorization && !request.headers.cookie) return null;
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

    /**
     * Runs the endpoint's guard, then better-auth. A guess (password or code) counts against the
     * sign-in throttle unless it succeeds or fails for a reason of ours, not the guesser's.
     */
    const guarded = async (
      request: FastifyRequest,
      endpoint: ExposedEndpoint,
      fields: Record<string, unknown> | null,
      call: () => Promise<Response>,
    ): Promise<Response> => {
      const address = request.ip;
      const email = typeof fields?.email === 'string' ? fields.email.toLowerCase() : null;
      switch (endpoint.guard) {
        case 'sign-up':
          await signUps.take(address);
          return call();
        case 'code-mail':
          await codeMails.take(present(email, 'the email a code mail is sent to'), address);
          return call();
        case 'sign-in':
          return throttled(present(email, 'the email signing in'), address, call);
        case 'password-change': {
          const user = await resolveUser(request);
          if (!user) throw unauthorized(MESSAGES.signInRequired);
          const response = await throttled(user.email.toLowerCase(), address, call);
          if (response.ok) await mailer.send(passwordChangedMail(user.email, publicUrl));
          return response;
        }
        default:
          return call();
      }
    };

    const throttled = async (email: string, address: string, call: () => Promise<Response>) => {
      await throttle.attempt(email, address);
      const response = await call();
      if (response.ok) await throttle.succeeded(email, address);
      else if (![400, 401, 403].includes(response.status)) await throttle.undecided(email, address);
      return response;
    };

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // better-auth's own endpoints, each checking the session it needs
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const [path = ''] = request.url.split('?');
        const endpoint = exposedEndpoint(request.method, path);
        if (!endpoint) throw notFound(MESSAGES.routeNotFound(request.method, request.url));
        let fields: Record<string, unknown> | null = null;
        if (endpoint.body) {
          const parsed = endpoint.body.safeParse(request.body ?? {});
          if (!parsed.success) {
            const issue = present(parsed.error.issues[0], 'the first body issue');
            throw badRequest(issue.message, { [issue.path.join('.') || 'body']: issue.message });
          }
          fields = { ...(parsed.data as Record<string, unknown>), ...endpoint.forced };
        }
        const response = await guarded(request, endpoint, fields, () =>
          auth.handler(toWebRequest(request, fields)),
        );
        return sendWebResponse(response, reply, secret);
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

/** The request as better-auth takes it: a body we checked goes as parsed, nothing more. */
function toWebRequest(request: FastifyRequest, fields: Record<string, unknown> | null): Request {
  const headers = toHeaders(request);
  // better-auth sees only what Fastify resolved under TRUST_PROXY
  // (docs/decisions/0032-one-resolved-client-address.md), never a
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
    body: hasBody ? JSON.stringify(fields ?? request.body ?? {}) : undefined,
  });
}

/**
 * Copies better-auth's answer: its errors in our one error shape, and every session token in
 * the signed form, the only one a bearer header takes
 * (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
 */
async function sendWebResponse(response: Response, reply: FastifyReply, secret: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'content-length' || key === 'content-encoding') return;
    reply.header(key, value);
  });
  if (!response.ok) {
    const error = await authErrorOf(response);
    reply.status(error.statusCode);
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(errorBody(error.message));
  }
  const text = await response.text();
  if (text === '') return reply.send(null);
  if (!response.headers.get('content-type')?.includes('json')) return reply.send(text);
  return reply.send(JSON.stringify(withSignedTokens(JSON.parse(text), secret)));
}

/** Sign-in's `token` and get-session's `session.token`, signed as `set-auth-token` is. */
function withSignedTokens(answer: unknown, secret: string): unknown {
  if (typeof answer !== 'object' || answer === null) return answer;
  const copy = { ...(answer as Record<string, unknown>) };
  if (typeof copy.token === 'string') copy.token = signedSessionToken(copy.token, secret);
  const session = copy.session as Record<string, unknown> | null | undefined;
  if (session && typeof session.token === 'string') {
    copy.session = { ...session, token: signedSessionToken(session.token, secret) };
  }
  return copy;
}
