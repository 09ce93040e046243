import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  personalDataAccessQuerySchema,
  personalDataAccessResponseSchema,
} from '#shared/personal-data-access.ts';
import type { PersonalDataAccessService } from './personal-data-access.service';

/** An admin pages through it; a script walking every page is held back. */
export const PERSONAL_DATA_ACCESS_READS_PER_MINUTE = 60;
const LIST_LIMIT = {
  max: PERSONAL_DATA_ACCESS_READS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: accountOrAddress,
};

/** Who reached whose personal data, for admins (docs/product/privacy.md#who-reached-whose-data). */
export function personalDataAccessRoutes(service: PersonalDataAccessService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/personal-data-access',
      {
        config: { access: 'admin', rateLimit: LIST_LIMIT },
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          description:
            'Every KYC document view, KYC number revealed, data export and account deletion: who (an admin, the person, or Kasrat), whose (as the account is now), what, when. Newest first.',
          querystring: personalDataAccessQuerySchema,
          response: { 200: personalDataAccessResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: await service.list(request.query) };
      },
    );
  };
}
