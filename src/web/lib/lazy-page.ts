import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded chunk not arrived after 120 s counts as failed
 * (docs/product/accounts.md#request-errors).
 */
const CHUNK_TIMEOUT_MS = 120_000;

export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = window.setTimeout(
          () => reject(new Error('The page took too long to load')),
          CHUNK_TIMEOUT_MS,
        );
        load().then(
          (module) => {
            window.clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            window.clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
