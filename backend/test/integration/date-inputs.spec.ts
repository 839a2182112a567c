import { HttpException } from '@nestjs/common';
import { Role } from '../../src/common/auth/role';
import { berlinDay } from '../../src/common/money/pricing';
import { buildOpenApiDocument } from '../../src/create-app';
import { IncomingPayment, IncomingPaymentSource } from '../../src/modules/invoices/entities/incoming-payment.entity';
import { BOOKED_ON_MESSAGE } from '../../src/modules/invoices/dto/payment.dto';
import { InvoicePaymentsService } from '../../src/modules/invoices/payments/invoice-payments.service';
import { News } from '../../src/modules/news/entities/news.entity';
import { callerFor, sessionsOfEveryKind, FuzzCaller, looksEnglish, WELL_FORMED_ID } from '../support/access/documented-operations';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const DAY_MESSAGE = 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).';

/**
 * Query dates that are booking days, not filters: money that has arrived is booked no later than tomorrow, with the
 * payment form's own message; the other fields the operation needs come along. The edges test (2099) skips them.
 */
const BOOKING_DAYS: Record<string, { message: string; others: Record<string, string> }> = {
  previewPayment: { message: BOOKED_ON_MESSAGE, others: { amount: '10.00' } },
};
const FUTURE_DAY = /darf nicht in der Zukunft liegen\.$/;

/** Strings that are no day as the API takes it (exactly YYYY-MM-DD, a real calendar day); many are valid ISO 8601. */
const NOT_A_DAY: Record<string, string> = {
  'a year only': '2026',
  'a year and month': '2026-03',
  'an ISO week': '2026-W05',
  'an ISO week day': '2026-W05-1',
  'an ordinal day': '2026-001',
  'a day that does not exist': '2026-02-30',
  'the 29th of February of a common year': '2026-02-29',
  'a day with a time': '2026-03-01T10:00:00Z',
  'digits without dashes': '20260301',
  'one-digit month and day': '2026-3-1',
  'a German date': '01.03.2026',
  'an expanded year': '+002026-03-01',
  'the day with blanks around': ' 2026-03-01 ',
};

/** Real days outside the years this business dates anything in (2000–2099), with the bound the message names. */
const OUT_OF_RANGE: [string, RegExp][] = [
  ['9999-12-31', /darf nicht nach dem 31\.12\.2099 liegen\.$/],
  ['2100-01-01', /darf nicht nach dem 31\.12\.2099 liegen\.$/],
  ['1999-12-31', /darf nicht vor dem 01\.01\.2000 liegen\.$/],
  ['1000-01-01', /darf nicht vor dem 01\.01\.2000 liegen\.$/],
  ['0000-01-01', /darf nicht vor dem 01\.01\.2000 liegen\.$/],
];

interface DateParameter {
  operationId: string;
  method: string;
  path: string;
  /** Every date query parameter of the operation (filled with a good day while another one is tested). */
  names: string[];
}

/** Operations of the OpenAPI document with query parameters of format date, and JSON body properties of format date / date-time. */
function dateInputs(t: TestApp) {
  type Schema = { format?: string; $ref?: string; properties?: Record<string, Schema> };
  type Operation = { operationId: string; parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
  const document = buildOpenApiDocument(t.app);
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const query: DateParameter[] = [];
  const body: { operationId: string; method: string; path: string; property: string; format: string }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const names = (op.parameters ?? []).filter((p) => p.in === 'query' && p.schema?.format === 'date').map((p) => p.name);
      if (names.length) query.push({ operationId: op.operationId, method, path, names });
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const resolved = schema?.$ref ? schemas[schema.$ref.split('/').pop()!] : schema;
      for (const [property, propertySchema] of Object.entries(resolved?.properties ?? {})) {
        if (propertySchema.format === 'date' || propertySchema.format === 'date-time') body.push({ operationId: op.operationId, method, path, property, format: propertySchema.format });
      }
    }
  }
  return { query, body };
}

