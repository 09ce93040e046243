/** How the page reached its address: a link or `navigate` (PUSH, REPLACE), or Back, Forward and the first load (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed on (`navigate(to, { state })`); null when nothing. */
  state: unknown;
  /** Tells two visits to one address apart; 'default' for the entry the page opened at. */
  key: string;
}

export interface HistoryEntry {
  action: NavigationType;
  location: Location;
}

/** The addresses a router moves through: the browser's, or a list in memory. */
export interface History {
  readonly current: HistoryEntry;
  /** `to` is the full address, with the router's basename. */
  navigate(to: string, replace: boolean, state: unknown): void;
  go(delta: number): void;
  /** One listener at a time, told of every change of `current`. */
  listen(listener: (entry: HistoryEntry) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(address: string, state: unknown, key: string): Location {
  const [, pathname = '', search = '', hash = ''] =
    /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(address) ?? [];
  return {
    pathname: pathname || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
    state,
    key,
  };
}

/**
 * The browser's history. Each entry's state is `{ usr, key }`, as React Router wrote it, so the
 * entries of a tab opened before this router keep their state.
 */
export function createBrowserHistory(): History {
  const read = (action: NavigationType): HistoryEntry => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return {
      action,
      location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
    };
  };
  let current = read('POP');
  let listener: ((entry: HistoryEntry) => void) | undefined;
  const changed = (action: NavigationType) => {
    current = read(action);
    listener?.(current);
  };
  return {
    get current() {
      return current;
    },
    navigate(to, replace, state) {
      const entry = { usr: state, key: newKey() };
      if (replace) {
        window.history.replaceState(entry, '', to);
      } else {
        try {
          window.history.pushState(entry, '', to);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
          // Safari refuses more than 100 pushes in 10 seconds: the address still opens.
          window.location.assign(to);
          return;
        }
      }
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go: (delta) => window.history.go(delta),
    listen(next) {
      const popped = () => changed('POP');
      listener = next;
      window.addEventListener('popstate', popped);
      return () => {
        window.removeEventListener('popstate', popped);
        listener = undefined;
      };
    },
  };
}

/** A history that starts at `address` and is kept in memory: the server's render, and tests. */
export function createMemoryHistory(address: string): History {
  const entries = [locationOf(address, null, 'default')];
  let index = 0;
  let current: HistoryEntry = { action: 'POP', location: entries[0] as Location };
  let listener: ((entry: HistoryEntry) => void) | undefined;
  const changed = (action: NavigationType) => {
    current = { action, location: entries[index] as Location };
    listener?.(current);
  };
  return {
    get current() {
      return current;
    },
    navigate(to, replace, state) {
      const location = locationOf(to, state, newKey());
      if (replace) entries[index] = location;
      else entries.splice(++index, entries.length, location);
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      changed('POP');
    },
    listen(next) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  };
}
