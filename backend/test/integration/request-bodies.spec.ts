import { callerFor, documentedOperations, DocumentedOperation, FuzzCaller, looksEnglish, sessionsOfEveryKind, WELL_FORMED_ID } from '../support/access/documented-operations';
import { startTestApp, TestApp } from '../support/test-app';

/** Values no field of any body takes as they are: each is put into one field at a time. */
const BAD_FIELD_VALUES: Record<string, unknown> = {
  'an object': { nested: true },
  'an array': ['x'],
  'NUL': '\u0000',
  'a right-to-left override inside': 'abc\u202edef',
  'a string of 20,000 characters': 'x'.repeat(20_000),
  'a number beyond every column': 1e308,
  'a negative number beyond every column': -1e308,
  'a fraction': 0.5,
  'a number as text': '12',
  'a boolean': true,
};

/** Values that are wrong for every field (the others are right for some: "12" is a fine company name). */
const NEVER_ACCEPTED = new Set(['an array', 'NUL', 'a right-to-left override inside', 'a string of 20,000 characters', 'a number beyond every column', 'a negative number beyond every column']);

/** Whole bodies that are no object of fields. */
const BAD_BODIES: Record<string, string> = {
  'an array': '[]',
  null: 'null',
  'a string': '"Fahrrad"',
  'a number': '42',
  'nested 5,000 levels deep': `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  'a __proto__ key': '{"__proto__":{"isAdmin":true}}',
  'broken JSON': '{"a":',
};

const MUTATING = ['post', 'put', 'patch'];

/**
 * Every operation of the OpenAPI document with a JSON body, called by someone it admits, with a wrong value in each
 * of its fields in turn, and with bodies that are no object: never a 5xx, and whatever refuses it speaks German.
 */
describe('request bodies: wrong values in any field of any route are refused in German, never with a 5xx', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];
  let auth: Record<FuzzCaller, Record<string, string>>;

  beforeAll(async () => {
    t = await startTestApp();
    // Signing out would end the session the rest of the walk runs with; its body is covered in auth.spec.
    operations = documentedOperations(t).filter((op) => MUTATING.includes(op.method) && op.jsonBody && op.operationId !== 'signOut');
    auth = await sessionsOfEveryKind(t);
  });
  afterAll(() => t.close());

  async function send(op: DocumentedOperation, payload: string) {
    const caller = callerFor(op.operationId);
    const response = await t.app.inject({
      method: op.method.toUpperCase() as 'POST',
      url: op.path.replace(/\{(\w+)\}/g, WELL_FORMED_ID),
      headers: { ...(caller ? auth[caller] : {}), 'content-type': 'application/json', 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` },
      payload,
    });
    return response;
  }

  /** What is wrong with an answer to bad input, or null when it is a clean refusal (or an acceptance). */
  function problemOf(response: Awaited<ReturnType<typeof send>>): string | null {
    if (response.statusCode >= 500) return `${response.statusCode}`;
    if (response.statusCode === 401) return '401 (the session is gone)';
    if (response.statusCode < 400) return null;
    const body = response.json<{ code?: unknown; message?: unknown; errors?: { message?: unknown }[] }>();
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.message) return `${response.statusCode} without code and message`;
    const texts = [body.message, ...(body.errors ?? []).map((error) => String(error.message))];
    const english = texts.find(looksEnglish);
    return english ? `${response.statusCode} in English: ${english}` : null;
  }

  it('finds routes with JSON bodies to walk', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(Object.keys(BAD_FIELD_VALUES))('each field in turn holds %s', async (label) => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const field of Object.keys(op.jsonBody!.properties)) {
        const response = await send(op, JSON.stringify({ [field]: BAD_FIELD_VALUES[label] }));
        const problem = problemOf(response) ?? (response.statusCode < 400 && NEVER_ACCEPTED.has(label) ? `${response.statusCode}: accepted` : null);
        if (problem) wrong.push(`${op.operationId}.${field}: ${problem} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(Object.keys(BAD_BODIES))('the whole body is %s', async (label) => {
    const wrong: string[] = [];
    for (const op of operations) {
      const response = await send(op, BAD_BODIES[label]);
      const problem = problemOf(response) ?? (response.statusCode < 400 ? `${response.statusCode}: accepted` : null);
      if (problem) wrong.push(`${op.operationId}: ${problem} ${response.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
