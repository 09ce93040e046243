import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '#server/http-error.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  accountDeletionAnswerSchema,
  deletionRequestSchema,
  DELETION_MESSAGES as M,
} from '#shared/account-deletion-api.ts';
import type { AccountDeletionService } from './account-deletion.service';

/** Asking and cancelling: a person does this a few times, a flood is someone else. */
export const DELETION_WRITES_PER_HOUR = 10;
const writeLimit = {
  max: DELETION_WRITES_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: accountOrAddress,
};
const readLimit = { max: 60, timeWindow: '1 minute', keyGenerator: accountOrAddress };

const done = z.object({ success: z.literal(true), message: z.string() });

/** docs/product/privacy.md#delete-my-account: the signed-in person's own account only. */
export function accountDeletionRoutes(service: AccountDeletionService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['privacy'], security: [{ bearer: [] }] };

    app.get(
      '/api/privacy/deletion',
      {
        config: { access: 'signed-in', rateLimit: readLimit },
        schema: {
          ...schema,
          description: 'The signed-in person’s open request to delete their account, if any.',
          response: { 200: accountDeletionAnswerSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.current(signedInUser(request).id),
      }),
    );

    app.post(
      '/api/privacy/deletion/code',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: {
          ...schema,
          description:
            'Mails the signed-in person a 6-digit code that confirms the deletion instead of the password (10 minutes, 3 guesses).',
          response: { 200: done },
        },
      },
      async (request) => {
        await service.sendCode(signedInUser(request).id);
        return { success: true as const, message: M.codeSent };
      },
    );

    app.post(
      '/api/privacy/deletion',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: {
          ...schema,
          description:
            'Asks for the account’s deletion, confirmed by the password or the mailed code; it is carried out 7 days later unless the person signs in before.',
          body: deletionRequestSchema,
          response: { 201: accountDeletionAnswerSchema },
        },
      },
      async (request, reply) => {
        const { deletion, message } = await service.request(
          signedInUser(request).id,
          request.body,
          request.ip,
        );
        return reply
          .code(201)
          .send({ success: true as const, message, data: { deletion, cancelledAt: null } });
      },
    );

    app.delete(
      '/api/privacy/deletion',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: {
          ...schema,
          description: '"Keep my account": cancels the open deletion request.',
          response: { 200: accountDeletionAnswerSchema },
        },
      },
      async (request) => {
        if (!(await service.cancel(signedInUser(request).id, 'keep'))) {
          throw conflict(M.nothingToCancel);
        }
        const data = await service.current(signedInUser(request).id);
        return { success: true as const, message: M.cancelled, data };
      },
    );
  };
}
