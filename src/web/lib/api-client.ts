import { textOf } from '#shared/catalogue.ts';
import { LOCALE_TAG, type Locale, localeOfPath } from '#shared/locale.ts';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { tokenStore } from './auth/token-store';

const API_BASE = '/api';

/** A failed call, carrying the catalogue message and the server's per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status, or null when no response arrived. */
    readonly status: number | null,
    readonly errors: Record<string, string> = {},
    /** The refusal's whole body, for a feature whose refusal carries more than a message. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** A 4xx: the server refused the request and said why; asking again will not change it. */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500
  );
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; leave out for a request without a body. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Let the request finish after the page unloads (analytics). */
  keepalive?: boolean;
  /** A public call carries no credentials and reports failures in the public wording. */
  isPublic?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** How requests reach the API: the browser's fetch, or the server's own routes when it renders. */
let transport = (url: string, init: RequestInit) => fetch(url, init);

/** The server renders public pages with the answers its routes give (docs/decisions/0048-server-rendering.md). */
export function sendApiRequestsWith(send: (url: string, init: RequestInit) => Promise<Response>) {
  transport = send;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when the server rejects our token, after the token has been cleared. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The one client for every call to our API: bearer token, JSON, the spec's error messages. */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  let url: string;
  let init: RequestInit;
  let sentToken = false;
  try {
    const headers = new Headers({
      accept: 'application/json',
      // The page's language, not the browser's: a refusal comes back in the words of the page.
      'accept-language': LOCALE_TAG[pageLocale()],
    });
    const token = options.isPublic ? null : tokenStore.get();
    if (token) {
      headers.set('authorization', `Bearer ${token}`);
      sentToken = true;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.body);
    }
    url = buildUrl(path, options.query);
    init = {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
      credentials: 'same-origin',
    };
  } catch (error) {
    throw new ApiError(shellText().requestSetupError(errorText(error)), null);
  }

  let response: Response;
  try {
    response = await transport(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(shellText().networkError, null);
  }

  const payload = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && sentToken) {
      tokenStore.clear();
      for (const listener of unauthorizedListeners) listener();
    }
    throw toApiError(response, payload, options.isPublic ?? false);
  }
  return { data: payload as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(response: Response, payload: unknown, isPublic: boolean): ApiError {
  const body = isRecord(payload) ? payload : null;
  const message = body && typeof body.message === 'string' && body.message ? body.message : null;
  const errors = body && isRecord(body.errors) ? stringValues(body.errors) : {};
  if (isPublic) {
    return new ApiError(
      message ?? shellText().publicRequestFailed(response.status),
      response.status,
    );
  }
  const text = typeof payload === 'string' && payload.trim() ? payload.trim() : null;
  return new ApiError(
    message ?? text ?? shellText().apiRequestFailed(response.status, response.statusText),
    response.status,
    errors,
    payload,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

function pageLocale(): Locale {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}

/** This client's own messages (no answer, or one without a message) in the page's language. */
function shellText() {
  return textOf(SHELL_TEXT, pageLocale());
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
