import { addTranslations } from '#shared/catalogue.ts';

/**
 * The Hindi texts of the screens only a signed-in person opens, and of the privacy notice: a chunk
 * of its own, loaded with those screens (src/web/lib/i18n/load-locale.ts). `index.ts` excludes
 * exactly these files.
 */
const files = import.meta.glob<{ default: Record<string, object> }>(
  [
    './privacy.ts',
    './profile.ts',
    './sessions.ts',
    './sessions-documents.ts',
    './sessions-reminders.ts',
    './sessions-review.ts',
    './dashboard.ts',
    './dashboard-availability.ts',
    './dashboard-clients.ts',
    './dashboard-earnings.ts',
    './dashboard-kyc.ts',
    './dashboard-sessions.ts',
    './portfolio.ts',
    './portfolio-services.ts',
    './portfolio-upload.ts',
  ],
  { eager: true },
);
for (const file of Object.values(files)) addTranslations('hi', file.default);
