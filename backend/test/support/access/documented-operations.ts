import { Role } from '../../../src/common/auth/role';
import { buildOpenApiDocument } from '../../../src/create-app';
import { TokenService } from '../../../src/modules/auth/token.service';
import { User } from '../../../src/modules/users/entities/user.entity';
import { makeDealer, makeUser } from '../factories';
import { TestApp } from '../test-app';
import { ACCESS_TABLE } from './access-table';
import { ALLOWED } from './rules';

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** The JSON request body's schema, references resolved one level (its properties), when it takes one. */
  jsonBody?: { properties: Record<string, { type?: string; $ref?: string }>; required?: string[] };
  queryParameters: string[];
}

interface OpenApiOperation {
  operationId: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}

/** Every operation of the app's OpenAPI document. */
export function documentedOperations(t: TestApp): DocumentedOperation[] {
  const document = buildOpenApiDocument(t.app);
  const schemas = (document.components?.schemas ?? {}) as Record<string, DocumentedOperation['jsonBody']>;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OpenApiOperation>).map(([method, op]) => {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const jsonBody = schema?.$ref ? schemas[schema.$ref.split('/').pop()!] : (schema as DocumentedOperation['jsonBody']);
      const queryParameters = (op.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      return { operationId: op.operationId, method, path, queryParameters, ...(jsonBody?.properties ? { jsonBody } : {}) };
    }),
  );
}

export type FuzzCaller = 'admin' | 'ops' | 'approvedDealer' | 'pendingDealer';

/** One session per kind of caller, so that a route's access rule does not answer before what is being tested. */
export async function sessionsOfEveryKind(t: TestApp): Promise<Record<FuzzCaller, Record<string, string>>> {
  const session = async (user: User) => {
    const issued = await t.app.get(TokenService).startSession(user, 'aal1', { ip: '127.0.0.1', userAgent: 'documented-operations-test' });
    return { authorization: `Bearer ${issued.accessToken}` };
  };
  return {
    admin: await session(await makeUser(t.dataSource, { roles: [Role.Admin] })),
    ops: await session(await makeUser(t.dataSource, { roles: [Role.Ops] })),
    approvedDealer: await session((await makeDealer(t.dataSource, { approved: true })).user),
    pendingDealer: await session((await makeDealer(t.dataSource, { approved: false })).user),
  };
}

/** The caller the table admits first: administrators, then dealers, then operations; a public route needs none. */
export function callerFor(operationId: string): FuzzCaller | null {
  const allowed = ALLOWED[ACCESS_TABLE[operationId]];
  return (['admin', 'approvedDealer', 'pendingDealer', 'ops'] as const).find((candidate) => allowed.includes(candidate)) ?? null;
}

/** Words of English error texts (class-validator, Fastify, Nest) that must never reach a user. */
export const looksEnglish = (text: string) => /\b(validation|failed|expected|must|should|invalid|not found|bad request|property|unsupported)\b/i.test(text);

/** A well-formed id for path parameters other than the one under test. */
export const WELL_FORMED_ID = '3f1c2a9e-5b7d-4c1e-9a2b-7d6e5f4a3b2c';
