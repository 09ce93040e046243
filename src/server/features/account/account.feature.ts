import type { FastifyInstance } from 'fastify';
import type { Auth } from '#server/auth/better-auth.ts';
import type { CodeMailLimit } from '#server/auth/code-mail-limit.ts';
import type { SignInThrottle } from '#server/auth/sign-in-throttle.ts';
import type { Ports } from '#server/ports.ts';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';

/** The caller's own account (profile, deletion) and the password reset by code. */
export async function registerAccount(
  app: FastifyInstance,
  { db, now }: Ports,
  auth: { auth: Auth; codeMails: CodeMailLimit; throttle: SignInThrottle },
) {
  await app.register(accountRoutes(createAccountService(createAccountRepository(db), now)));
  await app.register(passwordResetRoutes(createPasswordResetService(auth)));
}
