import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetCodeSchema, passwordResetSchema } from '#shared/account-schemas.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { PasswordResetService } from './password-reset.service';

const done = z.object({ success: z.literal(true), message: z.string() });

export function passwordResetRoutes(service: PasswordResetService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/auth/password-reset/code',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          description:
            'Mails a 6-digit password reset code if an account uses the e-mail (the answer is the same either way). Limited per e-mail and per client address.',
          body: passwordResetCodeSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await service.sendCode(request.body.email, request.ip);
        return { success: true as const, message: MESSAGES.resetCodeSent };
      },
    );

    app.post(
      '/api/auth/password-reset',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          description:
            'Sets a new password with the mailed code and signs every session of the account out; then sign in with the new password.',
          body: passwordResetSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await service.reset(request.body, request.ip);
        return { success: true as const, message: MESSAGES.passwordReset };
      },
    );
  };
}
