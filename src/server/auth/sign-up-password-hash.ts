import { createAuthMiddleware } from 'better-auth/api';

/**
 * A sign-up writes the user, the password and the session in one transaction (else a process
 * killed between them leaves an account with no password, and the e-mail can never sign up
 * again). better-auth hashes the password inside that transaction, and on PGlite a transaction
 * holds the whole database: every other request would wait out the deliberately slow hash.
 * This before-hook hashes first; the sign-up then takes the ready hash
 * (docs/decisions/0023-crash-durability.md).
 */
export const hashSignUpPasswordFirst = createAuthMiddleware(async (ctx) => {
  const password: unknown = ctx.body?.password;
  if (ctx.path !== '/sign-up/email' || typeof password !== 'string') return;
  const { hash, config } = ctx.context.password;
  // One the sign-up will refuse is not worth a hash.
  if (password.length < config.minPasswordLength || password.length > config.maxPasswordLength) {
    return;
  }
  const ready = await hash(password);
  const hashFirst = async (given: string) => (given === password ? ready : hash(given));
  return { context: { context: { password: { ...ctx.context.password, hash: hashFirst } } } };
});
