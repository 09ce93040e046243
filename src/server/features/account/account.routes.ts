import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  currentUserSchema as currentUser,
  localeChoiceSchema,
  profileUpdateSchema,
  userProfileSchema as userProfile,
} from '#shared/account-schemas.ts';
import { LOCALES } from '#shared/locale.ts';
import { MESSAGES } from '#shared/messages.ts';
import { strictObject } from '#shared/strict-object.ts';
import type { AccountService } from './account.service';

/** A person switches language a few times at most; a flood only rewrites one column. */
export const LOCALE_CHOICES_PER_HOUR = 30;
const localeLimit = {
  max: LOCALE_CHOICES_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: accountOrAddress,
};

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

    app.put(
      '/api/account/locale',
      {
        config: { access: 'signed-in', rateLimit: localeLimit },
        schema: {
          ...auth.schema,
          tags: ['account'],
          description: 'Remembers the language the signed-in person chose (en or hi).',
          body: localeChoiceSchema,
          response: { 200: ok(z.object({ locale: z.enum(LOCALES) })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.setLocale(signedInUser(request).id, request.body.locale),
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
