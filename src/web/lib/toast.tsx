import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * react-hot-toast loads with the first toast, not with the first page: most visits never
 * see one, and the listing's first load has a tight JavaScript budget. Toasts raised
 * before the Toaster mounts wait in the library's store and appear when it does.
 */
const Toaster = lazy(() =>
  import('react-hot-toast').then((module) => ({ default: module.Toaster })),
);

let needed = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type ToastKind = 'success' | 'error' | 'blank';

export async function showToast(kind: ToastKind, message: string) {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('react-hot-toast');
  if (kind === 'blank') toast(message);
  else toast[kind](message);
}

export function ToasterHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
