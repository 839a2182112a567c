import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/common/auth/password';
import { Role } from '../../src/common/auth/role';
import { CompanyRole } from '../../src/common/auth/company-role';
import { CompanyMember } from '../../src/modules/dealers/entities/company-member.entity';
import { Company } from '../../src/modules/dealers/entities/company.entity';
import { DealerProfile } from '../../src/modules/dealers/entities/dealer-profile.entity';
import { User } from '../../src/modules/users/entities/user.entity';

export const DEFAULT_PASSWORD = 'Fahrrad-2026';

let cachedHash: Promise<string> | undefined;
const defaultHash = () => (cachedHash ??= hashPassword(DEFAULT_PASSWORD));

export async function makeUser(
  dataSource: DataSource,
  input: { email?: string; roles?: Role[]; password?: string } = {},
): Promise<User> {
  const repository = dataSource.getRepository(User);
  return repository.save(
    repository.create({
      email: input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: input.password ? await hashPassword(input.password) : await defaultHash(),
      roles: input.roles ?? [Role.Dealer],
      emailConfirmedAt: new Date(),
    }),
  );
}

export async function makeDealer(
  dataSource: DataSource,
  input: { email?: string; approved?: boolean; discountLevel?: number; companyName?: string } = {},
): Promise<{ user: User; profile: DealerProfile }> {
  const user = await makeUser(dataSource, { email: input.email, roles: [Role.Dealer] });
  const company = await dataSource.getRepository(Company).save({});
  await dataSource.getRepository(CompanyMember).insert({ companyId: company.id, userId: user.id, role: CompanyRole.Owner, joinedAt: new Date() });
  const repository = dataSource.getRepository(DealerProfile);
  const profile = await repository.save(
    repository.create({
      companyId: company.id,
      userId: user.id,
      companyName: input.companyName ?? 'Radladen Test GmbH',
      contactPerson: 'Erika Muster',
      phone: '0421 123456',
      ustId: 'DE811569869',
      address: 'Teststraße 1',
      postalCode: '28195',
      city: 'Bremen',
      isApproved: input.approved ?? false,
      approvedAt: input.approved ? new Date() : null,
      discountLevel: input.discountLevel ?? 0,
    }),
  );
  return { user, profile };
}

export interface SignedIn {
  accessToken: string;
  refreshCookie: string;
  auth: { authorization: string };
}

/** The session id (`sid`) a sign-in's access token names. */
export const sessionIdOf = (session: SignedIn) => JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()).sid as string;

/** Signs in over HTTP exactly as the browser does; returns the bearer header and the refresh cookie. */
export async function signIn(app: NestFastifyApplication, email: string, password = DEFAULT_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Anmeldung fehlgeschlagen: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  const accessToken = response.json<{ accessToken: string }>().accessToken;
  return { accessToken, refreshCookie: cookie?.value ?? '', auth: { authorization: `Bearer ${accessToken}` } };
}

/** A new administrator, signed in over HTTP. */
export async function signedInAdmin(app: NestFastifyApplication, dataSource: DataSource, email = 'admin@example.com'): Promise<SignedIn> {
  await makeUser(dataSource, { email, roles: [Role.Admin] });
  return signIn(app, email);
}

/** A dealer's sign-up form, valid as it stands; tests override single fields. */
export function signUpForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `neu-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Kettenblatt-42',
    companyName: 'Speichenwerk Bremen GmbH',
    contactPerson: 'Jonas Beispiel',
    phone: '0421 987654',
    ustId: 'DE136695976',
    address: 'Hafenstraße 5',
    postalCode: '28217',
    city: 'Bremen',
    ...overrides,
  };
}

/** A person in an existing company, joined (or with the invite still open when `joined: false`). */
export async function makeStaff(
  dataSource: DataSource,
  companyId: string,
  input: { role: CompanyRole; email?: string; orderLimit?: string | null; monthlyBudget?: string | null; joined?: boolean },
): Promise<{ user: User; member: CompanyMember }> {
  const user = await makeUser(dataSource, { email: input.email, roles: [Role.Dealer] });
  const repository = dataSource.getRepository(CompanyMember);
  const member = await repository.save(
    repository.create({
      companyId,
      userId: user.id,
      role: input.role,
      orderLimit: input.orderLimit ?? null,
      monthlyBudget: input.monthlyBudget ?? null,
      joinedAt: input.joined === false ? null : new Date(),
    }),
  );
  return { user, member };
}
