import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { createConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { createConsentService } from './consent.service';

/** The notice's consents (docs/product/privacy.md#consent): what a person agreed to, and changes. */
export async function registerConsent(app: FastifyInstance, { db, now }: Ports) {
  const consents = createConsentService({ repository: createConsentRepository(db), now });
  await app.register(consentRoutes(consents));
  return { consents };
}
