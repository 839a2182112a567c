import { randomBytes } from 'crypto';
import { createServer, IncomingMessage, Server } from 'http';
import { AddressInfo } from 'net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  amount_total: number;
  currency: string;
  expires_at: number;
  line_items: { name: string; quantity: number; unit_amount: number }[];
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  requests: { method: string; path: string; idempotencyKey?: string; authorization?: string }[];
  /** Answer every request with 500 until reset (a Stripe outage). */
  failing: boolean;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

/**
 * Stripe's API as far as Checkout Sessions go, on a local port: the real `stripe` SDK is pointed at it
 * (host, port, protocol) because the tests cannot reach api.stripe.com.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'port' | 'close'> = { sessions: new Map(), requests: [], failing: false };
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    fake.requests.push({
      method: request.method ?? '',
      path,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      authorization: request.headers.authorization,
    });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      response.end(JSON.stringify(body));
    };
    if (fake.failing) return reply(500, { error: { type: 'api_error', message: 'Störung' } });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readBody(request));
      const lines: FakeSession['line_items'] = [];
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
        lines.push({
          name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
          quantity: Number(form.get(`line_items[${i}][quantity]`)),
          unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
        });
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_id: form.get('metadata[order_id]') ?? '', order_number: form.get('metadata[order_number]') ?? '' },
        payment_status: 'unpaid',
        status: 'open',
        amount_total: lines.reduce((sum, line) => sum + line.quantity * line.unit_amount, 0),
        currency: form.get('line_items[0][price_data][currency]') ?? 'eur',
        expires_at: Number(form.get('expires_at')),
        line_items: lines,
      };
      fake.sessions.set(id, session);
      return reply(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const session = fake.sessions.get(match[1]);
      return session ? reply(200, session) : reply(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    reply(404, { error: { type: 'invalid_request_error', message: `Unbekannt: ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A webhook event body as Stripe sends it for a Checkout Session. */
export function sessionEvent(type: string, sessionId: string, eventId = `evt_${randomBytes(8).toString('hex')}`): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
}
