import { callerFor, documentedOperations, DocumentedOperation, FuzzCaller, looksEnglish, sessionsOfEveryKind, WELL_FORMED_ID } from '../support/access/documented-operations';
import { startTestApp, TestApp } from '../support/test-app';

/** Values no query parameter takes as they are (already URL-encoded); each goes into one parameter at a time. */
const BAD_QUERY_VALUES: Record<string, string> = {
  NUL: '%00',
  'a right-to-left override inside': 'abc%E2%80%AEdef',
  'a string of 5,000 characters': 'x'.repeat(5000),
  'a number beyond every column': '1e308',
  'a negative number': '-1',
  'a fraction': '0.5',
  'an invalid percent escape': '%E2%80',
  'brackets as if it were a list': '[]',
};

/** Wrong for every parameter (the others are fine search terms: "-1" may be part of an order number). */
const NEVER_ACCEPTED = new Set(['NUL', 'a right-to-left override inside', 'a string of 5,000 characters']);

/**
 * Every operation of the OpenAPI document with query parameters, called by someone it admits, with a wrong value
 * in each parameter in turn, and with the parameter given twice: never a 5xx, and whatever refuses it speaks German.
 */
describe('query parameters: wrong values on any route are refused in German, never with a 5xx', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];
  let auth: Record<FuzzCaller, Record<string, string>>;

  beforeAll(async () => {
    t = await startTestApp();
    operations = documentedOperations(t).filter((op) => op.queryParameters.length > 0);
    auth = await sessionsOfEveryKind(t);
  });
  afterAll(() => t.close());

  async function problemWith(op: DocumentedOperation, query: string, mustRefuse: boolean): Promise<string | null> {
    const caller = callerFor(op.operationId);
    const response = await t.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url: `${op.path.replace(/\{(\w+)\}/g, WELL_FORMED_ID)}?${query}`,
      headers: caller ? auth[caller] : {},
    });
    if (response.statusCode >= 500 || response.statusCode === 401) return `${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode < 400) return mustRefuse ? `${response.statusCode}: accepted` : null;
    const body = response.json<{ code?: unknown; message?: unknown }>();
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return `${response.statusCode} without code and message`;
    return looksEnglish(body.message) ? `${response.statusCode} in English: ${body.message}` : null;
  }

  it('finds routes with query parameters to walk', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(Object.keys(BAD_QUERY_VALUES))('each parameter in turn holds %s', async (label) => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const name of op.queryParameters) {
        const problem = await problemWith(op, `${name}=${BAD_QUERY_VALUES[label]}`, NEVER_ACCEPTED.has(label));
        if (problem) wrong.push(`${op.operationId}?${name}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['constructor', 'isAdmin'])('an undeclared parameter named %s', async (name) => {
    const wrong: string[] = [];
    for (const op of operations) {
      const problem = await problemWith(op, `${name}=1`, true);
      if (problem) wrong.push(`${op.operationId}?${name}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each parameter given twice', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const name of op.queryParameters) {
        const problem = await problemWith(op, `${name}=1&${name}=2`, true);
        if (problem) wrong.push(`${op.operationId}?${name}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
