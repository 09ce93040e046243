import { addTranslations } from '#shared/catalogue.ts';

/**
 * Every Hindi text of the web app, in one chunk that only Hindi pages load
 * (docs/decisions/0047-hindi-catalogues.md). Each file beside this one exports a default object
 * `{ catalogueName: texts }`; the shared catalogues' Hindi (also used by the server) is in
 * src/shared/locales/hi/.
 */
const files = import.meta.glob<{ default: Record<string, object> }>(
  ['./*.ts', '!./index.ts', '/src/shared/locales/hi/*.ts', '!/src/shared/locales/hi/index.ts'],
  { eager: true },
);
for (const file of Object.values(files)) addTranslations('hi', file.default);
