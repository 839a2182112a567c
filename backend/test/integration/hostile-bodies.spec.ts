import type { OpenAPIObject } from '@nestjs/swagger';
import { CacheService } from '../../src/common/cache/cache.service';
import { buildOpenApiDocument } from '../../src/create-app';
import { ACCESS_TABLE } from '../support/access/access-table';
import { callerFor, documentedOperations, DocumentedOperation } from '../support/access/documented-operations';
import { BodyField, bodyWith, fieldsOf, plausibleBody, SchemaNode } from '../support/body-schemas';
import { changedTables, Snapshot, TableWatch, watchTables } from '../support/database-snapshot';
import { FIELD_VALUES, HostileValue, neverAcceptedIn, WHOLE_BODIES } from '../support/hostile-values';
import { buildHostileWorld, HostileWorld } from '../support/hostile-world';
import { checkoutBody } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';

/** English words of framework and class-validator texts (both lists of the other input tests, and a few more). */
const looksEnglish = (text: string) =>
  /\b(validation|failed|expected|must|should|invalid|not found|bad request|property|unsupported|media type|string|number|cannot|unexpected|error)\b/i.test(text);

/** What the schema cannot say: forms that need one of two fields, a value of a certain shape, or a row that exists. */
const FORMS: Record<string, (ids: Record<string, string>) => Record<string, unknown>> = {
  putReceivablesSettings: () => ({ defaultPaymentTermId: 'net30-skonto2' }),
  confirmEmail: () => ({ token: 'k'.repeat(43) }),
  acceptInvite: () => ({ token: 'k'.repeat(43) }),
  resetPassword: () => ({ token: 'k'.repeat(43) }),
  addCartItem: (ids) => ({ productId: ids.products }),
  addCartItemsBulk: (ids) => ({ lines: [{ sku: ids.sku, quantity: 1 }] }),
  placeOrder: () => checkoutBody(),
  updateOrder: () => ({ status: 'processing' }),
  recordPayment: (ids) => ({ companyId: ids.companies }),
  updateTicket: () => ({ status: 'in_progress' }),
  reportBrokenImage: () => ({ url: 'https://bilder.example.com/kette.jpg' }),
};

/** A refusal names what is wrong; a hundred fields' worth of errors is far below this. */
const MAX_REFUSAL_BYTES = 32 * 1024;
/** The slowest refusal here (a text of a million characters) takes a few dozen milliseconds; the event loop is shared. */
const MAX_REFUSAL_MS = 1000;

/** Tables whose change means a session ended (sign-out): the callers need new sessions, not the old rows back. */
const SESSION_TABLES = ['session_revocations'];

interface Route {
  op: DocumentedOperation;
  url: string;
  schema: SchemaNode;
  form: Record<string, unknown>;
  fields: BodyField[];
}

/**
 * Every write route with a JSON body (the OpenAPI document's operations), called by someone the access table admits,
 * with a real row behind the id in its path, with hostile bodies built from its schema: bodies that are no form, and
 * its plausible form with each declared field (nested ones too) holding a hostile value in turn. Never a 5xx; every
 * refusal speaks German and leaves every table as it was (audit and outbox included); a value no field takes is never
 * accepted. Whatever an acceptance wrote is put back before the next request.
 */
