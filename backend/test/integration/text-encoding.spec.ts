import Stripe from 'stripe';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { Category } from '../../src/modules/catalogue/entities/category.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { CompanyMember } from '../../src/modules/dealers/entities/company-member.entity';
import { DealerDocument } from '../../src/modules/dealers/entities/dealer-document.entity';
import { DealerProfile } from '../../src/modules/dealers/entities/dealer-profile.entity';
import { Order } from '../../src/modules/orders/entities/order.entity';
import { webhookSecret } from '../../src/modules/payments/payment-gateway';
import { User } from '../../src/modules/users/entities/user.entity';
import { emptyDocumentBucket, listDocumentObjects, requestedMails, samplePdf, uniqueEmail } from '../support/accounts';
import { makeDealer, signedInAdmin, signIn, signUpForm } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';
import { ticketInput } from './tickets.fixtures';

const INVALID_TEXT = 'Die Anfrage enthält ungültige Zeichen (kein gültiges UTF-8).';
const BAD_URL = 'Die Adresse der Anfrage ist ungültig (fehlerhafte Prozent-Kodierung).';

/** A JSON body as raw bytes: `parts` are text (sent as UTF-8) or byte values sent as they are. */
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

/**
 * Text that is no Unicode (invalid UTF-8 bytes, a lone UTF-16 surrogate sent as a JSON escape), a URL whose percent
 * escapes decode to nothing, and text that reads as nothing (line separators in a one-line field, only invisible
 * characters) are refused with a German 4xx in the usual shape and change nothing; they used to answer 500, were
 * stored as U+FFFD or came back from Fastify in English.
 */
