import { Role } from '../../src/common/auth/role';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

type Settings = Record<string, unknown> & {
  paymentTerms: Record<string, unknown>[];
  dunningLevels: Record<string, unknown>[];
  baseRates: Record<string, unknown>[];
  bank: Record<string, unknown>;
  datev: Record<string, unknown>;
};

describe('receivables settings: one document the back office reads and replaces, validated in German and audited', () => {
  let t: TestApp;
  let admin: SignedIn;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const user = await makeUser(t.dataSource, { roles: [Role.Admin] });
    adminId = user.id;
    admin = await signIn(t.app, user.email);
  });

  const URL = '/api/admin/settings/receivables';
  const read = async (session = admin) => (await t.app.inject({ method: 'GET', url: URL, headers: session.auth })).json<Settings>();
  const put = (payload: unknown, session = admin) => t.app.inject({ method: 'PUT', url: URL, headers: session.auth, payload: payload as Record<string, unknown> });
  const audit = () => t.dataSource.getRepository(AdminAction).find({ where: { targetType: 'settings' }, order: { createdAt: 'ASC' } });

  it('starts with the defaults: three terms, three dunning levels, 40 EUR, 9 points, SKR03 accounts', async () => {
    const settings = await read();
    expect(settings.paymentTerms.map((term) => term.id)).toEqual(['net14', 'net30', 'net30-skonto2']);
    expect(settings).toMatchObject({ defaultPaymentTermId: 'net30', flatFeeAmount: '40.00', interestPointsAboveBase: 9 });
    expect(settings.dunningLevels.map((level) => [level.label, level.daysOverdue, level.chargesInterest, level.chargesFlatFee])).toEqual([
      ['Zahlungserinnerung', 7, false, false],
      ['1. Mahnung', 21, true, true],
      ['2. Mahnung', 35, true, false],
    ]);
    expect(settings.datev).toMatchObject({ revenueAccount: '8400', bankAccount: '1200', skontoAccount: '8736', accountLength: 4 });
  });

  it('saves a changed payment term and records what changed, before and after', async () => {
    const settings = await read();
    const paymentTerms = [...settings.paymentTerms, { id: 'net60', label: '60 Tage netto', days: 60 }];
    paymentTerms[0] = { ...paymentTerms[0], label: '14 Tage netto ohne Abzug' };

    const response = await put({ ...settings, paymentTerms, defaultPaymentTermId: 'net60' });

    expect(response.statusCode).toBe(200);
    const saved = await read();
    expect(saved.paymentTerms.map((term) => term.label)).toEqual([
      '14 Tage netto ohne Abzug',
      '30 Tage netto',
      '30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen',
      '60 Tage netto',
    ]);
    expect(saved.defaultPaymentTermId).toBe('net60');
    const [entry] = await audit();
    expect(entry).toMatchObject({ adminUserId: adminId, actionType: 'settings.receivables', targetId: 'receivables' });
    expect(entry.details).toMatchObject({
      message: 'Einstellungen Forderungen geändert: paymentTerms, defaultPaymentTermId',
      changed: ['paymentTerms', 'defaultPaymentTermId'],
      before: { defaultPaymentTermId: 'net30', paymentTerms: settings.paymentTerms },
      after: { defaultPaymentTermId: 'net60', paymentTerms: saved.paymentTerms },
    });
  });

  it('audits a save without changes as such', async () => {
    expect((await put(await read())).statusCode).toBe(200);
    expect((await audit()).map((entry) => entry.details)).toEqual([
      { message: 'Einstellungen Forderungen gespeichert (unverändert)', changed: [], before: {}, after: {} },
    ]);
  });

  it('refuses invalid fields with a German 400 and changes nothing', async () => {
    const settings = await read();
    const cases: [unknown, string][] = [
      [{ ...settings, paymentTerms: [{ ...settings.paymentTerms[0], days: -1 }] }, 'Das Zahlungsziel ist eine ganze Zahl von Tagen (0–120).'],
      [{ ...settings, paymentTerms: [{ ...settings.paymentTerms[0], label: '  ' }] }, 'Bitte füllen Sie alle Pflichtfelder aus.'],
      [{ ...settings, paymentTerms: [{ ...settings.paymentTerms[2], skontoPercent: 2.345 }] }, 'Skonto in Prozent mit höchstens zwei Nachkommastellen (0,01–10).'],
      [{ ...settings, paymentTerms: [] }, 'Bitte geben Sie mindestens eine Zahlungsbedingung an.'],
      [{ ...settings, flatFeeAmount: '-40.00' }, 'Verzugspauschale'],
      [{ ...settings, bank: { ...settings.bank, iban: 'DE00 kein' } }, 'Bitte geben Sie eine gültige IBAN an.'],
      [{ ...settings, datev: { ...settings.datev, consultantNumber: 12 } }, 'Die Beraternummer ist eine Zahl von 1001 bis 9999999.'],
      [{ ...settings, datev: { ...settings.datev, revenueAccount: '84a0' } }, 'Das Erlöskonto ist eine Kontonummer aus 4 bis 8 Ziffern.'],
      [{ ...settings, baseRates: [{ validFrom: '01.07.2025', ratePercent: 1.27 }] }, 'Gültig-ab-Datum'],
      [{ ...settings, dunningLevels: [{ ...settings.dunningLevels[0], chargesInterest: 'ja' }] }, 'Verzugszinsen'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message: expect.stringContaining(message) });
    }
    expect(await read()).toEqual(settings);
    expect(await audit()).toEqual([]);
  });

  it('refuses missing or malformed nested objects (bank, datev) with a German 400', async () => {
    const { bank, datev, ...rest } = await read();
    const cases: [unknown, string][] = [
      [{ ...rest, datev }, 'Bitte geben Sie die Bankverbindung an.'],
      [{ ...rest, bank }, 'Bitte geben Sie die DATEV-Angaben an.'],
      [{ ...rest, bank: [], datev }, 'Bitte geben Sie die Bankverbindung an.'],
      [{ ...rest, bank: 'Sparkasse', datev }, 'Bitte geben Sie die Bankverbindung an.'],
      [{ ...rest, bank, datev: null }, 'Bitte geben Sie die DATEV-Angaben an.'],
      [{ ...rest, bank, datev, paymentTerms: [7] }, 'Jede Zahlungsbedingung ist ein Objekt'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message: expect.stringContaining(message) });
    }
    expect(await audit()).toEqual([]);
  });

  it('refuses inconsistent settings with 422 SETTINGS_INVALID and changes nothing', async () => {
    const settings = await read();
    const [net14, net30, skonto] = settings.paymentTerms;
    const cases: [unknown, string][] = [
      [{ ...settings, paymentTerms: [net14, { ...net30, id: 'net14' }] , defaultPaymentTermId: 'net14' }, 'Jede Zahlungsbedingung braucht eine eigene Kennung.'],
      [{ ...settings, paymentTerms: [net14], defaultPaymentTermId: 'net30' }, 'Die Standard-Zahlungsbedingung muss in der Liste stehen.'],
      [{ ...settings, paymentTerms: [net30, { ...skonto, skontoDays: undefined }] }, '„30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen“: Skonto braucht Prozentsatz und Frist.'],
      [{ ...settings, paymentTerms: [net30, { ...skonto, skontoDays: 30 }] }, 'Die Skontofrist muss kürzer sein als das Zahlungsziel.'],
      [{ ...settings, dunningLevels: [settings.dunningLevels[0], { ...settings.dunningLevels[1], daysOverdue: 7 }] }, 'Jede Mahnstufe kommt mehr Tage nach Fälligkeit als die vorige.'],
      [{ ...settings, dunningLevels: [settings.dunningLevels[0], settings.dunningLevels[2]] }, 'Die Mahnstufen sind lückenlos von 1 an nummeriert.'],
      [{ ...settings, baseRates: [settings.baseRates[0], { ...settings.baseRates[1], validFrom: settings.baseRates[0].validFrom }] }, 'Je Gültig-ab-Datum gibt es nur einen Basiszinssatz.'],
      [{ ...settings, baseRates: [{ validFrom: '2026-02-30', ratePercent: 1 }] }, 'Das Datum 2026-02-30 gibt es nicht.'],
      [{ ...settings, datev: { ...settings.datev, revenueAccount: '84000' } }, 'Sachkontenlänge'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect({ status: response.statusCode, code: response.json().code, message: response.json().message }).toEqual({
        status: 422,
        code: 'SETTINGS_INVALID',
        message: expect.stringContaining(message),
      });
    }
    expect(await read()).toEqual(settings);
    expect(await audit()).toEqual([]);
  });

  it('refuses a flat dunning fee above 1.000,00 € with a German 422 and keeps the one saved; 1.000,00 € itself is allowed', async () => {
    const settings = await read();
    for (const flatFeeAmount of ['9999999999.99', '1000.01']) {
      const response = await put({ ...settings, flatFeeAmount });
      expect({ status: response.statusCode, code: response.json().code, message: response.json().message }).toEqual({
        status: 422,
        code: 'SETTINGS_INVALID',
        message: 'Die Verzugspauschale beträgt höchstens 1.000,00\u00a0€ (gesetzlich sind es 40,00\u00a0€).',
      });
    }
    expect((await read()).flatFeeAmount).toBe('40.00');
    expect(await audit()).toEqual([]);
    expect((await put({ ...settings, flatFeeAmount: '1000.00' })).statusCode).toBe(200);
    expect((await read()).flatFeeAmount).toBe('1000.00');
  });

  it('keeps one whole document when two administrators save at once, and audits both', async () => {
    const settings = await read();
    const other = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
    const [first, second] = await Promise.all([
      put({ ...settings, flatFeeAmount: '41.00', interestPointsAboveBase: 8 }),
      put({ ...settings, flatFeeAmount: '42.00', interestPointsAboveBase: 7 }, other),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const saved = await read();
    expect([['41.00', 8], ['42.00', 7]]).toContainEqual([saved.flatFeeAmount, saved.interestPointsAboveBase]);
    expect(await audit()).toHaveLength(2);
  });

  it('is for administrators only', async () => {
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const dealer = await signIn(t.app, user.email);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: dealer.auth })).statusCode).toBe(403);
    expect((await put(await read(), dealer)).statusCode).toBe(403);
    expect(await audit()).toEqual([]);
  });
});
