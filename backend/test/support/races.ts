import { Role } from '../../src/common/auth/role';
import { makeUser, signIn, SignedIn } from './factories';
import { TestApp } from './test-app';

/** An answer of the test app, as two callers at once receive them. */
export type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The two administrators who act at the same moment in every race. */
export async function signInTwoAdmins(t: TestApp): Promise<{ first: SignedIn; second: SignedIn }> {
  const first = await signIn(t.app, (await makeUser(t.dataSource, { email: 'erste@example.com', roles: [Role.Admin] })).email);
  const second = await signIn(t.app, (await makeUser(t.dataSource, { email: 'zweite@example.com', roles: [Role.Admin] })).email);
  return { first, second };
}

/** Both status codes, sorted: which one came first does not matter. */
export const statuses = (answers: Answer[]) => answers.map((answer) => answer.statusCode).sort();

/** The body of the refused one of two answers. */
export const loserOf = (answers: Answer[]) => answers.find((answer) => answer.statusCode >= 400)!.json();
