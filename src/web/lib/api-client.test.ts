import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { ApiError, apiRequest, onUnauthorized } from './api-client';
import { tokenStore } from './auth/token-store';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  tokenStore.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('apiRequest', () => {
  it('calls /api with the bearer token and JSON, and returns the parsed body', async () => {
    tokenStore.set('token-1');
    respond(200, JSON.stringify({ success: true, data: { id: 'u1' } }));
    const body = await apiRequest('/profile', { method: 'PUT', body: { city: 'Pune' } });
    expect(body).toEqual({ success: true, data: { id: 'u1' } });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/profile');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"city":"Pune"}');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends no content type for a request without a body and adds the query', async () => {
    respond(200, '{"success":true}');
    await apiRequest('/upload-url', {
      query: { fileType: 'image/png', fieldName: 'profileImage', skipped: undefined },
    });
    const { url, headers } = sentRequest();
    expect(url).toBe('/api/upload-url?fileType=image%2Fpng&fieldName=profileImage');
    expect(headers.has('content-type')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
  });

  it("shows the server's message and per-field errors", async () => {
    respond(
      400,
      JSON.stringify({
        success: false,
        message: MESSAGES.invalidPhone,
        errors: { phone: MESSAGES.invalidPhone },
      }),
    );
    const error = await failure(apiRequest('/profile', { method: 'PUT', body: {} }));
    expect(error.message).toBe(MESSAGES.invalidPhone);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ phone: MESSAGES.invalidPhone });
  });

  it('falls back to the body text, then to the status line', async () => {
    respond(502, 'Bad gateway from the proxy');
    expect((await failure(apiRequest('/profile'))).message).toBe('Bad gateway from the proxy');
    respond(503, '', 'Service Unavailable');
    expect((await failure(apiRequest('/profile'))).message).toBe(
      'API request failed: 503 Service Unavailable',
    );
  });

  it('reports a request that got no response as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const error = await failure(apiRequest('/profile'));
    expect(error.message).toBe('Network error: No response received from server');
    expect(error.status).toBeNull();
  });

  it('reports a request that could not be built as a setup error', async () => {
    const error = await failure(apiRequest('/events', { method: 'POST', body: { n: 1n } }));
    expect(error.message).toMatch(/^Request setup error: /);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('words public failures per the spec and sends no credentials', async () => {
    tokenStore.set('token-2');
    respond(404, '');
    const error = await failure(apiRequest('/trainers/x', { isPublic: true }));
    expect(error.message).toBe('Request failed with status 404');
    expect(sentRequest().headers.has('authorization')).toBe(false);
  });

  it('forgets a token the server rejects and tells the listeners', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    tokenStore.set('expired');
    respond(401, JSON.stringify({ success: false, message: MESSAGES.signInRequired }));
    const error = await failure(apiRequest('/auth/profile'));
    expect(error.message).toBe(MESSAGES.signInRequired);
    expect(tokenStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);

    respond(401, JSON.stringify({ success: false, message: MESSAGES.invalidCredentials }));
    await failure(apiRequest('/auth/sign-in/email', { method: 'POST', body: {} }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('asks for refusals in the language of the page, not of the browser', async () => {
    respond(200, JSON.stringify({ success: true }));
    await apiRequest('/chat');
    expect(sentRequest().headers.get('accept-language')).toBe('en-IN');

    fetchMock.mockClear();
    vi.stubGlobal('window', { location: { pathname: '/hi/chat' } });
    respond(401, JSON.stringify({ success: false, message: 'ईमेल या पासवर्ड गलत है' }));
    const error = await failure(apiRequest('/auth/sign-in/email', { method: 'POST', body: {} }));
    expect(sentRequest().headers.get('accept-language')).toBe('hi-IN');
    expect(error.message).toBe('ईमेल या पासवर्ड गलत है');
  });
});
