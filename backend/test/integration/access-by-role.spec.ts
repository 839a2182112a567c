import { randomUUID } from 'crypto';
import { Role } from '../../src/common/auth/role';
import { buildOpenApiDocument } from '../../src/create-app';
import { MfaFactor, MfaFactorStatus } from '../../src/modules/auth/entities/mfa-factor.entity';
import { TokenService } from '../../src/modules/auth/token.service';
import { User } from '../../src/modules/users/entities/user.entity';
import { ACCESS_TABLE as TABLE } from '../support/access/access-table';
import { ALLOWED, Caller, CALLERS } from '../support/access/rules';
import { makeDealer, makeUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/** Path parameters as a caller would send them: ids that exist nowhere, a valid document kind. */
const PARAMS: Record<string, () => string> = { id: () => randomUUID(), kind: () => 'business-registration' };

/** Refusals of the access layer: 401 for a visitor, 403 with one of the access codes for a signed-in caller. */
const ACCESS_CODES = ['FORBIDDEN', 'MFA_PENDING', 'MFA_REQUIRED', 'DEALER_NOT_APPROVED'];
function refusedByAccess(status: number, body: string): boolean {
  if (status === 401) return JSON.parse(body).code === 'UNAUTHORIZED';
  return status === 403 && ACCESS_CODES.includes(JSON.parse(body).code);
}

describe('access: every route of the OpenAPI document against the table of who may call it', () => {
  let t: TestApp;
  let operations: Operation[];
  const users = {} as Record<Exclude<Caller, 'visitor'>, User>;

  beforeAll(async () => {
    t = await startTestApp();
    const document = buildOpenApiDocument(t.app);
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId: string }>).map(([method, op]) => ({ operationId: op.operationId, method, path })),
    );
    users.pendingDealer = (await makeDealer(t.dataSource, { approved: false })).user;
    users.approvedDealer = (await makeDealer(t.dataSource, { approved: true })).user;
    users.otherDealer = (await makeDealer(t.dataSource, { approved: true, companyName: 'Andere Räder KG' })).user;
    users.ops = await makeUser(t.dataSource, { roles: [Role.Ops] });
    users.admin = await makeUser(t.dataSource, { roles: [Role.Admin] });
    users.mfaPending = (await makeDealer(t.dataSource, { approved: true })).user;
    await t.dataSource.getRepository(MfaFactor).insert({
      userId: users.mfaPending.id,
      secretEncrypted: 'nicht-benutzt',
      status: MfaFactorStatus.Verified,
      verifiedAt: new Date(),
    });
  });
  afterAll(() => t.close());

  /** A fresh session per request, so that signing out or a refused request never affects the next one. */
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'visitor') return {};
    const session = await t.app.get(TokenService).startSession(users[caller], 'aal1', { ip: '127.0.0.1', userAgent: 'access-test' });
    if (caller === 'mfaPending') expect(session.mfaRequired).toBe(true);
    return { authorization: `Bearer ${session.accessToken}` };
  }

  it('has a rule for every operation and no rule for an operation that is gone', () => {
    const documented = operations.map((op) => op.operationId).sort();
    expect(documented.filter((id) => !(id in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((id) => !documented.includes(id))).toEqual([]);
  });

  it.each(CALLERS)('lets %s through exactly where the table allows it', async (caller) => {
    const wrong: string[] = [];
    for (const op of operations) {
      const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => (PARAMS[name] ?? (() => 'x'))());
      const withBody = ['post', 'put', 'patch'].includes(op.method);
      const response = await t.app.inject({
        method: op.method.toUpperCase() as 'GET',
        url,
        headers: await headersFor(caller),
        ...(withBody ? { payload: {} } : {}),
      });
      const allowed = ALLOWED[TABLE[op.operationId]].includes(caller);
      const refused = refusedByAccess(response.statusCode, response.body);
      const ok = allowed ? !refused : refused && response.statusCode === (caller === 'visitor' ? 401 : 403);
      if (!ok) wrong.push(`${op.operationId} (${op.method.toUpperCase()} ${op.path}): ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
