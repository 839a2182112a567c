import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { hashPassword } from '../common/auth/password';
import { CompanyRole } from '../common/auth/company-role';
import { CompanyMember } from '../modules/dealers/entities/company-member.entity';
import { Company } from '../modules/dealers/entities/company.entity';
import { DealerProfile } from '../modules/dealers/entities/dealer-profile.entity';
import { User } from '../modules/users/entities/user.entity';
import { CompanyAddress } from '../modules/dealers/entities/company-address.entity';
import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_PASSWORD, DemoAccount } from './data/accounts';
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

      await joinCompany(manager, account, id, idsByEmail, now);
      const profile = account.dealerProfile;
      if (!profile || (await manager.existsBy(CompanyMember, { userId: id }))) continue;
      const since = new Date(now.getTime() - (profile.customerForDays ?? 0) * 86_400_000);
      const company = await manager.save(manager.create(Company, {}));
      await manager.insert(CompanyMember, { companyId: company.id, userId: id, role: CompanyRole.Owner, joinedAt: now });
      await manager
        .createQueryBuilder()
        .insert()
        .into(DealerProfile)
        .values({
          companyId: company.id,
          userId: id,
          companyName: profile.companyName,
          contactPerson: profile.contactPerson,
          phone: profile.phone,
          ustId: profile.ustId,
          address: profile.address,
          postalCode: profile.postalCode,
          city: profile.city,
          isApproved: profile.approved,
          approvedAt: profile.approved ? since : null,
          createdAt: since,
          discountLevel: profile.discountLevel,
        })
        .orIgnore()
        .updateEntity(false)
        .execute();
    }
    await seedAddresses(manager, idsByEmail);
    await seedCredit(manager, idsByEmail);
    return { count, idsByEmail };
  });
}

/** A demo staff account joins its owner's company once; a membership changed during a demo stays. */
async function joinCompany(manager: EntityManager, account: DemoAccount, userId: string, idsByEmail: Map<string, string>, now: Date): Promise<void> {
  if (!account.staffOf || (await manager.existsBy(CompanyMember, { userId }))) return;
  const owner = await manager.findOneBy(CompanyMember, { userId: idsByEmail.get(account.staffOf.ownerEmail) });
  if (!owner) return;
  const { role, orderLimit } = account.staffOf;
  await manager.insert(CompanyMember, { companyId: owner.companyId, userId, role, orderLimit, invitedByUserId: owner.userId, joinedAt: now });
}

/**
 * Kauf auf Rechnung of the demo companies, only while their credit columns are untouched (not allowed, no term,
 * limit 0): what an administrator set during a demo stays.
 */
async function seedCredit(manager: EntityManager, idsByEmail: Map<string, string>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const credit = account.dealerProfile?.credit;
    const owner = credit && (await manager.findOneBy(CompanyMember, { userId: idsByEmail.get(account.email), role: CompanyRole.Owner }));
    if (!credit || !owner) continue;
    await manager.update(
      Company,
      { id: owner.companyId, purchaseOnAccount: false, paymentTermId: IsNull(), creditLimit: '0.00' },
      { purchaseOnAccount: true, paymentTermId: credit.paymentTermId, creditLimit: credit.creditLimit },
    );
  }
}

/** The demo company's address book, only while it is empty: addresses edited during a demo stay. */
async function seedAddresses(manager: EntityManager, idsByEmail: Map<string, string>): Promise<void> {
  const owner = await manager.findOneBy(CompanyMember, { userId: idsByEmail.get(DEMO_ADDRESSES.ownerEmail) });
  if (!owner || (await manager.existsBy(CompanyAddress, { companyId: owner.companyId }))) return;
  await manager.insert(CompanyAddress, DEMO_ADDRESSES.addresses.map((address) => ({ ...address, companyId: owner.companyId })));
}
