import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import {
  currentUserSchema as currentUser,
  profileUpdateSchema,
  userProfileSchema as userProfile,
} from '#shared/account-schemas.ts';
import { MESSAGES } from '#shared/messages.ts';
import { strictObject } from '#shared/strict-object.ts';
import type { AccountService } from './account.service';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export function accountRoutes(service: AccountService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const auth = {
      config: { access: 'signed-in' as const },
      schema: { security: [{ bearer: [] }] },
    };

    app.get(
      '/api/auth/profile',
      {
        ...auth,
        schema: { ...auth.schema, tags: ['account'], response: { 200: ok(currentUser) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.currentUser(signedInUser(request).id),
      }),
    );

    for (const url of ['/api/users/profile', '/api/profile']) {
      app.get(
        url,
        {
          ...auth,
          schema: { ...auth.schema, tags: ['account'], response: { 200: ok(userProfile) } },
        },
        async (request) => ({
          success: true as const,
          data: await service.profile(signedInUser(request).id),
        }),
      );
    }

    app.put(
      '/api/profile',
      {
        ...auth,
        schema: {
          ...auth.schema,
          tags: ['account'],
          body: profileUpdateSchema,
          response: { 200: ok(userProfile).extend({ message: z.string() }) },
        },
      },
      async (request) => ({
        success: true as const,
        message: MESSAGES.profileSaved,
        data: await service.updateProfile(signedInUser(request).id, request.body),
      }),
    );

    app.post(
      '/api/auth/become-trainer',
      {
        ...auth,
        schema: {
          ...auth.schema,
          tags: ['account'],
          description: 'Accepts the trainer terms (version 2.0) and makes the caller a trainer.',
          body: strictObject({}).nullish(),
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        const { alreadyTrainer } = await service.becomeTrainer(signedInUser(request).id);
        return {
          success: true as const,
          message: alreadyTrainer ? MESSAGES.alreadyTrainer : MESSAGES.becomeTrainerSuccess,
        };
      },
    );
  };
}
