import type { Page } from 'playwright-core';

export interface SentEvent {
  name: string;
  path: string;
  params?: Record<string, unknown>;
}

/** The analytics events the page sends to POST /api/events that the server accepted. */
export function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().endsWith('/api/events')) return;
    if (response.ok()) events.push(request.postDataJSON() as SentEvent);
  });
  return events;
}