describe('hostile bodies: every write route refuses them in German, never with a 5xx, and writes nothing', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let routes: Route[];
  let world: HostileWorld;
  let tables: TableWatch;
  let baseline: Snapshot;

  /** A clean database with fresh sessions and rows. */
  async function startOver() {
    await t.reset();
    world = await buildHostileWorld(t);
    for (const route of routes) {
      route.url = world.urlOf(route.op.path);
      route.form = { ...plausibleBody(document, route.schema), ...FORMS[route.op.operationId]?.(world.ids) };
    }
    // The outbox dispatcher would mark the world's messages as handed over at some moment during the walk.
    await t.dataSource.query(`UPDATE outbox_messages SET dispatched_at = now() WHERE dispatched_at IS NULL`);
    baseline = await tables.capture();
  }

  /** Puts back what a request wrote; the app's caches and rate limits start empty again, as after a reset. */
  async function putBack(changed: string[]) {
    if (changed.some((table) => SESSION_TABLES.includes(table))) return startOver();
    await tables.restore(baseline, changed);
    await t.redis.flushdb();
    t.app.get(CacheService).dropAllLocal();
    const left = changedTables(baseline.checksums, await tables.checksums());
    if (left.length) throw new Error(`Nicht zurückgesetzt: ${left.join(', ')}`);
  }

  beforeAll(async () => {
    t = await startTestApp();
    document = buildOpenApiDocument(t.app);
    tables = await watchTables(t.dataSource);
    // Routes without a JSON body are not walked: their handlers read no body (the Stripe webhook checks its raw bytes'
    // signature, uploads are multipart); the body parser's own rules hold for them as for all (input-hardening.spec).
    routes = documentedOperations(t)
      .filter((op) => ['post', 'put', 'patch', 'delete'].includes(op.method) && op.jsonBody)
      .map((op) => {
        const schema = op.jsonBody as SchemaNode;
        return { op, url: op.path, schema, form: {}, fields: fieldsOf(document, schema) };
      });
    await startOver();
  });
  afterAll(() => t.close());

  function send(route: Route, payload: string) {
    const caller = callerFor(route.op.operationId);
    return t.app.inject({
      method: route.op.method.toUpperCase() as 'POST',
      url: route.url,
      headers: { ...(caller ? world.auth[caller] : {}), 'content-type': 'application/json', 'idempotency-key': `hostile-${Math.random().toString(36).slice(2)}` },
      payload,
    });
  }

  /**
   * Sends one body; says what is wrong with the answer, or null. `field` holds the hostile value: a validation error
   * must then be about it (the rest of the form is fine).
   */
  async function attempt(route: Route, payload: string, neverAccepted: boolean, field?: BodyField): Promise<string | null> {
    const started = performance.now();
    const response = await send(route, payload);
    const took = performance.now() - started;
    const changed = changedTables(baseline.checksums, await tables.checksums());
    if (changed.length) await putBack(changed);
    const problem = problemOf(route, response, changed, neverAccepted, field) ?? (took > MAX_REFUSAL_MS ? `${response.statusCode} after ${Math.round(took)} ms` : null);
    return problem && `${problem} ${response.body.slice(0, 200)}`;
  }

  function problemOf(route: Route, response: Awaited<ReturnType<typeof send>>, changed: string[], neverAccepted: boolean, field?: BodyField): string | null {
    const status = response.statusCode;
    if (status < 400) return neverAccepted ? `${status}: accepted` : null;
    if (status >= 500) return `${status}`;
    if (response.body.length > MAX_REFUSAL_BYTES) return `${status} with an answer of ${response.body.length.toLocaleString('en')} bytes`;
    if (status === 401 && ACCESS_TABLE[route.op.operationId] !== 'public') return '401 (the session is gone)';
    const body = response.json<{ code?: unknown; message?: unknown; errors?: { field?: string; message?: unknown }[] }>();
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.message) return `${status} without code and message`;
    const english = [body.message, ...(body.errors ?? []).map((error) => String(error.message))].find(looksEnglish);
    if (english) return `${status} in English: ${english}`;
    if (changed.length) return `${status}, but wrote to ${changed.join(', ')}`;
    if (field && neverAccepted && body.code === 'VALIDATION_FAILED') {
      const path = field.path.join('.');
      const about = (name = '') => name === path || path.startsWith(`${name}.`) || name.startsWith(`${path}.`);
      if (!(body.errors ?? []).some((error) => about(error.field))) return `${status} about other fields`;
    }
    return null;
  }

  it('finds the write routes with a JSON body, each in the access table and with a form that passes validation', async () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route.op.operationId in ACCESS_TABLE)).map((route) => route.op.operationId)).toEqual([]);
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await send(route, JSON.stringify(route.form));
      const changed = changedTables(baseline.checksums, await tables.checksums());
      if (changed.length) await putBack(changed);
      if (response.statusCode >= 500 || (response.statusCode >= 400 && response.json<{ code?: string }>().code === 'VALIDATION_FAILED')) {
        wrong.push(`${route.op.operationId}: ${response.statusCode} ${response.body.slice(0, 240)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(WHOLE_BODIES.map((body) => [body.label, body] as const))('the whole body is %s', async (_label, hostile) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const payload = hostile.build(JSON.stringify(route.form), Object.keys(route.schema.properties ?? {}));
      if (payload === null) continue;
      const problem = await attempt(route, payload, true);
      if (problem) wrong.push(`${route.op.operationId}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(FIELD_VALUES.map((value) => [value.label, value] as const))('each field in turn holds %s', async (_label, value: HostileValue) => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const field of route.fields.filter((candidate) => !value.only || candidate.kind === value.only)) {
        const payload = bodyWith(document, route.schema, route.form, field.path, value.json);
        const problem = await attempt(route, payload, neverAcceptedIn(field, value), field);
        if (problem) wrong.push(`${route.op.operationId}.${field.path.join('.')}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
