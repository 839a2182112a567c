import { DataSource, In } from 'typeorm';
import { hashPassword } from '../common/auth/password';
import { DealerProfile } from '../modules/dealers/entities/dealer-profile.entity';
import { User } from '../modules/users/entities/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';
import { emptyCount, lockDemoSeed, SeedCount } from './seed-support';

/**
 * Creates the demo accounts (and dealer profiles) that are missing. Existing accounts stay exactly
 * as they are: a changed password, an approval done during a demo or an MFA enrolment survive a rerun.
 */
export async function seedAccounts(dataSource: DataSource, now: Date): Promise<{ count: SeedCount; idsByEmail: Map<string, string> }> {
  const existing = await dataSource.getRepository(User).find({
    select: { email: true },
    where: { email: In(DEMO_ACCOUNTS.map((a) => a.email)) },
  });
  const known = new Set(existing.map((u) => u.email));
  // Argon2 is slow on purpose: hash outside the transaction and only for accounts that are missing.
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (!known.has(account.email)) hashes.set(account.email, await hashPassword(DEMO_PASSWORD));
  }

  return dataSource.transaction(async (manager) => {
    await lockDemoSeed(manager);
    const count = emptyCount(DEMO_ACCOUNTS.length);
    const idsByEmail = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const passwordHash = hashes.get(account.email);
      if (passwordHash) {
        const result = await manager
          .createQueryBuilder()
          .insert()
          .into(User)
          .values({ email: account.email, passwordHash, roles: account.roles, emailConfirmedAt: now })
          .orIgnore()
          .updateEntity(false)
          .returning(['id'])
          .execute();
        count.inserted += result.raw.length;
      }
      const { id } = await manager.findOneOrFail(User, { select: { id: true }, where: { email: account.email } });
      idsByEmail.set(account.email, id);

      const profile = account.dealerProfile;
      if (!profile) continue;
      await manager
        .createQueryBuilder()
        .insert()
        .into(DealerProfile)
        .values({
          userId: id,
          companyName: profile.companyName,
          contactPerson: profile.contactPerson,
          phone: profile.phone,
          ustId: profile.ustId,
          address: profile.address,
          postalCode: profile.postalCode,
          city: profile.city,
          isApproved: profile.approved,
          approvedAt: profile.approved ? now : null,
          discountLevel: profile.discountLevel,
        })
        .orIgnore()
        .updateEntity(false)
        .execute();
    }
    return { count, idsByEmail };
  });
}