describe('text encoding: broken Unicode, broken URLs and invisible text are refused in German and change nothing', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await emptyDocumentBucket(t);
    admin = (await signedInAdmin(t.app, t.dataSource)).auth;
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `body`: an object (serialised by inject: a lone surrogate becomes the escape `\ud800`), a JSON text or raw bytes. */
  const send = (method: Method, url: string, headers: Record<string, string>, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: body as never }),
    });
  const count = (entity: new () => object) => t.dataSource.getRepository(entity).count();
  const dealerSession = async (approved = true) => {
    const email = uniqueEmail();
    const dealer = await makeDealer(t.dataSource, { email, approved });
    return { ...dealer, email, auth: (await signIn(t.app, email)).auth };
  };

  type Answer = Awaited<ReturnType<typeof send>>;
  /** The usual error shape, German, with the correlation id the response header names. */
  function expectRefusal(response: Answer, status: number, code: string, message: string) {
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status,
      body: expect.objectContaining({ statusCode: status, code, message, correlationId: response.headers['x-request-id'] }),
    });
  }
  const expectInvalidText = (response: Answer) => expectRefusal(response, 400, 'BAD_REQUEST', INVALID_TEXT);

  describe('JSON bodies must be UTF-8 without lone surrogates', () => {
    it.each([
      ['a high surrogate inside', 'a\ud800@example.com'],
      ['a low surrogate alone', '\udc00a@example.com'],
      ['a pair in the wrong order', 'a\ude00\ud83d@example.com'],
      ['a high surrogate at the end', 'haendler@example.com\ud83d'],
    ])('sign-in, sign-up, recover and the staff invite: an e-mail address with %s (IsEmail threw, 500)', async (_label, email) => {
      const dealer = await dealerSession();
      expectInvalidText(await send('POST', '/api/auth/sign-in', {}, { email, password: 'x' }));
      expectInvalidText(await send('POST', '/api/auth/sign-up', {}, signUpForm({ email })));
      expectInvalidText(await send('POST', '/api/auth/recover', {}, { email }));
      expectInvalidText(await send('POST', '/api/company/staff', dealer.auth, { email, role: 'buyer' }));
      expect(await count(User)).toBe(2); // the administrator and the dealer
      expect(await count(CompanyMember)).toBe(1);
      expect(await requestedMails(t)).toBe(0);
    });

    it('text that goes into jsonb (category, product, news, dealer rejection) is refused before PostgreSQL sees it (was 500)', async () => {
      const dealer = await dealerSession(false);
      expectInvalidText(await send('POST', '/api/admin/categories', admin, { name: 'Ket\ud800ten' }));
      expectInvalidText(await send('POST', '/api/admin/products', admin, { name: 'Kette \udfff', sku: 'KMC-X11', basePrice: '19.95', retailPrice: '39.90' }));
      expectInvalidText(await send('POST', '/api/admin/products', admin, { name: 'Kette', sku: 'KMC\ud800', basePrice: '19.95', retailPrice: '39.90' }));
      expectInvalidText(await send('POST', '/api/admin/news', admin, { title: 'Neu\ud800es', content: '<p>Text</p>', isPublished: false }));
      expectInvalidText(await send('POST', `/api/admin/dealers/${dealer.profile.id}/reject`, admin, { reason: 'Fehlt\ud800' }));
      expect(await count(Category)).toBe(0);
      expect(await count(Product)).toBe(0);
      expect(await t.dataSource.query('SELECT 1 FROM news')).toEqual([]);
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ rejectedAt: null });
      expect(await count(AdminAction)).toBe(0);
    });

    it('text that went into text columns as U+FFFD (company name, ticket subject) is refused and leaves them as they were', async () => {
      const dealer = await dealerSession();
      expectInvalidText(await send('PATCH', '/api/company', dealer.auth, { companyName: 'Radladen \ud800 GmbH' }));
      expectInvalidText(await send('POST', '/api/tickets', dealer.auth, ticketInput({ subject: 'Bremse \udbff kaputt' })));
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ companyName: 'Radladen Test GmbH' });
      expect(await t.dataSource.query('SELECT 1 FROM tickets')).toEqual([]);
    });

    it('a checkout with a lone surrogate in the shipping address places no order and keeps the stock (was 500)', async () => {
      const dealer = await dealerSession();
      const chain = await makeProduct(t.dataSource, { stockQuantity: 10 });
      await addToCart(t.app, { auth: dealer.auth } as never, chain.id, 2);
      for (const field of ['company', 'address', 'city', 'contactPerson']) {
        expectInvalidText(await placeOrder(t.app, { auth: dealer.auth } as never, checkoutBody({}, { [field]: 'Bremen \ud800' })));
      }
      expectInvalidText(await placeOrder(t.app, { auth: dealer.auth } as never, checkoutBody({ notes: 'Bitte \udc00 klingeln' })));
      expect(await count(Order)).toBe(0);
      expect(await t.dataSource.getRepository(Product).findOneByOrFail({ id: chain.id })).toMatchObject({ stockQuantity: 10 });
    });

    it('a lone surrogate in a key, in an array or deep inside is refused as well', async () => {
      expectInvalidText(await send('POST', '/api/admin/categories', admin, '{"na\\ud800me":"Ketten"}'));
      expectInvalidText(await send('POST', '/api/admin/products', admin, { name: 'Kette', sku: 'KMC-X11', basePrice: '19.95', retailPrice: '39.90', imageUrls: ['https://example.com/\ud800.jpg'] }));
      expectInvalidText(await send('POST', '/api/admin/categories', admin, { name: 'Ketten', a: { b: [{ c: '\udc00' }] } }));
      expect(await count(Category)).toBe(0);
      expect(await count(Product)).toBe(0);
    });

    it.each([
      ['a byte that is never UTF-8 (0xFF)', [0xff]],
      ['a lead byte without its continuation (0xC3 "(")', [0xc3, 0x28]],
      ['an overlong encoding of "/" (0xC0 0xAF)', [0xc0, 0xaf]],
      ['a surrogate encoded as UTF-8 (0xED 0xA0 0x80)', [0xed, 0xa0, 0x80]],
      ['Latin-1 instead of UTF-8 ("ö" as 0xF6)', [0xf6]],
      ['a sequence cut short (0xE2 0x82)', [0xe2, 0x82]],
    ])('%s: refused instead of stored as U+FFFD', async (_label, invalid) => {
      const dealer = await dealerSession();
      expectInvalidText(await send('POST', '/api/admin/categories', admin, bytes('{"name":"Ket', invalid, 'ten"}')));
      expectInvalidText(await send('PATCH', '/api/company', dealer.auth, bytes('{"companyName":"Radladen ', invalid, ' GmbH"}')));
      expectInvalidText(await send('POST', '/api/auth/sign-in', {}, bytes('{"email":"', invalid, '@example.com","password":"x"}')));
      expect(await count(Category)).toBe(0);
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ companyName: 'Radladen Test GmbH' });
    });

    it('umlauts and emoji are welcome: as UTF-8, as an escaped surrogate pair, behind a byte order mark', async () => {
      const utf8 = await send('POST', '/api/admin/categories', admin, bytes('{"name":"Kettenöl 🚲 für Ölwechsel"}'));
      expect(utf8.statusCode).toBe(201);
      expect(utf8.json().name).toBe('Kettenöl 🚲 für Ölwechsel');
      const escaped = await send('POST', '/api/admin/categories', admin, '{"name":"Ketten \\ud83d\\ude00 \\u00fcberall \\\\ud800 bleibt Text"}');
      expect(escaped.statusCode).toBe(201);
      expect(escaped.json().name).toBe('Ketten 😀 überall \\ud800 bleibt Text');
      const bom = await send('POST', '/api/admin/categories', admin, bytes([0xef, 0xbb, 0xbf], '{"name":"Bremsen"}'));
      expect(bom.statusCode).toBe(201);
      const dealer = await dealerSession();
      const company = await send('PATCH', '/api/company', dealer.auth, { companyName: 'Zweirad 👍🏽 Ünal' });
      expect(company.statusCode).toBe(200);
      expect((await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).companyName).toBe('Zweirad 👍🏽 Ünal');
    });

    it('the payment webhook still gets the exact bytes its signature covers (umlauts, an escaped pair, the sender\'s spacing)', async () => {
      const payload = '{\n  "id": "evt_text_1",\n  "object": "event",\n  "type": "customer.created",\n  "data": { "object": { "name": "Müller \\ud83d\\udeb2" } }\n}';
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret(t.env) });
      const response = await send('POST', '/api/payments/stripe/webhook', { 'stripe-signature': signature }, payload);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { received: true } });
    });
  });

  describe('uploads: the file name must be UTF-8 as well', () => {
    /** A document upload whose file name is these raw bytes (busboy turned invalid ones into U+FFFD, which was stored). */
    const uploadNamed = (auth: Record<string, string>, name: number[] | string) => {
      const form = multipartBody([{ field: 'file', fileName: 'XXXX', content: samplePdf(), contentType: 'application/pdf' }]);
      const at = form.payload.indexOf('XXXX');
      const payload = Buffer.concat([form.payload.subarray(0, at), bytes(name), form.payload.subarray(at + 4)]);
      return t.app.inject({ method: 'PUT', url: '/api/dealers/me/documents/business-registration', headers: { ...auth, ...form.headers }, payload });
    };

    it.each([
      ['0xFF', [0x61, 0xff, 0x2e, 0x70, 0x64, 0x66]],
      ['Latin-1 "ü"', [0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x2e, 0x70, 0x64, 0x66]],
      ['a surrogate encoded as UTF-8', [0x61, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x64, 0x66]],
    ])('a name with %s is refused and nothing is stored', async (_label, name) => {
      const dealer = await dealerSession(false);
      const response = await uploadNamed(dealer.auth, name);
      expectRefusal(response, 400, 'UPLOAD_INVALID', 'Der Dateiname enthält ungültige Zeichen (kein gültiges UTF-8). Bitte benennen Sie die Datei um.');
      expect(await listDocumentObjects(t)).toEqual([]);
      expect(await count(DealerDocument)).toBe(0);
    });

    it('a UTF-8 name with umlauts is kept as it is', async () => {
      const dealer = await dealerSession(false);
      const response = await uploadNamed(dealer.auth, 'Gewerbeanmeldung Müller 🚲.pdf');
      expect(response.statusCode).toBe(200);
      expect(response.json().fileName).toBe('Gewerbeanmeldung Müller 🚲.pdf');
    });
  });

  describe('query strings: a malformed escape stays literal text, never U+FFFD and never a 500', () => {
    it.each(['%ED%A0%80', '%FF', '%C3%28', '%', '%zz', 'Kette%F0%9F'])('q=%s', async (value) => {
      for (const url of ['/api/catalogue/products', '/api/admin/products', '/api/admin/dealers']) {
        const response = await send('GET', `${url}?q=${value}`, admin);
        expect(`${url} ${response.statusCode}`).toBe(`${url} 200`);
      }
    });
  });

  describe('a malformed percent escape in the path', () => {
    it.each([
      ['GET', '/api/orders/%FF'],
      ['GET', '/api/catalogue/products/%'],
      ['GET', '/api/catalogue/products/%zz'],
      ['DELETE', '/api/admin/products/%C0%80'],
      ['GET', '/api/catalogue/products/%ED%A0%80'],
      ['POST', '/api/admin/categories/%E0%A4%A'],
      ['GET', '/admin/queues/%FF'],
      ['GET', '/%FF'],
    ] as const)('%s %s: a German 400 in the usual shape (was Fastify\'s English FST_ERR_BAD_URL)', async (method, url) => {
      const response = await send(method, url, admin);
      expectRefusal(response, 400, 'BAD_REQUEST', BAD_URL);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('a caller\'s request id is kept as the correlation id', async () => {
      const response = await send('GET', '/api/orders/%FF', { 'x-request-id': 'lieferant-4711-abc' });
      expectRefusal(response, 400, 'BAD_REQUEST', BAD_URL);
      expect(response.json().correlationId).toBe('lieferant-4711-abc');
    });
  });

  describe('content-type parser errors have the same German shape', () => {
    it.each([
      ['an empty JSON body', 'application/json', '', 400, 'BAD_REQUEST', 'Der Inhalt der Anfrage ist kein gültiges JSON.'],
      ['broken JSON', 'application/json', '{"name":', 400, 'BAD_REQUEST', 'Der Inhalt der Anfrage ist kein gültiges JSON.'],
      ['a __proto__ key', 'application/json', '{"__proto__":{"x":1}}', 400, 'BAD_REQUEST', 'Der Inhalt der Anfrage ist kein gültiges JSON.'],
      ['a body over 1 MB', 'application/json', `{"name":"${'x'.repeat(1024 * 1024)}"}`, 413, 'PAYLOAD_TOO_LARGE', 'Die Anfrage ist zu groß.'],
      ['an unknown content type', 'application/xml', '<name/>', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie die Daten als JSON.'],
    ])('%s', async (_label, contentType, body, status, code, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: { ...admin, 'content-type': contentType }, payload: body });
      expectRefusal(response, status, code, message);
      expect(await count(Category)).toBe(0);
    });
  });

  describe('text rules: line separators are line breaks, a required text needs something visible', () => {
    it.each([
      ['city', 'Bremen\u2028Nord', 'Der Ort darf keine Steuerzeichen enthalten.'],
      ['companyName', 'Radladen\u2029GmbH', 'Der Firmenname darf keine Steuerzeichen enthalten.'],
      ['companyName', '\u200b\u200b\u200b', 'Der Firmenname muss mindestens ein sichtbares Zeichen enthalten.'],
      ['contactPerson', ' \u2060\ufeff\u200d ', 'Der Name des Ansprechpartners muss mindestens ein sichtbares Zeichen enthalten.'],
      ['companyName', '\u3164\u3164', 'Der Firmenname muss mindestens ein sichtbares Zeichen enthalten.'],
    ])('company PATCH %s = %j is refused and changes nothing', async (field, value, message) => {
      const dealer = await dealerSession();
      const response = await send('PATCH', '/api/company', dealer.auth, { [field]: value });
      expectRefusal(response, 400, 'VALIDATION_FAILED', message);
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({
        companyName: 'Radladen Test GmbH',
        contactPerson: 'Erika Muster',
        city: 'Bremen',
      });
    });

    it('sign-up with an invisible company name creates nobody', async () => {
      const response = await send('POST', '/api/auth/sign-up', {}, signUpForm({ companyName: '\u200b' }));
      expectRefusal(response, 400, 'VALIDATION_FAILED', 'Der Firmenname muss mindestens ein sichtbares Zeichen enthalten.');
      expect(await count(DealerProfile)).toBe(0);
    });

    it('fields trimmed as usual lose invisible characters at their ends: an invisible-only one counts as empty', async () => {
      expectRefusal(await send('POST', '/api/admin/categories', admin, { name: '\u200b\ufeff\u200b' }), 400, 'VALIDATION_FAILED', 'Bitte geben Sie einen Kategorienamen ein.');
      expect(await count(Category)).toBe(0);
      const trimmed = await send('POST', '/api/admin/categories', admin, { name: '\u200b Ketten\u2060', description: '\u200b' });
      expect(trimmed.statusCode).toBe(201);
      expect(trimmed.json()).toMatchObject({ name: 'Ketten', description: null });
      const joined = await send('POST', '/api/admin/categories', admin, { name: 'Rad\u200dwerk 👨‍👩‍👧' });
      expect(joined.statusCode).toBe(201);
      expect(joined.json().name).toBe('Rad\u200dwerk 👨‍👩‍👧');
    });

    it('required texts (RequiredText): whitespace or invisible characters alone are refused with one message, invisible ones do not count towards the minimum', async () => {
      const dealer = await dealerSession();
      expectRefusal(await send('POST', '/api/tickets', dealer.auth, ticketInput({ subject: '\u200b\u200b\u200b' })), 400, 'VALIDATION_FAILED', 'Bitte geben Sie einen Betreff ein.');
      expectRefusal(await send('POST', '/api/tickets', dealer.auth, ticketInput({ subject: 'ab\u200b' })), 400, 'VALIDATION_FAILED', 'Der Betreff muss mindestens 3 Zeichen lang sein.');
      expect(await t.dataSource.query('SELECT 1 FROM tickets')).toEqual([]);
      // the news content is not trimmed: whitespace alone was accepted, and so were invisible characters
      const news = (content: string) => send('POST', '/api/admin/news', admin, { title: 'Neues', content, isPublished: false });
      expectRefusal(await news('   '), 400, 'VALIDATION_FAILED', 'Bitte geben Sie einen Inhalt ein.');
      const invisible = await news('\u200b\n\u2060');
      expectRefusal(invisible, 400, 'VALIDATION_FAILED', 'Der Inhalt muss mindestens ein sichtbares Zeichen enthalten.');
      expect(invisible.json().errors).toHaveLength(1);
      expect(await t.dataSource.query('SELECT 1 FROM news')).toEqual([]);
      const ticket = await send('POST', '/api/tickets', dealer.auth, ticketInput({ subject: 'Öl 🚲' }));
      expect(ticket.statusCode).toBe(201);
    });

    it('a multi-line field takes U+2028 and U+2029 as the line breaks they are', async () => {
      const dealer = await dealerSession(false);
      const response = await send('POST', `/api/admin/dealers/${dealer.profile.id}/reject`, admin, { reason: 'Es fehlen:\u2028- Gewerbeanmeldung\u2029Danke' });
      expect(response.statusCode).toBe(200);
      expect(response.json().rejectionReason).toBe('Es fehlen:\u2028- Gewerbeanmeldung\u2029Danke');
    });

    it('a checkout with a line separator or an invisible city places no order', async () => {
      const dealer = await dealerSession();
      const chain = await makeProduct(t.dataSource, { stockQuantity: 10 });
      await addToCart(t.app, { auth: dealer.auth } as never, chain.id, 1);
      expectRefusal(await placeOrder(t.app, { auth: dealer.auth } as never, checkoutBody({}, { city: 'Bremen\u2028Nord' })), 400, 'VALIDATION_FAILED', 'Der Ort enthält unzulässige Zeichen.');
      const invisible = await placeOrder(t.app, { auth: dealer.auth } as never, checkoutBody({}, { city: '\u200b\u200c' }));
      expectRefusal(invisible, 400, 'VALIDATION_FAILED', 'Bitte geben Sie den Ort ein.');
      expect(await count(Order)).toBe(0);
    });
  });
});
