import { onTestFinished, vi } from 'vitest';

/** One request the page sent, as the server would read it. */
export interface SentRequest {
  method: string;
  /** Without the /api prefix: '/bookings'. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

type Route = StubReply | ((request: SentRequest) => StubReply | Promise<StubReply>);

/**
 * Answers the page's API calls at the network boundary (global fetch), by 'METHOD /path', and
 * keeps what was sent. Analytics events are accepted; any other call nobody stubbed gets a 501,
 * so a test that forgot one fails on what the user sees rather than hanging.
 */
export function stubApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const key = `${request.method} ${request.path}`;
    const route = routes[key] ?? (key === 'POST /events' ? { status: 204 } : undefined);
    const reply = typeof route === 'function' ? await route(request) : route;
    const status = reply?.status ?? (reply ? 200 : 501);
    const body = reply ? reply.body : { message: `No stub for ${key}` };
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** The requests sent to `METHOD /path`, oldest first. */
    sentTo: (key: string) => sent.filter((request) => `${request.method} ${request.path}` === key),
  };
}
