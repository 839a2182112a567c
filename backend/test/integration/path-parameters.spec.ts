import { Role } from '../../src/common/auth/role';
import { buildOpenApiDocument } from '../../src/create-app';
import { TokenService } from '../../src/modules/auth/token.service';
import { User } from '../../src/modules/users/entities/user.entity';
import { BANK_STATEMENTS } from '../support/access/bank-statements.rules';
import { DUNNING } from '../support/access/dunning.rules';
import { CATALOGUE_AND_CART } from '../support/access/catalogue-and-cart.rules';
import { DEALERS } from '../support/access/dealers.rules';
import { IMPORT } from '../support/access/import.rules';
import { INVOICES } from '../support/access/invoices.rules';
import { ORDERS } from '../support/access/orders.rules';
import { COMPANY } from '../support/access/company.rules';
import { PLATFORM_AND_AUTH } from '../support/access/platform-and-auth.rules';
import { AccessTable, ALLOWED } from '../support/access/rules';
import { SETTINGS_AND_DATEV } from '../support/access/settings-and-datev.rules';
import { TICKETS_AND_NEWS } from '../support/access/tickets-news.rules';
import { makeDealer, makeUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const TABLE: AccessTable = { ...PLATFORM_AND_AUTH, ...DEALERS, ...COMPANY, ...CATALOGUE_AND_CART, ...ORDERS, ...INVOICES, ...TICKETS_AND_NEWS, ...IMPORT, ...SETTINGS_AND_DATEV, ...BANK_STATEMENTS, ...DUNNING };

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

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

const looksEnglish = (text: string) => /\b(validation|failed|expected|must|should|invalid|not found|bad request)\b/i.test(text);

/**
 * Every operation of the OpenAPI document that takes a path parameter, called by someone it admits (so the
 * access layer does not answer first), with each bad value in each of its parameters: a German 400 or 404, never 500.
 */
describe('path parameters: a malformed id answers 400 or 404 in German on every route', () => {
  let t: TestApp;
  let operations: Operation[];
  let auth: Record<'admin' | 'ops' | 'approvedDealer' | 'pendingDealer', Record<string, string>>;

  beforeAll(async () => {
    t = await startTestApp();
    const document = buildOpenApiDocument(t.app);
    operations = Object.entries(document.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, item]) => Object.entries(item as Record<string, { operationId: string }>).map(([method, op]) => ({ operationId: op.operationId, method, path })));
    const session = async (user: User) => {
      const issued = await t.app.get(TokenService).startSession(user, 'aal1', { ip: '127.0.0.1', userAgent: 'path-parameter-test' });
      return { authorization: `Bearer ${issued.accessToken}` };
    };
    auth = {
      admin: await session(await makeUser(t.dataSource, { roles: [Role.Admin] })),
      ops: await session(await makeUser(t.dataSource, { roles: [Role.Ops] })),
      approvedDealer: await session((await makeDealer(t.dataSource, { approved: true })).user),
      pendingDealer: await session((await makeDealer(t.dataSource, { approved: false })).user),
    };
  });
  afterAll(() => t.close());

  /** The caller the table admits first: administrators, then dealers, then operations; a public route needs none. */
  function headersFor(op: Operation): Record<string, string> {
    const allowed = ALLOWED[TABLE[op.operationId]];
    const caller = (['admin', 'approvedDealer', 'pendingDealer', 'ops'] as const).find((candidate) => allowed.includes(candidate));
    return caller ? auth[caller] : {};
  }

  it('finds routes with path parameters to check, each of them in the access table', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => !(op.operationId in TABLE)).map((op) => op.operationId)).toEqual([]);
  });

  it.each(Object.keys(BAD_VALUES))('%s', async (label) => {
    const wrong: string[] = [];
    for (const op of operations) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const name of names) {
        // the other parameters get a well-formed value, so that this one is what the route sees as wrong
        const url = op.path.replace(/\{(\w+)\}/g, (_m, other: string) =>
          other === name ? BAD_VALUES[label] : other === 'kind' ? 'business-registration' : '3f1c2a9e-5b7d-4c1e-9a2b-7d6e5f4a3b2c',
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
