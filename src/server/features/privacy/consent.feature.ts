import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { PRIVACY_NOTICE_EFFECTIVE, PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { createConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { createConsentService } from './consent.service';

/** The notice's consents (docs/product/privacy.md#consent): what a person agreed to, and changes. */
export async function registerConsent(app: FastifyInstance, { db, config, now }: Ports) {
  const consents = createConsentService({ repository: createConsentRepository(db), now });
  await app.register(
    consentRoutes(consents, {
      version: PRIVACY_NOTICE_VERSION,
      effective: PRIVACY_NOTICE_EFFECTIVE,
      grievanceOfficer: config.grievanceOfficer,
    }),
  );
  return { consents };
}
