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
  /** Given once the session is paid (as Stripe creates the payment's intent with the payment); null before. */
  payment_intent?: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  /** Set once the refund failed (`expired_or_canceled_card`, say). */
  failure_reason?: string;
  created: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  authorization?: string;
  /** The form fields of a POST. */
  form?: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  /** Every refund made, through the API or `refundInDashboard`, by id. */
  refunds: Map<string, FakeRefund>;
  /** The answers of POSTs by idempotency key, replayed as Stripe does for the same key. */
  idempotent: Map<string, { request: string; status: number; body: unknown }>;
  requests: FakeRequest[];
  /** Answer every request with 500 until reset (a Stripe outage). */
  failing: boolean;
  /** Refuse every new refund with this Stripe error code (`charge_disputed`, say) until reset. */
  refusingRefunds: string | null;
  /** A refund made by hand in Stripe's dashboard: the whole rest of the session's payment, or `amount` cents of it. */
  refundInDashboard(sessionId: string, amount?: number): FakeRefund;
  /** The refund fails as Stripe reports it days later (card closed, bank refused): its money counts as not refunded. */
  failRefund(refundId: string, reason?: string): FakeRefund;
  /** The POST /v1/refunds requests, in order. */
  refundRequests(): FakeRequest[];
  /** Forgets sessions, refunds, idempotency keys and requests, and ends an outage (between tests). */
  reset(): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const invalid = (message: string, extra: Record<string, string> = {}) => ({ error: { type: 'invalid_request_error', message, ...extra } });

/**
 * Stripe's API as far as Checkout Sessions and their refunds go, on a local port: the real `stripe` SDK is pointed
 * at it (host, port, protocol) because the tests cannot reach api.stripe.com.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();

  /** A paid session's payment intent, made when first asked for. */
  const paymentIntentOf = (session: FakeSession): string | null => {
    if (session.payment_status === 'paid' && !session.payment_intent) session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    return session.payment_intent ?? null;
  };
  const refundedOf = (paymentIntent: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === paymentIntent && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
  const refund = (session: FakeSession, paymentIntent: string, amount?: number): FakeRefund => {
    const made: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: amount ?? session.amount_total - refundedOf(paymentIntent),
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000) + refunds.size,
    };
    refunds.set(made.id, made);
    return made;
  };

  /** POST /v1/refunds: a full (or partial) refund of a payment intent; a payment refunded in full is refused as by Stripe. */
  const createRefund = (form: URLSearchParams): { status: number; body: unknown } => {
    const paymentIntent = form.get('payment_intent') ?? '';
    const session = [...sessions.values()].find((candidate) => paymentIntentOf(candidate) === paymentIntent);
    if (!session) return { status: 404, body: invalid(`No such payment_intent: '${paymentIntent}'`, { code: 'resource_missing', param: 'payment_intent' }) };
    if (fake.refusingRefunds) return { status: 400, body: invalid(`Refund refused: ${fake.refusingRefunds}`, { code: fake.refusingRefunds }) };
    if (refundedOf(paymentIntent) >= session.amount_total) {
      return {
        status: 400,
        body: invalid(`Charge ch_${paymentIntent.slice(3)} has already been refunded.`, { code: 'charge_already_refunded', charge: `ch_${paymentIntent.slice(3)}` }),
      };
    }
    return { status: 200, body: refund(session, paymentIntent, form.has('amount') ? Number(form.get('amount')) : undefined) };
  };

  const fake: Omit<FakeStripe, 'port' | 'close'> = {
    sessions,
    refunds,
    idempotent: new Map(),
    requests: [],
    failing: false,
    refusingRefunds: null,
    refundInDashboard: (sessionId, amount) => {
      const session = sessions.get(sessionId)!;
      return refund(session, paymentIntentOf(session)!, amount);
    },
    failRefund: (refundId, reason = 'expired_or_canceled_card') => Object.assign(refunds.get(refundId)!, { status: 'failed' as const, failure_reason: reason }),
    refundRequests: () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds'),
    reset: () => {
      sessions.clear();
      refunds.clear();
      fake.idempotent.clear();
      fake.requests.length = 0;
      fake.failing = false;
      fake.refusingRefunds = null;
    },
  };
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const body = request.method === 'POST' ? await readBody(request) : '';
    fake.requests.push({
      method: request.method ?? '',
      path,
      idempotencyKey,
      authorization: request.headers.authorization,
      ...(request.method === 'POST' ? { form: Object.fromEntries(new URLSearchParams(body)) } : {}),
    });
    const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}`, ...headers });
      response.end(JSON.stringify(answer));
    };
    if (fake.failing) return reply(500, { error: { type: 'api_error', message: 'Störung' } });
    if (request.method === 'POST' && path === '/v1/refunds') {
      // Stripe answers a key it has seen with the first answer (the same refund, or the same refusal)
      const seen = idempotencyKey ? fake.idempotent.get(idempotencyKey) : undefined;
      if (seen && seen.request !== `${path} ${body}`) return reply(400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } });
      if (seen) return reply(seen.status, seen.body, { 'idempotent-replayed': 'true' });
      const answer = createRefund(new URLSearchParams(body));
      if (idempotencyKey) fake.idempotent.set(idempotencyKey, { request: `${path} ${body}`, ...answer });
      return reply(answer.status, answer.body);
    }
    const refundList = /^\/v1\/refunds\?(.*)$/.exec(path);
    if (request.method === 'GET' && refundList) {
      const paymentIntent = new URLSearchParams(refundList[1]).get('payment_intent');
      const data = [...refunds.values()].filter((made) => made.payment_intent === paymentIntent).sort((a, b) => b.created - a.created);
      return reply(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
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
        payment_intent: null,
      };
      fake.sessions.set(id, session);
      return reply(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const session = fake.sessions.get(match[1]);
      if (session) paymentIntentOf(session);
      return session ? reply(200, session) : reply(404, invalid('No such checkout.session', { code: 'resource_missing' }));
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

/** A webhook event body as Stripe sends it about a refund (refund.failed, charge.refund.updated): the refund as it is now. */
export function refundEvent(type: string, refund: FakeRefund, eventId = `evt_${randomBytes(8).toString('hex')}`): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...refund } },
  });
}
