import { type ComponentType, createElement, type ReactNode, use } from 'react';

/**
 * A lazily loaded chunk not arrived after 120 s counts as failed
 * (docs/product/accounts.md#request-errors).
 */
const CHUNK_TIMEOUT_MS = 120_000;

/** A component whose code loads on first render, or earlier through `preload()`. */
export interface LazyPage<Props extends object> {
  (props: Props): ReactNode;
  /**
   * Loads the code now. Once loaded the component renders at once, without suspending: a
   * server-rendered page preloads what it shows so that it hydrates in one pass
   * (docs/decisions/0048-server-rendering.md).
   */
  preload: () => Promise<void>;
}

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The page took too long to load')),
      CHUNK_TIMEOUT_MS,
    );
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Like React's `lazy`, which suspends on its first render even when the code is already here;
 * a failed load is asked for again on the next render (after the error boundary resets).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= withTimeout(load()).then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, like React's lazy
  const Page = (props: Props) => createElement(loaded ?? use(start()), props);
  Page.preload = () => start().then(() => undefined);
  return Page;
}
