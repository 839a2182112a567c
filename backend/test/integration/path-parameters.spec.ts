import { ACCESS_TABLE } from '../support/access/access-table';
import { callerFor, documentedOperations, DocumentedOperation, FuzzCaller, looksEnglish, sessionsOfEveryKind, WELL_FORMED_ID } from '../support/access/documented-operations';
import { startTestApp, TestApp } from '../support/test-app';

/** Path parameters nobody should be able to turn into a 500: NUL, not an id, absurdly long, a bidi control, a dot segment. */
const BAD_VALUES: Record<string, string> = {
  nul: '%00',
  'nul inside': 'abc%00def',
  'not an id': 'abc',
  'too long': 'a'.repeat(5000),
  'right-to-left override': '%E2%80%AE',
  'quote and semicolon': "x';DROP",
  'percent sign': '%25',
};

/**
 * Every operation of the OpenAPI document that takes a path parameter, called by someone it admits (so the
 * access layer does not answer first), with each bad value in each of its parameters: a German 400 or 404, never 500.
 */
describe('path parameters: a malformed id answers 400 or 404 in German on every route', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];
  let auth: Record<FuzzCaller, Record<string, string>>;

  beforeAll(async () => {
    t = await startTestApp();
    operations = documentedOperations(t).filter((op) => op.path.includes('{'));
    auth = await sessionsOfEveryKind(t);
  });
  afterAll(() => t.close());

  const headersFor = (op: DocumentedOperation) => {
    const caller = callerFor(op.operationId);
    return caller ? auth[caller] : {};
  };

  it('finds routes with path parameters to check, each of them in the access table', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => !(op.operationId in ACCESS_TABLE)).map((op) => op.operationId)).toEqual([]);
  });

  it.each(Object.keys(BAD_VALUES))('%s', async (label) => {
    const wrong: string[] = [];
    for (const op of operations) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const name of names) {
        // the other parameters get a well-formed value, so that this one is what the route sees as wrong
        const url = op.path.replace(/\{(\w+)\}/g, (_m, other: string) =>
          other === name ? BAD_VALUES[label] : other === 'kind' ? 'business-registration' : WELL_FORMED_ID,
        );
        const response = await t.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url,
          headers: headersFor(op),
          ...(['post', 'put', 'patch'].includes(op.method) ? { payload: {} } : {}),
        });
        const body = response.json<{ code?: string; message?: string }>();
        const ok = [400, 404].includes(response.statusCode) && typeof body.code === 'string' && !!body.message && !looksEnglish(body.message);
        if (!ok) wrong.push(`${op.operationId} {${name}}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
