import { AddressInfo, connect } from 'net';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { MfaFactor } from '../../src/modules/auth/entities/mfa-factor.entity';
import { Category } from '../../src/modules/catalogue/entities/category.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { DealerDocument } from '../../src/modules/dealers/entities/dealer-document.entity';
import { DealerProfile } from '../../src/modules/dealers/entities/dealer-profile.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { emptyDocumentBucket, listDocumentObjects, requestedMails, samplePdf, uniqueEmail } from '../support/accounts';
import { makeDealer, signedInAdmin, signIn, signUpForm } from '../support/factories';
import { multipartBody, MultipartPart } from '../support/multipart';
import { startTestApp, TestApp } from '../support/test-app';
import { JPEG_2PX, makeCategory, makeProduct, PNG_1PX, WEBP_2PX, WEBP_LOSSLESS_2PX } from './catalogue.fixtures';
import { cardVariantKeys } from '../../src/common/storage/product-image-variants';

/**
 * Bad input of every kind gets a 4xx with a German message and writes nothing (issue 9): control characters
 * and absurd lengths in text, integers beyond PostgreSQL `integer`, bodies that are not a JSON object or not
 * JSON at all, malformed uploads and files that only pretend to be PDFs or images.
 */
describe('input hardening: bad input is refused in German and changes nothing', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await emptyDocumentBucket(t);
    admin = (await signedInAdmin(t.app, t.dataSource)).auth;
  });

  const NUL = '\u0000';
  const INT_OVER = 2147483648;
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const send = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  /** A JSON body written by hand, for literals JSON.stringify cannot produce (1e20) and for non-objects. */
  const sendRaw = (method: Method, url: string, headers: Record<string, string>, body: string, contentType = 'application/json') =>
    t.app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload: body });
  const count = (entity: new () => object) => t.dataSource.getRepository(entity).count();
  const looksEnglish = (text: string) => /\b(must|should|property|unsupported|media type|expected|string|number)\b/i.test(text);

  function expectGermanRefusal(response: { statusCode: number; json(): Record<string, unknown> }, status: number, message?: string | RegExp) {
    expect(response.statusCode).toBe(status);
    const body = response.json() as { message: string; errors?: { message: string }[] };
    if (typeof message === 'string') expect(body.message).toBe(message);
    if (message instanceof RegExp) expect(body.message).toMatch(message);
    expect(looksEnglish(body.message)).toBe(false);
    for (const error of body.errors ?? []) expect(looksEnglish(error.message)).toBe(false);
  }

  const dealerSession = async () => {
    const email = uniqueEmail();
    const dealer = await makeDealer(t.dataSource, { email });
    return { ...dealer, auth: (await signIn(t.app, email)).auth };
  };
  const validProduct = { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '19.95', retailPrice: '39.90' };

  describe('text fields refuse control characters and absurd lengths, naming the field', () => {
    it.each([
      ['companyName', `Rad${NUL}laden GmbH`, 'Der Firmenname darf keine Steuerzeichen enthalten.'],
      ['contactPerson', `Erika${NUL}Muster`, 'Der Name des Ansprechpartners darf keine Steuerzeichen enthalten.'],
      ['address', `Hafenstraße 5${NUL}`, 'Die Adresse darf keine Steuerzeichen enthalten.'],
      ['city', 'Bre\u0007men', 'Der Ort darf keine Steuerzeichen enthalten.'],
      ['city', 'Bremen\nNord', 'Der Ort darf keine Steuerzeichen enthalten.'],
      ['companyName', 'Radhaus \u202eHbmG', 'Der Firmenname darf keine Steuerzeichen enthalten.'],
      ['contactPerson', 'Erika \u2067Muster\u2069', 'Der Name des Ansprechpartners darf keine Steuerzeichen enthalten.'],
      ['password', `Kettenblatt-42${NUL}`, 'Das Passwort darf keine Steuerzeichen enthalten.'],
      ['companyName', 'x'.repeat(201), 'Der Firmenname darf höchstens 200 Zeichen lang sein.'],
      ['city', 'x'.repeat(100_000), 'Der Ort darf höchstens 100 Zeichen lang sein.'],
      ['email', `haendler${NUL}@example.com`, /E-Mail-Adresse/],
      ['phone', `0421${NUL}123456`, /Telefonnummer/],
      ['postalCode', `28${NUL}95`, /Postleitzahl/],
      ['ustId', `DE811569869${NUL}`, /USt-ID/],
    ])('sign-up: %s', async (field, value, message) => {
      const response = await send('POST', '/api/auth/sign-up', {}, signUpForm({ [field]: value }));
      expectGermanRefusal(response, 400, message);
      expect(await count(User)).toBe(1); // the administrator only
      expect(await count(DealerProfile)).toBe(0);
      expect(await requestedMails(t)).toBe(0);
    });

    it('profile PATCH: NUL, a line break in a one-line field and an overlong value leave the profile as it was', async () => {
      const dealer = await dealerSession();
      for (const [body, message] of [
        [{ companyName: `Neu${NUL}` }, 'Der Firmenname darf keine Steuerzeichen enthalten.'],
        [{ contactPerson: 'Erika\tMuster' }, 'Der Name des Ansprechpartners darf keine Steuerzeichen enthalten.'],
        [{ address: 'Weg 1\nHinterhaus' }, 'Die Adresse darf keine Steuerzeichen enthalten.'],
        [{ city: 'x'.repeat(101) }, 'Der Ort darf höchstens 100 Zeichen lang sein.'],
        [{ taxNumber: `60/123${NUL}/45678` }, /Steuernummer/],
      ] as const) {
        expectGermanRefusal(await send('PATCH', '/api/dealers/me', dealer.auth, body), 400, message);
      }
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({
        companyName: dealer.profile.companyName,
        contactPerson: dealer.profile.contactPerson,
        address: dealer.profile.address,
        city: dealer.profile.city,
        taxNumber: null,
      });
    });

    it('admin reject: NUL and overlong reasons are refused; a reason over several lines with a tab is fine', async () => {
      const dealer = await dealerSession();
      const url = `/api/admin/dealers/${dealer.profile.id}/reject`;
      expectGermanRefusal(await send('POST', url, admin, { reason: `Fehlt${NUL}` }), 400, 'Der Grund darf keine Steuerzeichen enthalten.');
      expectGermanRefusal(await send('POST', url, admin, { reason: `Fehlt\u001b[31m` }), 400, 'Der Grund darf keine Steuerzeichen enthalten.');
      expectGermanRefusal(await send('POST', url, admin, { reason: 'Fehlt:\n\u202eegaldnaH' }), 400, 'Der Grund darf keine Steuerzeichen enthalten.');
      expectGermanRefusal(await send('POST', url, admin, { reason: 'x'.repeat(1001) }), 400, 'Der Grund darf höchstens 1.000 Zeichen lang sein.');
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ rejectedAt: null });
      expect(await count(AdminAction)).toBe(0);
      expect(await requestedMails(t)).toBe(0);

      const accepted = await send('POST', url, admin, { reason: 'Es fehlen:\r\n\t- Gewerbeanmeldung\n\t- Handelsregisterauszug' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().rejectionReason).toBe('Es fehlen:\r\n\t- Gewerbeanmeldung\n\t- Handelsregisterauszug');
    });

    it('MFA enrol: a factor name with NUL or a line break is refused and no factor is stored', async () => {
      const dealer = await dealerSession();
      for (const friendlyName of [`Handy${NUL}`, 'Handy\nvon Erika']) {
        const response = await send('POST', '/api/auth/mfa/factors', dealer.auth, { factorType: 'totp', friendlyName });
        expectGermanRefusal(response, 400, 'Der Name darf keine Steuerzeichen enthalten.');
      }
      expectGermanRefusal(
        await send('POST', '/api/auth/mfa/factors', dealer.auth, { factorType: 'totp', friendlyName: 'x'.repeat(101) }),
        400,
        'Der Name darf höchstens 100 Zeichen lang sein.',
      );
      expect(await count(MfaFactor)).toBe(0);
    });

    it.each([
      [{ name: `Kette${NUL}` }, 'Der Produktname darf keine Steuerzeichen enthalten.'],
      [{ sku: `KMC${NUL}X11` }, 'Die Artikelnummer darf keine Steuerzeichen enthalten.'],
      [{ description: `Zeile 1\nZeile 2${NUL}` }, 'Die Beschreibung darf keine Steuerzeichen enthalten.'],
      [{ description: 'x'.repeat(10_001) }, 'Die Beschreibung darf höchstens 10.000 Zeichen lang sein.'],
      [{ eanCode: `4006${NUL}` }, 'Der EAN-Code darf keine Steuerzeichen enthalten.'],
      [{ specifications: { gtin: `4006${NUL}` } }, 'Die GTIN darf keine Steuerzeichen enthalten.'],
      [{ specifications: { han: `CN-${NUL}` } }, 'Die Herstellerartikelnummer darf keine Steuerzeichen enthalten.'],
      [{ imageUrls: [`https://example.com/a${NUL}.jpg`] }, /Bildadresse/],
      [{ weight: `0.25${NUL}` }, /Gewicht/],
      [{ basePrice: `1.00${NUL}` }, /Grundpreis/],
    ])('product create and update: %#', async (patch, message) => {
      expectGermanRefusal(await send('POST', '/api/admin/products', admin, { ...validProduct, ...patch }), 400, message);
      expect(await count(Product)).toBe(0);

      const product = await makeProduct(t.dataSource, { name: 'Alt', sku: 'ALT-1' });
      expectGermanRefusal(await send('PUT', `/api/admin/products/${product.id}`, admin, { ...validProduct, sku: 'ALT-1', ...patch }), 400, message);
      expect(await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).toMatchObject({ name: 'Alt', description: null });
      expect(await count(AdminAction)).toBe(0);
    });

    it('category create and update: NUL in name or description', async () => {
      for (const [body, message] of [
        [{ name: `Ketten${NUL}` }, 'Der Kategoriename darf keine Steuerzeichen enthalten.'],
        [{ name: 'Ketten', description: `Alles${NUL}` }, 'Die Beschreibung darf keine Steuerzeichen enthalten.'],
      ] as const) {
        expectGermanRefusal(await send('POST', '/api/admin/categories', admin, body), 400, message);
        expect(await count(Category)).toBe(0);
        const category = await makeCategory(t.dataSource, { name: 'Bremsen' });
        expectGermanRefusal(await send('PUT', `/api/admin/categories/${category.id}`, admin, body), 400, message);
        expect(await t.dataSource.getRepository(Category).findOneByOrFail({ id: category.id })).toMatchObject({ name: 'Bremsen', description: null });
        await t.dataSource.getRepository(Category).delete({ id: category.id });
      }
    });

    it('search: NUL in the search term and a repeated parameter are refused in German', async () => {
      for (const url of ['/api/catalogue/products?q=a%00b', '/api/admin/products?q=a%00b']) {
        expectGermanRefusal(await send('GET', url, admin), 400, 'Der Suchbegriff darf keine Steuerzeichen enthalten.');
      }
      expectGermanRefusal(await send('GET', '/api/catalogue/products?q=a&q=b', {}), 400, 'Der Suchbegriff muss ein einzelner Text sein.');
    });
  });

  describe('integers stay within PostgreSQL integer and must be real integers', () => {
    const STOCK = 'Der Lagerbestand muss eine ganze Zahl von 0 bis 2.147.483.647 sein.';
    const MIN_STOCK = 'Der Mindestbestand muss eine ganze Zahl von 0 bis 2.147.483.647 sein.';
    const SORT = 'Die Sortierung muss eine ganze Zahl von 0 bis 2.147.483.647 sein.';
    const DISCOUNT = 'Der Rabatt muss eine ganze Zahl zwischen 0 und 50 sein.';
    const json = (object: object, field: string, literal: string) => JSON.stringify({ ...object, [field]: '__X__' }).replace('"__X__"', literal);

    it.each([
      ['stockQuantity', String(INT_OVER), STOCK],
      ['stockQuantity', '1e20', STOCK],
      ['stockQuantity', '1.5', STOCK],
      ['stockQuantity', '"12"', STOCK],
      ['stockQuantity', 'true', STOCK],
      ['minStockLevel', String(INT_OVER), MIN_STOCK],
      ['minStockLevel', '-2147483649', MIN_STOCK],
    ])('product %s = %s', async (field, literal, message) => {
      expectGermanRefusal(await sendRaw('POST', '/api/admin/products', admin, json(validProduct, field, literal)), 400, message);
      expect(await count(Product)).toBe(0);
      const product = await makeProduct(t.dataSource, { sku: 'ALT-1', stockQuantity: 5, minStockLevel: 1 });
      const update = await sendRaw('PUT', `/api/admin/products/${product.id}`, admin, json({ ...validProduct, sku: 'ALT-1' }, field, literal));
      expectGermanRefusal(update, 400, message);
      expect(await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).toMatchObject({ stockQuantity: 5, minStockLevel: 1 });
    });

    it('accepts the largest stock PostgreSQL can hold', async () => {
      const response = await send('POST', '/api/admin/products', admin, { ...validProduct, stockQuantity: 2147483647 });
      expect(response.statusCode).toBe(201);
      expect(response.json().stockQuantity).toBe(2147483647);
    });

    it.each([String(INT_OVER), '1e20', '"3"', 'false'])('category sortOrder = %s', async (literal) => {
      expectGermanRefusal(await sendRaw('POST', '/api/admin/categories', admin, json({ name: 'Ketten' }, 'sortOrder', literal)), 400, SORT);
      expect(await count(Category)).toBe(0);
      const category = await makeCategory(t.dataSource, { name: 'Bremsen', sortOrder: 3 });
      expectGermanRefusal(await sendRaw('PUT', `/api/admin/categories/${category.id}`, admin, json({ name: 'Bremsen' }, 'sortOrder', literal)), 400, SORT);
      expect(await t.dataSource.getRepository(Category).findOneByOrFail({ id: category.id })).toMatchObject({ sortOrder: 3 });
    });

    it('discount: true, "10" and 1e20 are not numbers to guess from; the dealer stays as he was', async () => {
      const dealer = await dealerSession();
      for (const literal of ['true', '"10"', '1e20', String(INT_OVER)]) {
        const approve = await sendRaw('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin, json({}, 'discountLevel', literal));
        expectGermanRefusal(approve, 400, DISCOUNT);
        const update = await sendRaw('PATCH', `/api/admin/dealers/${dealer.profile.id}`, admin, json({}, 'discountLevel', literal));
        expectGermanRefusal(update, 400, DISCOUNT);
      }
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({
        isApproved: false,
        discountLevel: 0,
      });
      expect(await count(AdminAction)).toBe(0);
    });

    it('query numbers convert only from plain digits', async () => {
      for (const page of ['1e3', '0x10', '1.5', ' 2', '99999999999']) {
        expectGermanRefusal(await send('GET', `/api/catalogue/products?page=${encodeURIComponent(page)}`, {}), 400, 'Die Seite muss eine ganze Zahl ab 1 sein.');
      }
      expect((await send('GET', '/api/catalogue/products?page=2&pageSize=10', {})).statusCode).toBe(200);
    });
  });

  describe('bodies: a JSON object, and JSON only', () => {
    const NOT_AN_OBJECT = 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.';
    const NOT_JSON = 'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie die Daten als JSON.';

    it.each(['[]', '"str"', 'null', '42', 'true', '[{"discountLevel":10}]'])('approve with %s is refused and approves nobody', async (body) => {
      const dealer = await dealerSession();
      const response = await sendRaw('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin, body);
      expectGermanRefusal(response, 400, NOT_AN_OBJECT);
      expect(response.json().code).toBe('BODY_NOT_OBJECT');
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ isApproved: false });
      expect(await count(AdminAction)).toBe(0);
    });

    it('sign-up with a JSON array creates nobody', async () => {
      expectGermanRefusal(await sendRaw('POST', '/api/auth/sign-up', {}, JSON.stringify([signUpForm()])), 400, NOT_AN_OBJECT);
      expect(await count(DealerProfile)).toBe(0);
    });

    it.each([
      ['application/x-www-form-urlencoded', 'discountLevel=10'],
      ['text/plain', '{"discountLevel":10}'],
      ['application/xml', '<discountLevel>10</discountLevel>'],
    ])('approve sent as %s gets 415 in German', async (contentType, body) => {
      const dealer = await dealerSession();
      const response = await sendRaw('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin, body, contentType);
      expectGermanRefusal(response, 415, NOT_JSON);
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ isApproved: false });
    });

    it('a multipart body on a JSON route gets 415 and changes nothing', async () => {
      const dealer = await dealerSession();
      const form = multipartBody([{ field: 'discountLevel', value: '10' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/dealers/${dealer.profile.id}/approve`,
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
      expectGermanRefusal(response, 415, NOT_JSON);
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({ isApproved: false });
    });

    it('sign-in sent form-encoded is refused in German, not parsed', async () => {
      const response = await sendRaw('POST', '/api/auth/sign-in', {}, 'email=admin%40example.com&password=Fahrrad-2026', 'application/x-www-form-urlencoded');
      expectGermanRefusal(response, 415, NOT_JSON);
    });

    it('a request without a body still counts as an empty form', async () => {
      const dealer = await dealerSession();
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/dealers/${dealer.profile.id}/approve`, headers: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'approved' });
    });
  });

  describe('no English reaches the user', () => {
    it.each([
      [{ specifications: { gtin: 5 } }, 'Die GTIN muss ein Text sein.'],
      [{ specifications: 'groß' }, 'Die Spezifikationen sind ungültig.'],
      [{ specifications: [] }, 'Die Spezifikationen sind ungültig.'],
      [{ specifications: { farbe: 'rot' } }, 'Unbekanntes Feld: specifications.farbe'],
      [{ description: 42 }, 'Die Beschreibung muss ein Text sein.'],
      [{ isActive: 'ja' }, 'Aktiv muss ja oder nein sein.'],
      [{ imageUrls: 'https://example.com/a.jpg' }, 'Die Bildliste ist ungültig.'],
    ])('product %j', async (patch, message) => {
      expectGermanRefusal(await send('POST', '/api/admin/products', admin, { ...validProduct, ...patch }), 400, message);
    });

    it('every message of a body that is wrong everywhere is German', async () => {
      const response = await send('POST', '/api/admin/products', admin, {
        name: 1, sku: [], description: {}, eanCode: 2, adminCostPrice: true, basePrice: {}, retailPrice: [], stockQuantity: 'x',
        minStockLevel: {}, weight: 3, specifications: 4, categoryId: 5, imageUrls: [6], specialPrice: 7, specialPriceStart: 8,
        specialPriceEnd: 9, isActive: 10,
      });
      expectGermanRefusal(response, 400);
      expect((response.json().errors as unknown[]).length).toBeGreaterThan(10);
    });

    it('a malformed id in the path is answered in German', async () => {
      expectGermanRefusal(await send('GET', '/api/admin/products/keine-uuid', admin), 400);
    });
  });

  describe('uploads: exactly one complete file in field "file", well-formed', () => {
    const uploadDocument = (auth: Record<string, string>, parts: MultipartPart[], cut?: number) => {
      const form = multipartBody(parts);
      const payload = cut === undefined ? form.payload : form.payload.subarray(0, cut);
      return t.app.inject({ method: 'PUT', url: '/api/dealers/me/documents/business-registration', headers: { ...auth, ...form.headers }, payload });
    };
    const pdfPart = (content = samplePdf(), field = 'file'): MultipartPart => ({ field, fileName: 'gewerbe.pdf', content, contentType: 'application/pdf' });
    const nothingStored = async () => {
      expect(await listDocumentObjects(t)).toEqual([]);
      expect(await count(DealerDocument)).toBe(0);
      expect(await requestedMails(t)).toBe(0);
    };

    it('a truncated body is refused with 400 and stores nothing', async () => {
      const dealer = await dealerSession();
      const pdf = samplePdf('abgeschnitten', 200_000);
      const whole = multipartBody([pdfPart(pdf)]).payload.length;
      for (const cut of [Math.floor(whole / 2), whole - 20, 60]) {
        const response = await uploadDocument(dealer.auth, [pdfPart(pdf)], cut);
        expectGermanRefusal(response, 400);
        expect(['UPLOAD_INCOMPLETE', 'FILE_MISSING']).toContain(response.json().code);
      }
      const half = await uploadDocument(dealer.auth, [pdfPart(pdf)], Math.floor(whole / 2));
      expectGermanRefusal(half, 400, 'Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie erneut hoch.');
      await nothingStored();
    });

    it('over a real connection: a body cut short or abandoned gets a German 400, nothing is stored', async () => {
      const dealer = await dealerSession();
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const form = multipartBody([pdfPart(samplePdf('abgebrochen', 300_000))]);
      const half = form.payload.subarray(0, Math.floor(form.payload.length / 2));
      /** Sends the head and half the body; `declared` is the Content-Length the client promised. */
      const sendHalf = (declared: number, closeWriting: boolean) =>
        new Promise<{ status: number; body: { code: string; message: string } }>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write(
              `PUT /api/dealers/me/documents/business-registration HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${dealer.auth.authorization}\r\n` +
                `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${declared}\r\nConnection: close\r\n\r\n`,
            );
            socket.write(half);
            if (closeWriting) socket.end();
          });
          const chunks: Buffer[] = [];
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.on('error', reject);
          socket.on('close', () => {
            const answer = Buffer.concat(chunks).toString('utf8');
            const bodyStart = answer.indexOf('\r\n\r\n') + 4;
            resolve({ status: Number(answer.split(' ')[1]), body: JSON.parse(answer.slice(bodyStart)) });
          });
        });
      const cut = await sendHalf(half.length, false);
      expect(cut).toMatchObject({ status: 400, body: { code: 'UPLOAD_INCOMPLETE', message: 'Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie erneut hoch.' } });
      const abandoned = await sendHalf(form.payload.length, true);
      expect(abandoned.status).toBe(400);
      expect(abandoned.body.message).toBe('Die Anfrage ist unvollständig oder fehlerhaft. Bitte versuchen Sie es erneut.');
      await nothingStored();
    });

    it('a file under another field name, a second file and extra fields are refused', async () => {
      const dealer = await dealerSession();
      expectGermanRefusal(await uploadDocument(dealer.auth, [pdfPart(samplePdf(), 'document')]), 400, 'Bitte senden Sie die Datei im Feld „file“.');
      expectGermanRefusal(await uploadDocument(dealer.auth, [pdfPart(), pdfPart(samplePdf('zwei'))]), 400, 'Bitte laden Sie genau eine Datei hoch.');
      expectGermanRefusal(
        await uploadDocument(dealer.auth, [{ field: 'kind', value: 'trade-register' }, pdfPart()]),
        400,
        'Bitte senden Sie die Datei im Feld „file“.',
      );
      expectGermanRefusal(await uploadDocument(dealer.auth, [pdfPart(), { field: 'note', value: 'x' }]), 400, 'Bitte senden Sie die Datei im Feld „file“.');
      for (const body of [
        await uploadDocument(dealer.auth, [pdfPart(samplePdf(), 'document')]),
        await uploadDocument(dealer.auth, [pdfPart(), pdfPart(samplePdf('zwei'))]),
      ]) {
        expect(body.json().code).toBe('UPLOAD_INVALID');
      }
      await nothingStored();
    });

    it('a PDF header without the %%EOF trailer is not a PDF', async () => {
      const dealer = await dealerSession();
      const fake = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
      expectGermanRefusal(await uploadDocument(dealer.auth, [pdfPart(fake)]), 415, 'Ungültiger Dateityp: Bitte laden Sie eine PDF-Datei hoch.');
      await nothingStored();
      expect((await uploadDocument(dealer.auth, [pdfPart()])).statusCode).toBe(200);
    });

    describe('product images', () => {
      const uploadImage = (productId: string, parts: MultipartPart[]) => {
        const form = multipartBody(parts);
        return t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, headers: { ...admin, ...form.headers }, payload: form.payload });
      };
      const imagePart = (content: Buffer, fileName = 'bild.jpg'): MultipartPart => ({ field: 'file', fileName, content, contentType: 'image/jpeg' });
      const storedImages = async (productId: string) => {
        const names: string[] = [];
        const stream = t.storage.client.listObjectsV2(t.storage.bucketName('productImages'), `products/${productId}/`, true);
        for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) names.push(item.name);
        return names;
      };
      const withCrcBroken = (png: Buffer) => {
        const copy = Buffer.from(png);
        copy[copy.length - 20] ^= 0xff; // a byte of the IDAT data: its CRC no longer matches
        return copy;
      };
      const webpWithSize = (webp: Buffer, size: number) => {
        const copy = Buffer.from(webp);
        copy.writeUInt32LE(size, 4);
        return copy;
      };

      it.each([
        ['a JPEG header followed by HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')])],
        ['a JPEG without its end marker', JPEG_2PX.subarray(0, JPEG_2PX.length - 2)],
        ['a JPEG with HTML after its end marker', Buffer.concat([JPEG_2PX, Buffer.from('<html><script>alert(1)</script></html>')])],
        ['a PNG with a broken checksum', withCrcBroken(PNG_1PX)],
        ['a PNG with HTML after IEND', Buffer.concat([PNG_1PX, Buffer.from('<html></html>')])],
        ['a PNG cut short', PNG_1PX.subarray(0, 40)],
        ['a WEBP whose RIFF size is wrong', webpWithSize(WEBP_2PX, 4000)],
        ['a WEBP header with nothing behind', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)])],
      ])('refuses %s with 415 and stores nothing', async (_label, content) => {
        const product = await makeProduct(t.dataSource);
        expectGermanRefusal(await uploadImage(product.id, [imagePart(content)]), 415, 'Bitte laden Sie nur Bilddateien hoch.');
        expect(await storedImages(product.id)).toEqual([]);
        expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).imageUrls).toEqual([]);
      });

      it('refuses two images in one request and stores neither', async () => {
        const product = await makeProduct(t.dataSource);
        expectGermanRefusal(await uploadImage(product.id, [imagePart(JPEG_2PX), imagePart(PNG_1PX, 'b.png')]), 400, 'Bitte laden Sie genau eine Datei hoch.');
        expect(await storedImages(product.id)).toEqual([]);
      });

      it.each([
        ['JPEG', JPEG_2PX, /\.jpg$/],
        ['PNG', PNG_1PX, /\.png$/],
        ['WEBP (lossy)', WEBP_2PX, /\.webp$/],
        ['WEBP (lossless)', WEBP_LOSSLESS_2PX, /\.webp$/],
      ])('accepts a real %s', async (_label, content, extension) => {
        const product = await makeProduct(t.dataSource);
        const response = await uploadImage(product.id, [imagePart(content)]);
        expect(response.statusCode).toBe(201);
        expect(response.json().imageUrls[0]).toMatch(extension);
        const key = (response.json().imageUrls[0] as string).split(`/${t.storage.bucketName('productImages')}/`)[1];
        // the upload and its card-size variants, nothing else
        expect((await storedImages(product.id)).sort()).toEqual([key, ...cardVariantKeys(key)].sort());
      });
    });
  });
});
