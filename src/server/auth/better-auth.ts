import { betterAuth, type SecondaryStorage } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { bearer, emailOTP } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../integrations/mail/mailer';
import { CODE_MINUTES, codeMail, passwordChangedMail } from './account-mails';
import { signUpConsents } from './sign-up-consents';
import { hashSignUpPasswordFirst } from './sign-up-password-hash';
import { testPasswordHash } from './test-password-hash';

export function createAuth(
  config: Config,
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  /** Redis, when configured: better-auth then keeps sessions and sign-in codes there. */
  secondaryStorage?: SecondaryStorage,
  /** The clock sign-up's consents and age confirmation are stamped with. */
  now: () => Date = () => new Date(),
) {
  const signInListeners: SignInListener[] = [];
  const auth = betterAuth({
    appName: 'Kasrat',
    // Into the server's own log (JSON, its level), not better-auth's coloured console lines.
    logger: {
      log: (level, message, ...details) =>
        log[level](details.length > 0 ? { details } : {}, `better-auth: ${message}`),
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    secondaryStorage,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A reset signs every device out: whoever held the account loses it
      // (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        await mailer.send(passwordChangedMail(user.email, config.publicUrl));
      },
      ...(config.testFastPasswordHash && { password: testPasswordHash }),
    },
    hooks: {
      before: hashSignUpPasswordFirst,
      // A failure here fails the sign-in: better a retry than a deletion the person believes
      // they cancelled (docs/product/privacy.md#delete-my-account).
      after: createAuthMiddleware(async (ctx) => {
        if (!SIGN_IN_PATHS.has(ctx.path)) return;
        const userId = ctx.context.newSession?.user.id;
        if (userId) for (const listener of signInListeners) await listener(userId);
      }),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        phone: { type: 'string', required: false, input: false },
        dateOfBirth: { type: 'string', required: false, input: false },
        city: { type: 'string', required: false, input: false },
        gender: { type: 'string', required: false, input: false },
        profileImageUrl: { type: 'string', required: false, input: false },
        isDemo: { type: 'boolean', required: false, defaultValue: false, input: false },
        adultConfirmedAt: { type: 'date', required: false, input: false },
      },
    },
    // Sign-in throttling is ours (auth/sign-in-throttle, per e-mail and address, shared by
    // every process), so that it answers with our catalogue's message.
    rateLimit: { enabled: false },
    trustedOrigins: (request) => [config.publicUrl, sameHostOrigin(request)],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // better-auth skips its origin check under test; tests should meet the production guard.
      disableOriginCheck: false,
    },
    plugins: [
      signUpConsents(now),
      // Only `token.signature`, as sign-in hands it out: a bare token read from a database row
      // or a log is no credential (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
      bearer({ requireSignature: true }),
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_MINUTES * 60,
        allowedAttempts: 3,
        disableSignUp: true,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp, type }) {
          // Only these two are reachable (auth/exposed-endpoints.ts); nothing else is mailed.
          if (type === 'sign-in') await mailer.send(codeMail(email, otp, 'sign-in'));
          else if (type === 'forget-password') await mailer.send(codeMail(email, otp, 'reset'));
        },
      }),
    ],
  });
  return Object.assign(auth, {
    /** An area that must hear each sign-in (by password or by code) says so here. */
    onSignIn(listener: SignInListener) {
      signInListeners.push(listener);
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SignInListener = (userId: string) => Promise<unknown>;

/** A person signing in, as opposed to signing up or a password change's fresh session. */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/email-otp']);

/** The page's own origin, so a same-origin browser request passes the CSRF origin check. */
function sameHostOrigin(request?: Request): string | undefined {
  const host = request?.headers.get('x-forwarded-host') ?? request?.headers.get('host');
  if (!host) return undefined;
  const protocol = request?.headers.get('x-forwarded-proto') ?? 'http';
  return `${protocol}://${host}`;
}
