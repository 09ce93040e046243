import type { FastifyInstance } from 'fastify';
import type { Auth } from '#server/auth/better-auth.ts';
import type { SignInThrottle } from '#server/auth/sign-in-throttle.ts';
import { carryOutAccountDeletions } from '#server/jobs/carry-out-account-deletions.ts';
import type { Ports } from '#server/ports.ts';
import type { UploadsService } from '../uploads/uploads.service';
import { createAccountDeletionRepository } from './account-deletion.repository';
import { accountDeletionRoutes } from './account-deletion.routes';
import { createAccountDeletionService } from './account-deletion.service';

/**
 * "Delete my account" (docs/product/privacy.md#delete-my-account): the routes, the sign-in that
 * cancels a request, and the job that carries requests out. Sessions are cancelled through the
 * bookings service, with its refund rules, never new ones.
 */
export async function registerAccountDeletion(
  app: FastifyInstance,
  { db, config, now }: Ports,
  { auth, throttle, uploads }: { auth: Auth; throttle: SignInThrottle; uploads: UploadsService },
) {
  const repository = createAccountDeletionRepository(db, {
    secret: config.authSecret,
    publicUrl: config.publicUrl,
  });
  const service = createAccountDeletionService({
    repository,
    throttle,
    async passwordMatches(userId, password) {
      const context = await auth.$context;
      const credential = await context.internalAdapter.findCredentialAccount(userId);
      if (!credential?.password) return false;
      return context.password.verify({ hash: credential.password, password });
    },
    publicUrl: config.publicUrl,
    now,
  });
  auth.onSignIn((userId) => service.cancel(userId, 'sign-in'));
  await app.register(accountDeletionRoutes(service));
  return {
    carryOut: carryOutAccountDeletions({
      db,
      config,
      now,
      repository,
      uploads,
    }),
  };
}
