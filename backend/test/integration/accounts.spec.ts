import { AuthToken, AuthTokenPurpose } from '../../src/modules/auth/entities/auth-token.entity';
import { DealerProfile } from '../../src/modules/dealers/entities/dealer-profile.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import {
  mailOverrides,
  mailsTo,
  requestedMails,
  tokenFromLink,
  uniqueEmail,
  waitForMail,
  waitForMails,
} from '../support/accounts';
import { DEFAULT_PASSWORD, makeDealer, signIn, signUpForm } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';

const VAT_MESSAGE = 'Bitte geben Sie eine gültige deutsche USt-ID ein (DE + 9 Ziffern)';

describe('accounts: sign-up, e-mail confirmation, password recovery', () => {
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

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const counts = async () => ({
    users: await t.dataSource.getRepository(User).count(),
    profiles: await t.dataSource.getRepository(DealerProfile).count(),
  });

  it('signs a dealer up: account, pending profile, session, and the confirmation mail in the catcher', async () => {
    const form = signUpForm({ email: uniqueEmail('signup'), ustId: 'de 811 569 869' });
    const response = await post('/api/auth/sign-up', form);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ user: { email: form.email, roles: ['dealer'] }, aal: 'aal1', mfaRequired: false });
    expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeDefined();

    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: form.email as string });
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const profile = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ userId: user.id });
    expect(profile).toMatchObject({
      companyName: 'Speichenwerk Bremen GmbH',
      contactPerson: 'Jonas Beispiel',
      phone: '0421 987654',
      ustId: 'DE811569869',
      address: 'Hafenstraße 5',
      postalCode: '28217',
      city: 'Bremen',
      isApproved: false,
      discountLevel: 0,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.json()).toMatchObject({ emailConfirmed: false, dealer: { status: 'pending', companyName: 'Speichenwerk Bremen GmbH' } });

    const mail = await waitForMail(form.email as string, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.from[0].address).toBe('portal@radwerk-grosshandel.de');
    expect(mail.text).toContain('Speichenwerk Bremen GmbH');
    expect(mail.text).toContain('48 Stunden');
    expect(mail.html).toContain('E-Mail-Adresse bestätigen');
    const token = tokenFromLink(mail, '/confirm-email');
    expect(mail.text).toContain(`http://localhost:3000/confirm-email?token=${token}`);

    const confirmed = await post('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: form.email });
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).emailConfirmedAt).not.toBeNull();
  });

  it('answers a duplicate e-mail (any case) with the German message and creates nothing', async () => {
    const email = uniqueEmail('dup');
    await makeDealer(t.dataSource, { email });
    const before = await counts();
    const response = await post('/api/auth/sign-up', signUpForm({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.' });
    expect(await counts()).toEqual(before);
    expect(await requestedMails(t)).toBe(0);
  });

  it('lets only one of two simultaneous sign-ups with the same address through', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([post('/api/auth/sign-up', signUpForm({ email })), post('/api/auth/sign-up', signUpForm({ email }))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await counts()).toEqual({ users: 1, profiles: 1 });
  });

  describe('refuses every bad sign-up input of the spec with a German message and changes nothing', () => {
    it.each([
      ['no e-mail', { email: undefined }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      ['malformed e-mail', { email: 'laden-at-example.com' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      ['no password', { password: undefined }, 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
      ['password of 7 characters', { password: 'Kurz-12' }, 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
      ['no company name', { companyName: undefined }, 'Bitte geben Sie den Firmennamen ein.'],
      ['blank company name', { companyName: '   ' }, 'Bitte geben Sie den Firmennamen ein.'],
      ['no contact person', { contactPerson: '' }, 'Bitte geben Sie einen Ansprechpartner ein.'],
      ['no phone', { phone: undefined }, 'Bitte geben Sie eine Telefonnummer ein.'],
      ['letters as phone', { phone: 'ruf mich an' }, 'Bitte geben Sie eine gültige Telefonnummer ein.'],
      ['no VAT ID', { ustId: undefined }, VAT_MESSAGE],
      ['VAT ID of another country', { ustId: 'ATU12345678' }, VAT_MESSAGE],
      ['VAT ID with 8 digits', { ustId: 'DE12345678' }, VAT_MESSAGE],
      ['VAT ID with a wrong check digit', { ustId: 'DE811569868' }, VAT_MESSAGE],
      ['postal code of 4 digits', { postalCode: '2821' }, 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'],
      ['unknown field', { isApproved: true }, 'Unbekanntes Feld: isApproved'],
    ])('%s', async (_case, override, message) => {
      const response = await post('/api/auth/sign-up', signUpForm({ email: uniqueEmail('bad'), ...override }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(await counts()).toEqual({ users: 0, profiles: 0 });
      expect(await requestedMails(t)).toBe(0);
    });
  });

  it('accepts a sign-up without the optional address fields', async () => {
    const response = await post('/api/auth/sign-up', signUpForm({ email: uniqueEmail('min'), address: '', postalCode: null, city: undefined }));
    expect(response.statusCode).toBe(201);
    const profile = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({});
    expect(profile).toMatchObject({ address: null, postalCode: null, city: null });
  });

  it('refuses a reused confirmation link and keeps the first confirmation time', async () => {
    const email = uniqueEmail('reuse');
    await post('/api/auth/sign-up', signUpForm({ email }));
    const token = tokenFromLink(await waitForMail(email, /bestätigen/), '/confirm-email');
    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(200);
    const confirmedAt = (await t.dataSource.getRepository(User).findOneByOrFail({ email })).emailConfirmedAt;

    const again = await post('/api/auth/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', message: 'Der Bestätigungslink ist ungültig oder wurde bereits verwendet.' });
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ email })).emailConfirmedAt).toEqual(confirmedAt);
  });

  it('refuses an expired confirmation link and leaves the address unconfirmed', async () => {
    const email = uniqueEmail('expired');
    await post('/api/auth/sign-up', signUpForm({ email }));
    const token = tokenFromLink(await waitForMail(email, /bestätigen/), '/confirm-email');
    await t.dataSource.getRepository(AuthToken).update({ purpose: AuthTokenPurpose.ConfirmEmail }, { expiresAt: new Date(Date.now() - 1000) });

    const response = await post('/api/auth/confirm-email', { token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'Der Bestätigungslink ist abgelaufen. Bitte fordern Sie eine neue Bestätigungs-E-Mail an.',
    });
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ email })).emailConfirmedAt).toBeNull();
    expect((await t.dataSource.getRepository(AuthToken).findOneByOrFail({})).usedAt).toBeNull();
  });

  it('refuses an invented confirmation token', async () => {
    const response = await post('/api/auth/confirm-email', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Der Bestätigungslink ist ungültig oder wurde bereits verwendet.');
  });

  it('resends the confirmation mail with a new link; the old link stops working; at most one per minute', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/sign-up', signUpForm({ email }));
    const first = tokenFromLink(await waitForMail(email, /bestätigen/), '/confirm-email');

    expect((await post('/api/auth/resend-confirmation', { email })).statusCode).toBe(204);
    expect((await post('/api/auth/resend-confirmation', { email })).statusCode).toBe(204); // cooled down: no third mail
    const mails = await waitForMails(email, /bestätigen/, 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(email)).length).toBe(2);
    const second = tokenFromLink(mails.at(-1)!, '/confirm-email');
    expect(second).not.toBe(first);

    expect((await post('/api/auth/confirm-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/confirm-email', { token: second })).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or confirmed address the same, without sending', async () => {
    const confirmed = uniqueEmail('confirmed');
    await makeDealer(t.dataSource, { email: confirmed });
    expect((await post('/api/auth/resend-confirmation', { email: uniqueEmail('nobody') })).statusCode).toBe(204);
    expect((await post('/api/auth/resend-confirmation', { email: confirmed })).statusCode).toBe(204);
    expect(await requestedMails(t)).toBe(0);
  });

  it('recovers a password by e-mail link: new password works, old one and every session end, link is single-use', async () => {
    const email = uniqueEmail('reset');
    await makeDealer(t.dataSource, { email });
    const [a, b] = [await signIn(t.app, email), await signIn(t.app, email)];

    expect((await post('/api/auth/recover', { email: email.toUpperCase() })).statusCode).toBe(204);
    const mail = await waitForMail(email, 'Passwort zurücksetzen');
    expect(mail.text).toContain('60 Minuten');
    const token = tokenFromLink(mail, '/passwort-zuruecksetzen');

    const tooShort = await post('/api/auth/reset-password', { token, password: 'kurz' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');

    const reset = await post('/api/auth/reset-password', { token, password: 'Neues-Passwort-1' });
    expect(reset.statusCode).toBe(204);

    for (const session of [a, b]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.auth })).statusCode).toBe(401);
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: session.refreshCookie } });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await post('/api/auth/sign-in', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { email, password: 'Neues-Passwort-1' })).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, password: 'Noch-ein-Passwort' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Der Link zum Zurücksetzen ist ungültig oder wurde bereits verwendet.');
  });

  it('refuses an expired reset link and keeps the old password', async () => {
    const email = uniqueEmail('reset-exp');
    await makeDealer(t.dataSource, { email });
    await post('/api/auth/recover', { email });
    const token = tokenFromLink(await waitForMail(email, 'Passwort zurücksetzen'), '/passwort-zuruecksetzen');
    await t.dataSource.getRepository(AuthToken).update({ purpose: AuthTokenPurpose.ResetPassword }, { expiresAt: new Date(Date.now() - 1) });

    const response = await post('/api/auth/reset-password', { token, password: 'Neues-Passwort-1' });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('Der Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.');
    expect((await post('/api/auth/sign-in', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('answers recovery for an unknown address with 204 and sends nothing', async () => {
    expect((await post('/api/auth/recover', { email: uniqueEmail('ghost') })).statusCode).toBe(204);
    expect(await requestedMails(t)).toBe(0);
  });
});
