import { addTranslations } from '#shared/catalogue.ts';

/**
 * The Hindi texts every Hindi page may show before anyone signs in, in one chunk that only Hindi
 * pages load, before their first render (docs/decisions/0047-hindi-catalogues.md). Each file
 * beside this one exports a default object `{ catalogueName: texts }`; the shared catalogues'
 * Hindi (also used by the server) is in src/shared/locales/hi/. The screens only a signed-in
 * person opens, and the privacy notice, have theirs in `signed-in.ts`, loaded with those screens:
 * evaluating every Hindi text took some 60 ms of the Hindi listing's main thread. The two lists
 * of files must stay each other's complement.
 */
const files = import.meta.glob<{ default: Record<string, object> }>(
  [
    './*.ts',
    '!./index.ts',
    '!./signed-in.ts',
    '!./privacy.ts',
    '!./profile.ts',
    '!./sessions.ts',
    '!./sessions-documents.ts',
    '!./sessions-reminders.ts',
    '!./sessions-review.ts',
    '!./dashboard.ts',
    '!./dashboard-availability.ts',
    '!./dashboard-clients.ts',
    '!./dashboard-earnings.ts',
    '!./dashboard-kyc.ts',
    '!./dashboard-sessions.ts',
    '!./portfolio.ts',
    '!./portfolio-services.ts',
    '!./portfolio-upload.ts',
    '/src/shared/locales/hi/*.ts',
    '!/src/shared/locales/hi/index.ts',
  ],
  { eager: true },
);
for (const file of Object.values(files)) addTranslations('hi', file.default);
