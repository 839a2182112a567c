import { CompanyRole } from '../../src/common/auth/company-role';
import { hashPassword } from '../../src/common/auth/password';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { EmailLinksService } from '../../src/modules/auth/email-links.service';
import { AuthToken, AuthTokenPurpose } from '../../src/modules/auth/entities/auth-token.entity';
import { CompanyMembersService } from '../../src/modules/dealers/company-members.service';
import { CompanyMember } from '../../src/modules/dealers/entities/company-member.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { mailOverrides, mailsTo, requestedMails, tokenFromLink, uniqueEmail, waitForMail, waitForMails } from '../support/accounts';
import { DEFAULT_PASSWORD, makeDealer, makeStaff, signedInAdmin, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';

const INVITE_SUBJECT = /^Einladung: /;

describe('company staff: roles, limits, invites, the last owner', () => {
  let t: TestApp;
  let worker: TestWorker;
  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
    worker = await startTestWorker(t.env);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });
  beforeEach(() => t.reset());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, session?: SignedIn, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: session?.auth ?? {}, payload });
  const members = () => t.dataSource.getRepository(CompanyMember).find({ order: { createdAt: 'ASC' } });
  const audit = () => t.dataSource.getRepository(AdminAction).find({ order: { createdAt: 'ASC' } });

  async function ownerOf(companyName = 'Radladen Nord GmbH') {
    const dealer = await makeDealer(t.dataSource, { approved: true, companyName, email: uniqueEmail('inhaber') });
    return { ...dealer, session: await signIn(t.app, dealer.user.email) };
  }

  it('invites a buyer with limits: the mail link sets the password once, the person signs in and belongs to the company', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('einkauf');
    const invited = await call('POST', '/api/company/staff', owner.session, { email: email.toUpperCase(), role: 'buyer', orderLimit: '500.00', monthlyBudget: '2000' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'buyer', orderLimit: '500.00', monthlyBudget: '2000.00', status: 'invited', joinedAt: null });
    expect((await audit()).map((entry) => entry.actionType)).toEqual(['company.staff_invite']);

    // Not usable before the invite is accepted
    expect((await call('POST', '/api/auth/sign-in', undefined, { email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);

    const mail = await waitForMail(email, INVITE_SUBJECT);
    expect(mail.subject).toBe('Einladung: Radladen Nord GmbH im Radwerk B2B-Portal');
    expect(mail.text).toContain('7 Tage gültig');
    const token = tokenFromLink(mail, '/einladung');

    const tooShort = await call('POST', '/api/auth/accept-invite', undefined, { token, password: 'kurz' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('mindestens 8 Zeichen');

    const accepted = await call('POST', '/api/auth/accept-invite', undefined, { token, password: 'Schaltwerk-2026' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email });

    const again = await call('POST', '/api/auth/accept-invite', undefined, { token, password: 'Anderes-Passwort-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', message: 'Die Einladung ist ungültig oder wurde bereits verwendet.' });

    const buyer = await signIn(t.app, email, 'Schaltwerk-2026');
    const me = (await call('GET', '/api/auth/me', buyer)).json();
    expect(me).toMatchObject({ emailConfirmed: true, dealer: { companyName: 'Radladen Nord GmbH', role: 'buyer', status: 'approved' } });
    // the buyer reads their own limits (the cart warns before the checkout); the owner has none
    expect((await call('GET', '/api/company', buyer)).json()).toMatchObject({
      id: owner.profile.companyId,
      role: 'buyer',
      spendingLimits: { orderLimit: '500.00', monthlyBudget: '2000.00' },
    });
    expect((await call('GET', '/api/company', owner.session)).json()).toMatchObject({ role: 'owner', spendingLimits: null });

    const staff = (await call('GET', '/api/company/staff', owner.session)).json();
    expect(staff.map((person: { email: string; role: string; status: string }) => [person.email, person.role, person.status])).toEqual([
      [owner.user.email, 'owner', 'active'],
      [email, 'buyer', 'active'],
    ]);
  });

  it('refuses an expired invite with 410 in German and leaves the account without a password', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('ansicht');
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'viewer' })).statusCode).toBe(201);
    const token = tokenFromLink(await waitForMail(email, INVITE_SUBJECT), '/einladung');
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    const stored = await t.dataSource.getRepository(AuthToken).findOneByOrFail({ userId: user.id, purpose: AuthTokenPurpose.StaffInvite });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    await t.dataSource.getRepository(AuthToken).update({ id: stored.id }, { expiresAt: new Date(Date.now() - 1000) });

    const late = await call('POST', '/api/auth/accept-invite', undefined, { token, password: 'Schaltwerk-2026' });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Die Einladung ist abgelaufen. Bitte bitten Sie den Inhaber Ihrer Firma um eine neue Einladung.');
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).passwordChangedAt).toBeNull();
    expect((await members()).find((member) => member.userId === user.id)?.joinedAt).toBeNull();
  });

  it('sends a fresh link when the invite is repeated, and frees the address when an open invite is withdrawn', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('nachzuegler');
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'viewer' })).statusCode).toBe(201);
    const first = tokenFromLink(await waitForMail(email, INVITE_SUBJECT), '/einladung');

    const again = await call('POST', '/api/company/staff', owner.session, { email, role: 'buyer', orderLimit: '250' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ email, role: 'buyer', orderLimit: '250.00', status: 'invited' });
    const mails = await waitForMails(email, INVITE_SUBJECT, 2);
    const second = tokenFromLink(mails.at(-1)!, '/einladung');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/auth/accept-invite', undefined, { token: first, password: 'Schaltwerk-2026' })).statusCode).toBe(400);

    const [, invited] = await members();
    expect((await call('DELETE', `/api/company/staff/${invited.id}`, owner.session)).statusCode).toBe(204);
    expect(await t.dataSource.getRepository(User).findOneBy({ email })).toBeNull();
    expect((await call('POST', '/api/auth/accept-invite', undefined, { token: second, password: 'Schaltwerk-2026' })).statusCode).toBe(400);
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'viewer' })).statusCode).toBe(201);
    expect((await audit()).map((entry) => entry.actionType)).toEqual(['company.staff_invite', 'company.staff_reinvite', 'company.staff_remove', 'company.staff_invite']);
  });

  it('an invite sent twice at once (a double click) is one invite and a fresh link, never a 500', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('doppelklick');
    const answers = await Promise.all([1, 2].map(() => call('POST', '/api/company/staff', owner.session, { email, role: 'buyer' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect((await members()).map((member) => member.role)).toEqual(['owner', 'buyer']);
    expect((await audit()).map((entry) => entry.actionType).sort()).toEqual(['company.staff_invite', 'company.staff_reinvite']);
  });

  it('two companies inviting the same address at once: one gets the person, the other a German 409', async () => {
    const north = await ownerOf('Radladen Nord GmbH');
    const south = await ownerOf('Radladen Süd GmbH');
    const email = uniqueEmail('umworben');
    const answers = await Promise.all([north, south].map((company) => call('POST', '/api/company/staff', company.session, { email, role: 'viewer' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'STAFF_EMAIL_TAKEN', message: expect.stringContaining(email) });
    expect((await members()).filter((member) => member.role === 'viewer')).toHaveLength(1);
    expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(1);
  });

  it('refuses invites to a person of another company, bad roles and negative limits in German, changing nothing', async () => {
    const owner = await ownerOf();
    const other = await ownerOf('Andere Räder KG');
    const before = { members: await members(), users: await t.dataSource.getRepository(User).count() };

    const taken = await call('POST', '/api/company/staff', owner.session, { email: other.user.email, role: 'buyer' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'STAFF_EMAIL_TAKEN', message: `${other.user.email} gehört bereits zu einer anderen Firma und kann nicht eingeladen werden.` });
    const own = await call('POST', '/api/company/staff', owner.session, { email: owner.user.email, role: 'buyer' });
    expect(own.json().message).toBe(`${owner.user.email} gehört bereits zu Ihrer Firma.`);

    const badRole = await call('POST', '/api/company/staff', owner.session, { email: uniqueEmail(), role: 'admin' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain('Bitte wählen Sie eine Rolle');
    const negative = await call('POST', '/api/company/staff', owner.session, { email: uniqueEmail(), role: 'buyer', orderLimit: '-5' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Bestelllimit');
    const noNumber = await call('POST', '/api/company/staff', owner.session, { email: uniqueEmail(), role: 'buyer', monthlyBudget: 'viel' });
    expect(noNumber.json().message).toContain('Monatsbudget');

    expect(await members()).toEqual(before.members);
    expect(await t.dataSource.getRepository(User).count()).toBe(before.users);
    expect(await audit()).toEqual([]);
  });

  it('changes role and limits (audited); a negative limit or unknown role changes nothing', async () => {
    const owner = await ownerOf();
    const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer, orderLimit: '100.00' });

    const changed = await call('PATCH', `/api/company/staff/${buyer.member.id}`, owner.session, { role: 'viewer', orderLimit: null, monthlyBudget: '750.5' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'viewer', orderLimit: null, monthlyBudget: '750.50' });
    const [entry] = await audit();
    expect(entry).toMatchObject({ actionType: 'company.staff_update', targetType: 'company_member', targetId: buyer.member.id, adminUserId: owner.user.id });
    expect(entry.details).toMatchObject({ from: { role: 'buyer', orderLimit: '100.00' }, to: { role: 'viewer', orderLimit: null, monthlyBudget: '750.50' } });

    for (const payload of [{ orderLimit: '-1' }, { role: 'chef' }, { monthlyBudget: '1.999' }]) {
      const refused = await call('PATCH', `/api/company/staff/${buyer.member.id}`, owner.session, payload);
      expect(refused.statusCode).toBe(400);
    }
    expect(await t.dataSource.getRepository(CompanyMember).findOneByOrFail({ id: buyer.member.id })).toMatchObject({ role: 'viewer', orderLimit: null, monthlyBudget: '750.50' });
    expect(await audit()).toHaveLength(1);
  });

  it('refuses a role of null in German (400, as the invite does), changing nothing; a null limit still means "no limit"', async () => {
    const owner = await ownerOf();
    const [self] = await members();
    const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer, orderLimit: '100.00', monthlyBudget: '500.00' });
    for (const id of [buyer.member.id, self.id]) {
      const refused = await call('PATCH', `/api/company/staff/${id}`, owner.session, { role: null });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Bitte wählen Sie eine Rolle') });
    }
    expect((await members()).map((member) => [member.role, member.orderLimit, member.monthlyBudget])).toEqual([
      ['owner', null, null],
      ['buyer', '100.00', '500.00'],
    ]);
    expect(await audit()).toEqual([]);

    const unlimited = await call('PATCH', `/api/company/staff/${buyer.member.id}`, owner.session, { orderLimit: null, monthlyBudget: null });
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json()).toMatchObject({ role: 'buyer', orderLimit: null, monthlyBudget: null });
  });

  it('an owner locked by the administrator is no owner who can act: the other can neither step down nor leave, and the main contact passes over them', async () => {
    const owner = await ownerOf();
    const [self] = await members();
    const locked = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Owner });
    const admin = await signedInAdmin(t.app, t.dataSource);
    expect((await call('POST', `/api/admin/dealers/people/${locked.user.id}/lock`, admin)).statusCode).toBe(204);

    const demote = await call('PATCH', `/api/company/staff/${self.id}`, owner.session, { role: 'buyer' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LAST_OWNER', message: 'Eine Firma braucht mindestens einen Inhaber. Ernennen Sie zuerst eine andere Person zum Inhaber.' });
    expect((await call('DELETE', `/api/company/staff/${self.id}`, owner.session)).json()).toMatchObject({ code: 'LAST_OWNER' });
    expect((await members()).map((member) => member.role)).toEqual(['owner', 'owner']);
    expect(await t.app.get(CompanyMembersService).ownerEmails(owner.profile.companyId)).toEqual([owner.user.email]);

    // a third owner who can act: stepping down works, and the main contact goes to them, not to the locked (longer-serving) one
    const third = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Owner });
    expect((await t.app.get(CompanyMembersService).ownerEmails(owner.profile.companyId)).sort()).toEqual([owner.user.email, third.user.email].sort());
    expect((await call('PATCH', `/api/company/staff/${self.id}`, owner.session, { role: 'buyer' })).statusCode).toBe(200);
    const [profile] = await t.dataSource.query(`SELECT user_id FROM dealer_profiles WHERE company_id = $1`, [owner.profile.companyId]);
    expect(profile.user_id).toBe(third.user.id);
  });

  it('an open invite is no way in through "Passwort vergessen": no reset mail (204 as for anyone), no reset, no company access', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('abkuerzung');
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'owner' })).statusCode).toBe(201);
    await waitForMail(email, INVITE_SUBJECT);
    const mailsBefore = await requestedMails(t);

    const recover = await call('POST', '/api/auth/recover', undefined, { email });
    expect(recover.statusCode).toBe(204);
    expect(await requestedMails(t)).toBe(mailsBefore);

    // a reset link that exists anyway (asked for before this rule) sets no password either
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    const token = await t.app.get(EmailLinksService).issue(user.id, AuthTokenPurpose.ResetPassword);
    const reset = await call('POST', '/api/auth/reset-password', undefined, { token, password: 'Abkuerzung-2026' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'LINK_INVALID', message: 'Der Link zum Zurücksetzen ist ungültig oder wurde bereits verwendet.' });
    expect((await call('POST', '/api/auth/sign-in', undefined, { email, password: 'Abkuerzung-2026' })).statusCode).toBe(401);
    expect((await mailsTo(email)).filter((mail) => mail.subject === 'Passwort zurücksetzen')).toEqual([]);
  });

  it('a person with an open invite who got a password anyway does not act for the company; withdrawing the invite locks them', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('vorbei');
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'owner' })).statusCode).toBe(201);
    // as a reset before this rule left it: a password, the invite still open
    await t.dataSource.query(`UPDATE users SET password_hash = $2, password_changed_at = now() WHERE email = $1`, [email, await hashPassword('Vorbei-2026')]);
    const session = await signIn(t.app, email, 'Vorbei-2026');
    for (const [method, url, payload] of [
      ['GET', '/api/company', undefined],
      ['GET', '/api/company/staff', undefined],
      ['POST', '/api/company/staff', { email: uniqueEmail(), role: 'buyer' }],
      ['POST', '/api/orders', {}],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { ...session.auth, 'idempotency-key': 'abcdefgh-1234' }, payload });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      expect(['NO_COMPANY', 'COMPANY_ROLE_FORBIDDEN', 'DEALER_NOT_APPROVED']).toContain(response.json().code);
    }
    const listed = (await call('GET', '/api/company/staff', owner.session)).json();
    expect(listed.find((person: { email: string }) => person.email === email)).toMatchObject({ status: 'invited' });

    const [, invited] = await members();
    expect((await call('DELETE', `/api/company/staff/${invited.id}`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', '/api/company', session)).statusCode).toBe(401);
    const again = await call('POST', '/api/auth/sign-in', undefined, { email, password: 'Vorbei-2026' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toContain('Ihr Zugang ist gesperrt');
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ email })).lockedAt).not.toBeNull();
  });

  it('an invite sent again reaches a person who got a password without accepting: the link lets them join', async () => {
    const owner = await ownerOf();
    const email = uniqueEmail('nachholer');
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'buyer' })).statusCode).toBe(201);
    await waitForMail(email, INVITE_SUBJECT);
    await t.dataSource.query(`UPDATE users SET password_changed_at = now() WHERE email = $1`, [email]);
    expect((await call('POST', '/api/company/staff', owner.session, { email, role: 'buyer' })).statusCode).toBe(201);
    const token = tokenFromLink((await waitForMails(email, INVITE_SUBJECT, 2)).at(-1)!, '/einladung');
    expect((await call('POST', '/api/auth/accept-invite', undefined, { token, password: 'Nachholer-2026' })).statusCode).toBe(200);
    const buyer = await signIn(t.app, email, 'Nachholer-2026');
    expect((await call('GET', '/api/company', buyer)).json()).toMatchObject({ id: owner.profile.companyId, role: 'buyer' });
  });

  it('keeps the last owner: not demoted, not removed; with a second owner both work', async () => {
    const owner = await ownerOf();
    const [self] = await members();
    const demote = await call('PATCH', `/api/company/staff/${self.id}`, owner.session, { role: 'buyer' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LAST_OWNER', message: expect.stringContaining('mindestens einen Inhaber') });
    expect((await call('DELETE', `/api/company/staff/${self.id}`, owner.session)).statusCode).toBe(409);

    // An owner whose invite is still open does not count
    const invitedOwner = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Owner, joined: false });
    expect((await call('DELETE', `/api/company/staff/${self.id}`, owner.session)).statusCode).toBe(409);
    expect(await t.dataSource.getRepository(CompanyMember).findOneByOrFail({ id: self.id })).toMatchObject({ role: 'owner' });

    const second = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Owner });
    expect((await call('PATCH', `/api/company/staff/${self.id}`, owner.session, { role: 'buyer' })).statusCode).toBe(200);
    // the profile's main contact moved to the remaining owner
    const [profile] = await t.dataSource.query(`SELECT user_id FROM dealer_profiles WHERE company_id = $1`, [owner.profile.companyId]);
    expect(profile.user_id).toBe(second.user.id);
    const secondSession = await signIn(t.app, second.user.email);
    expect((await call('DELETE', `/api/company/staff/${second.member.id}`, secondSession)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/company/staff/${invitedOwner.member.id}`, secondSession)).statusCode).toBe(204);
  });

  it.each([
    ['demote', 'PATCH', { role: 'buyer' }],
    ['remove', 'DELETE', undefined],
  ] as const)('two owners who %s each other at once: one succeeds, the other gets 409 LAST_OWNER, one owner is left', async (_label, method, payload) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.reset();
      const first = await ownerOf();
      const [firstMember] = await members();
      const second = await makeStaff(t.dataSource, first.profile.companyId, { role: CompanyRole.Owner });
      const secondSession = await signIn(t.app, second.user.email);

      const answers = await Promise.all([
        call(method, `/api/company/staff/${second.member.id}`, first.session, payload),
        call(method, `/api/company/staff/${firstMember.id}`, secondSession, payload),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual(method === 'PATCH' ? [200, 409] : [204, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'LAST_OWNER' });
      const owners = (await members()).filter((member) => member.role === CompanyRole.Owner);
      expect(owners).toHaveLength(1);
      // the one left is the one whose change went through, and is the profile's main contact
      const [profile] = await t.dataSource.query(`SELECT user_id FROM dealer_profiles WHERE company_id = $1`, [first.profile.companyId]);
      expect(profile.user_id).toBe(owners[0].userId);
    }
  });

  it('removing a person ends their sessions at once and locks the account', async () => {
    const owner = await ownerOf();
    const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer });
    const session = await signIn(t.app, buyer.user.email);
    expect((await call('GET', '/api/orders', session)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/company/staff/${buyer.member.id}`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', '/api/orders', session)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: session.refreshCookie } });
    expect(refresh.statusCode).toBe(401);
    const again = await call('POST', '/api/auth/sign-in', undefined, { email: buyer.user.email, password: DEFAULT_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toContain('Ihr Zugang ist gesperrt');
    expect(await t.dataSource.getRepository(CompanyMember).findOneBy({ id: buyer.member.id })).toBeNull();
    expect((await audit()).map((entry) => entry.actionType)).toEqual(['company.staff_remove']);
  });

  it('lets only owners manage staff and company data; a viewer reads but cannot write the cart or order', async () => {
    const owner = await ownerOf();
    const viewer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Viewer });
    const session = await signIn(t.app, viewer.user.email);

    for (const [method, url, payload] of [
      ['GET', '/api/company/staff', undefined],
      ['POST', '/api/company/staff', { email: uniqueEmail(), role: 'buyer' }],
      ['PATCH', `/api/company/staff/${viewer.member.id}`, { role: 'owner' }],
      ['PATCH', '/api/company', { companyName: 'Übernommen GmbH' }],
      ['PATCH', '/api/dealers/me', { companyName: 'Übernommen GmbH' }],
      ['POST', '/api/cart/items', { productId: owner.profile.id, quantity: 1 }],
      ['POST', '/api/cart/items/bulk', { lines: [{ sku: 'X', quantity: 1 }] }],
      ['DELETE', '/api/cart', undefined],
      ['POST', '/api/orders', {}],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { ...session.auth, 'idempotency-key': 'abcdefgh-1234' }, payload });
      expect([method, url, response.statusCode, response.json().code]).toEqual([method, url, 403, 'COMPANY_ROLE_FORBIDDEN']);
    }
    expect((await call('GET', '/api/company', session)).json()).toMatchObject({ role: 'viewer', profile: { companyName: 'Radladen Nord GmbH' } });
    expect((await call('GET', '/api/cart', session)).statusCode).toBe(200);
    expect((await call('GET', '/api/orders', session)).statusCode).toBe(200);
    expect(await t.dataSource.getRepository(CompanyMember).findOneByOrFail({ id: viewer.member.id })).toMatchObject({ role: 'viewer' });
    expect(await audit()).toEqual([]);
  });

  it('answers staff of another company by id with 404 in German and changes nothing', async () => {
    const owner = await ownerOf();
    const other = await ownerOf('Andere Räder KG');
    const theirs = await makeStaff(t.dataSource, other.profile.companyId, { role: CompanyRole.Buyer });
    for (const [method, payload] of [['PATCH', { role: 'viewer' }], ['DELETE', undefined]] as const) {
      const response = await call(method, `/api/company/staff/${theirs.member.id}`, owner.session, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'STAFF_NOT_FOUND', message: 'Mitarbeiter nicht gefunden.' });
    }
    expect((await call('PATCH', '/api/company/staff/%00', owner.session, { role: 'viewer' })).statusCode).toBe(404);
    expect(await t.dataSource.getRepository(CompanyMember).findOneByOrFail({ id: theirs.member.id })).toMatchObject({ role: 'buyer' });
    expect((await call('GET', '/api/company/staff', owner.session)).json()).toHaveLength(1);
  });
});
