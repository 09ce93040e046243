import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Answer = { status: number; body: object };

/**
 * Stands in for api.razorpay.com's payout endpoints on localhost: remembers every request and
 * answers as RazorpayX does, or as a test tells it to answer the next payout request.
 */
export async function startRazorpayXStandIn() {
  const requests: RecordedRequest[] = [];
  let payoutAnswer: ((body: Record<string, unknown>) => Answer) | null = null;
  const payoutsByKey = new Map<string, Answer>();
  let sequence = 0;

  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    sequence += 1;
    let answer: Answer;
    if (request.url === '/v1/contacts') {
      answer = { status: 201, body: { id: 'cont_00000000000001', entity: 'contact' } };
    } else if (request.url === '/v1/fund_accounts') {
      answer = { status: 201, body: { id: `fa_0000000000000${sequence}`, entity: 'fund_account' } };
    } else if (request.url === '/v1/payouts') {
      const key = String(request.headers['x-payout-idempotency'] ?? '');
      answer = payoutsByKey.get(key) ??
        payoutAnswer?.(body) ?? {
          status: 200,
          body: { id: `pout_0000000000${String(sequence).padStart(4, '0')}`, status: 'processing' },
        };
      // RazorpayX keeps a key's payout, not a failure to answer it
      if (answer.status < 500) payoutsByKey.set(key, answer);
    } else {
      answer = { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    }
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    hostUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    payoutRequests: () => requests.filter((request) => request.url === '/v1/payouts'),
    /** How the next new payout requests are answered (a repeated key gets its first answer). */
    answerPayouts(answer: ((body: Record<string, unknown>) => Answer) | null) {
      payoutAnswer = answer;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
