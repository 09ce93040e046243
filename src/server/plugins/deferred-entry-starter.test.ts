import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_ENTRY_SCRIPT } from './deferred-entry';

/**
 * The inline starter of a server-rendered page, run against a document: when it fetches the
 * page's code. The browser's paint report and the tab's visibility are played by the test, and
 * the import is recorded instead of made.
 */
const IMPORT = 'import(entry)';

let window: Window;
let hidden: boolean;
let reportPaint: () => void;
let imported: string[];

class PaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: { getEntriesByName: () => unknown[] }) => void) {}
  observe() {
    reportPaint = () => this.callback({ getEntriesByName: () => [{}] });
  }
}

function runStarter() {
  expect(DEFERRED_ENTRY_SCRIPT).toContain(IMPORT);
  const starter = new Function(
    'window',
    'document',
    'PerformanceObserver',
    'recordImport',
    DEFERRED_ENTRY_SCRIPT.replace(IMPORT, 'recordImport(entry)'),
  );
  starter(window, window.document, PaintObserver, (entry: string) => imported.push(entry));
}

const preloads = () =>
  [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function hide() {
  hidden = true;
  window.document.dispatchEvent(new window.Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  window = new Window();
  hidden = false;
  imported = [];
  Object.defineProperty(window.document, 'hidden', { get: () => hidden });
  window.document.body.innerHTML =
    '<main>Trainers near you</main><script id="kasrat-modules" type="application/json">["/assets/index-abc.js","/assets/runtime-def.js"]</script>';
});

afterEach(async () => {
  vi.useRealTimers();
  await window.happyDOM.close();
});

describe('the page’s starter', () => {
  it('waits for the first paint however long a busy phone takes, then fetches the code once', () => {
    runStarter();
    vi.advanceTimersByTime(9_000);
    expect(imported).toEqual([]);
    expect(preloads()).toEqual([]);

    reportPaint();
    reportPaint();
    vi.advanceTimersByTime(10_000);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/runtime-def.js']);
  });

  it('starts at once in a tab opened in the background, which does not paint', () => {
    hidden = true;
    runStarter();
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts when the tab is hidden before its paint, and only then', () => {
    runStarter();
    expect(imported).toEqual([]);
    hide();
    expect(imported).toEqual(['/assets/index-abc.js']);
    reportPaint();
    expect(imported).toHaveLength(1);
  });

  it('starts after ten seconds in a browser that never reports a paint', () => {
    runStarter();
    vi.advanceTimersByTime(9_999);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/index-abc.js']);
  });
});
