import { describe, expect, it } from 'vitest';
import { definedCatalogues, translationsOf } from '#shared/catalogue.ts';
import '#web/locales/hi/index.ts';
import '#web/locales/hi/signed-in.ts';

// Every module that may define a catalogue: the web's *.text.ts files and the shared modules.
import.meta.glob(['/src/web/**/*.text.ts', '/src/shared/*.ts', '!/src/shared/*.test.ts'], {
  eager: true,
});
const sources = import.meta.glob<string>(
  ['/src/web/**/*.{ts,tsx}', '!/src/web/**/*.test.{ts,tsx}', '!/src/web/locales/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** The paths where a text has no counterpart: 'a.b' missing in Hindi, or 'c' of another kind. */
function differences(english: unknown, hindi: unknown, at = ''): string[] {
  if (typeof english === 'string') {
    return typeof hindi === 'string' && hindi.trim() !== '' ? [] : [at || '(root)'];
  }
  if (typeof english === 'function') return typeof hindi === 'function' ? [] : [at];
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length) return [at];
    return english.flatMap((item, index) => differences(item, hindi[index], `${at}[${index}]`));
  }
  if (english && typeof english === 'object') {
    if (!hindi || typeof hindi !== 'object') return [at];
    const keys = new Set([...Object.keys(english), ...Object.keys(hindi)]);
    return [...keys].flatMap((key) =>
      differences(
        (english as Record<string, unknown>)[key],
        (hindi as Record<string, unknown>)[key],
        at ? `${at}.${key}` : key,
      ),
    );
  }
  return english === hindi ? [] : [at];
}

describe('the Hindi texts (docs/decisions/0047-hindi-catalogues.md)', () => {
  it('are defined only in *.text.ts files on the web side, where this check finds them', () => {
    const strays = Object.entries(sources)
      .filter(([file, source]) => !file.endsWith('.text.ts') && /\bcatalogue\(\s*'/.test(source))
      .map(([file]) => file);
    expect(strays).toEqual([]);
  });

  it('give every catalogue every text, in the same shape as its English', () => {
    const hindi = translationsOf('hi');
    const missing: string[] = [];
    for (const [name, entry] of definedCatalogues()) {
      if (!(name in hindi)) missing.push(`${name}: no Hindi`);
      else
        missing.push(...differences(entry.english, hindi[name]).map((path) => `${name}.${path}`));
    }
    expect(missing).toEqual([]);
  });

  it('translate only catalogues that exist', () => {
    const unknown = Object.keys(translationsOf('hi')).filter(
      (name) => !definedCatalogues().has(name),
    );
    expect(unknown).toEqual([]);
  });
});
