import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedWhatsAppRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Answer = { status: number; body: object };

/**
 * Stands in for graph.facebook.com's /{phone-number-id}/messages on localhost: remembers every
 * request and answers as the Cloud API does, or as a test tells it to answer the next ones.
 */
export async function startWhatsAppStandIn() {
  const requests: RecordedWhatsAppRequest[] = [];
  const answers: Answer[] = [];
  let sequence = 0;

  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    sequence += 1;
    const answer = answers.shift() ?? {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.STANDIN${String(sequence).padStart(6, '0')}` }],
      },
    };
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    requests,
    /** The next requests are answered with these, in order; then the usual success. */
    answerNext(...next: Answer[]) {
      answers.push(...next);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
