const STORAGE_KEY = 'kasrat.token';

type Listener = () => void;
const listeners = new Set<Listener>();
let memoryToken: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, strict cookie settings); the session then lasts the tab.
    return memoryToken;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The bearer token of the signed-in user, kept across reloads and shared by all tabs. */
export const tokenStore = {
  get: read,
  set(token: string) {
    memoryToken = token;
    try {
      window.localStorage.setItem(STORAGE_KEY, token);
    } catch {}
    notify();
  },
  clear() {
    memoryToken = null;
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {}
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