describe('date inputs: exactly YYYY-MM-DD, a real day, 2000–2099; refused in German with 400, never a 500', () => {
  let t: TestApp;
  let auth: Record<FuzzCaller, Record<string, string>>;
  let admin: SignedIn;
  let inputs: ReturnType<typeof dateInputs>;
  beforeAll(async () => {
    t = await startTestApp();
    inputs = dateInputs(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    auth = await sessionsOfEveryKind(t);
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const today = () => berlinDay(new Date());
  const dayFromToday = (days: number) => {
    const date = new Date(`${today()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, WELL_FORMED_ID);
  const getWith = (op: DateParameter, values: Record<string, string>) =>
    t.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url: `${urlOf(op.path)}?${new URLSearchParams(values).toString()}`,
      headers: auth[callerFor(op.operationId) ?? 'admin'],
    });
  /** The German message of a refusal; a CSV or DATEV file (an answer that took the value) has none. */
  const messageOf = (response: { headers: Record<string, unknown>; json: () => { message?: string } }) =>
    String(response.headers['content-type']).includes('json') ? response.json().message : undefined;
  /** The operation with every date parameter on 2026-01-15, and `name` on `value`. */
  const withOne = (op: DateParameter, name: string, value: string) =>
    getWith(op, { ...BOOKING_DAYS[op.operationId]?.others, ...Object.fromEntries(op.names.map((other) => [other, '2026-01-15'])), [name]: value });

  it('finds the date filters of orders, invoices, their CSV export and the DATEV export, and the date fields of payments, news and products', () => {
    expect(inputs.query.map((op) => `${op.path}?${op.names.join('&')}`).sort()).toEqual([
      '/api/admin/exports/datev?from&to',
      '/api/admin/invoices/export.csv?from&to',
      '/api/admin/invoices?from&to',
      '/api/admin/orders?from&to',
      '/api/admin/payments/preview?bookedOn',
    ]);
    expect([...new Set(inputs.body.map((input) => `${input.path} ${input.property} (${input.format})`))].sort()).toEqual(
      expect.arrayContaining([
        '/api/admin/news publishDate (date-time)',
        '/api/admin/payments bookedOn (date)',
        '/api/admin/products specialPriceEnd (date)',
        '/api/admin/products specialPriceStart (date)',
      ]),
    );
  });

  it('documents every date query parameter and date body field with the pattern of YYYY-MM-DD', () => {
    const document = buildOpenApiDocument(t.app);
    const found = JSON.stringify(document.paths['/api/admin/orders']);
    expect(found).toContain('"pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$"');
    const payment = (document.components?.schemas as Record<string, { properties: Record<string, unknown> }>).RecordPaymentDto.properties.bookedOn;
    expect(payment).toMatchObject({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
  });

  it.each(Object.entries(NOT_A_DAY))('refuses %s (%j) in every date query parameter with 400 and the German date message', async (_label, value) => {
    const wrong: string[] = [];
    for (const op of inputs.query) {
      for (const name of op.names) {
        const response = await withOne(op, name, value);
        const message = messageOf(response);
        if (response.statusCode !== 400 || message !== (BOOKING_DAYS[op.operationId]?.message ?? DAY_MESSAGE)) wrong.push(`${op.operationId}?${name}=${value}: ${response.statusCode} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(OUT_OF_RANGE)('refuses the day %s in every date query parameter with 400, naming the bound', async (value, message) => {
    const wrong: string[] = [];
    for (const op of inputs.query) {
      for (const name of op.names) {
        const response = await withOne(op, name, value);
        const refusal = messageOf(response) ?? '';
        const expected = BOOKING_DAYS[op.operationId] && value > '2026' ? FUTURE_DAY : message;
        if (response.statusCode !== 400 || !expected.test(refusal) || looksEnglish(refusal)) {
          wrong.push(`${op.operationId}?${name}=${value}: ${response.statusCode} ${refusal}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['2000-01-01', '2099-12-31', '2000-02-29', '2096-02-29'])('takes %s in every date query parameter: the services work at the edges', async (day) => {
    const wrong: string[] = [];
    for (const op of inputs.query.filter((candidate) => !BOOKING_DAYS[candidate.operationId])) {
      const response = await getWith(op, Object.fromEntries(op.names.map((name) => [name, day])));
      if (response.statusCode !== 200) wrong.push(`${op.operationId} at ${day}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a wrong day in every date field of a JSON body, naming that field, with 400', async () => {
    const wrong: string[] = [];
    for (const input of inputs.body) {
      const values = input.format === 'date' ? ['2026', '2026-W05-1', '2026-02-30', '9999-12-31', '1000-01-01'] : ['2026', '2026-W05-1', '2026-02-30T10:00:00Z', '9999-12-31T00:00:00Z', '1000-01-01T00:00:00Z'];
      for (const value of values) {
        const response = await t.app.inject({
          method: input.method.toUpperCase() as 'POST',
          url: urlOf(input.path),
          headers: auth[callerFor(input.operationId) ?? 'admin'],
          payload: { [input.property]: value },
        });
        const errors = response.json<{ errors?: { field: string; message: string }[] }>().errors ?? [];
        const own = errors.find((error) => error.field === input.property);
        if (response.statusCode !== 400 || !own || looksEnglish(own.message)) wrong.push(`${input.operationId} ${input.property}=${value}: ${response.statusCode} ${own?.message ?? response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('filters orders by Berlin day from 2000-01-01 to 2099-12-31, and by today alone', async () => {
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const session = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { basePrice: '10.00', stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 1);
    expect((await placeOrder(t.app, session, checkoutBody())).statusCode).toBe(201);
    const count = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number }>().total;
    };
    expect(await count('from=2000-01-01&to=2099-12-31')).toBe(1);
    expect(await count(`from=${today()}&to=${today()}`)).toBe(1);
    expect(await count(`from=${dayFromToday(1)}&to=2099-12-31`)).toBe(0);
    expect(await count(`from=2000-01-01&to=${dayFromToday(-1)}`)).toBe(0);
  });

  it('DATEV: a period at the end of the range is exported; one beyond it is refused with a readable date, not "0.01.10000"', async () => {
    const exportDatev = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/exports/datev?${query}`, headers: admin.auth });
    expect((await exportDatev('from=2099-01-01&to=2099-12-31')).statusCode).toBe(200);
    const beyond = await exportDatev('from=9999-01-01&to=9999-12-31');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Das Von-Datum darf nicht nach dem 31.12.2099 liegen.' });
    expect(beyond.body).not.toContain('10000');
  });

  describe('a payment booked by hand (POST /api/admin/payments)', () => {
    const book = async (bookedOn: unknown) => {
      const { profile } = await makeDealer(t.dataSource, { approved: true });
      return t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload: { companyId: profile.companyId, amount: '5.00', bookedOn, reference: 'Überweisung' } });
    };
    const stored = () => t.dataSource.getRepository(IncomingPayment).find();

    it.each([
      ['9999-12-31', 'Der Buchungstag darf nicht in der Zukunft liegen.'],
      ['1900-01-01', 'Der Buchungstag darf nicht vor dem 01.01.2000 liegen.'],
      ['1999-12-31', 'Der Buchungstag darf nicht vor dem 01.01.2000 liegen.'],
      ['2026', 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).'],
      ['2026-W05-1', 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).'],
      ['2026-02-30', 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).'],
      [20260301, 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).'],
      [null, 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).'],
    ])('refuses the Buchungstag %j with 400 and stores nothing', async (bookedOn, message) => {
      const response = await book(bookedOn);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await stored()).toEqual([]);
    });

    it('refuses the day after tomorrow (Berlin), takes tomorrow (a browser a time zone ahead) and 2000-01-01', async () => {
      const later = await book(dayFromToday(2));
      expect(later.statusCode).toBe(400);
      expect(later.json().message).toBe('Der Buchungstag darf nicht in der Zukunft liegen.');
      expect((await book(dayFromToday(1))).statusCode).toBe(201);
      expect((await book('2000-01-01')).statusCode).toBe(201);
      expect((await book(today())).statusCode).toBe(201);
      expect((await stored()).map((payment) => payment.bookedOn).sort()).toEqual(['2000-01-01', today(), dayFromToday(1)].sort());
    });

    it('the payment service itself refuses a day outside 2000–2099 for its other callers (bank statements) with 422', async () => {
      const { profile } = await makeDealer(t.dataSource, { approved: true });
      for (const bookedOn of ['1999-12-31', '2100-01-01', '2026', '2026-W05-1']) {
        const error = await t.app
          .get(InvoicePaymentsService)
          .record({ invoiceId: null, companyId: profile.companyId, amount: '5.00', bookedOn, reference: 'Kontoauszug', source: IncomingPaymentSource.BankStatement, recordedByUserId: null })
          .then(
            () => null,
            (caught: unknown) => caught,
          );
        expect(error).toBeInstanceOf(HttpException);
        expect({ bookedOn, status: (error as HttpException).getStatus(), body: (error as HttpException).getResponse() }).toMatchObject({
          bookedOn,
          status: 422,
          body: { code: 'PAYMENT_DATE_INVALID', message: 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).' },
        });
      }
      expect(await stored()).toEqual([]);
    });
  });

  describe('the publication date of news (an instant: date, time and offset)', () => {
    const save = (publishDate: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/admin/news', headers: admin.auth, payload: { title: 'Neues Liefergebiet', content: '<p>Hamburg</p>', isPublished: true, publishDate } });

    it.each([
      ['2026', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['2026-03', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['2026-03-01', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['2026-03-01T10:00', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['2026-W05-1T10:00:00Z', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['2026-02-30T10:00:00Z', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['2026-03-01T24:00:00Z', 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
      ['1999-12-31T12:00:00Z', 'Das Veröffentlichungsdatum darf nicht vor dem 01.01.2000 liegen.'],
      ['2100-01-01T00:00:00Z', 'Das Veröffentlichungsdatum darf nicht nach dem 31.12.2099 liegen.'],
    ])('refuses %j with 400 and stores nothing', async (publishDate, message) => {
      const response = await save(publishDate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.dataSource.getRepository(News).count()).toBe(0);
    });

    it('takes what the editor sends (toISOString) and an instant with an offset', async () => {
      const due = new Date(Date.now() + 3_600_000);
      const first = await save(due.toISOString());
      expect(first.statusCode).toBe(201);
      expect(first.json().publishDate).toBe(due.toISOString());
      const second = await save('2099-12-31T10:30:00+01:00');
      expect(second.statusCode).toBe(201);
      expect(second.json().publishDate).toBe('2099-12-31T09:30:00.000Z');
    });
  });
});
