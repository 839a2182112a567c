import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { fetchImage, IMAGE_FETCH_DEFAULTS, isForbiddenAddress } from './safe-image-fetch';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe('safe image download for the migration (SSRF)', () => {
  let server: Server;
  let base: string;
  const allowed = { ...IMAGE_FETCH_DEFAULTS, allowLoopback: true };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      if (path === '/bild.png') return response.end(PNG);
      if (path === '/getarnt.txt') return response.writeHead(200, { 'content-type': 'text/plain' }).end(JPEG);
      if (path === '/seite.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('<html>kein Bild</html>');
      if (path === '/gross.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(JPEG);
        return response.end(Buffer.alloc(5 * 1024 * 1024));
      }
      if (path === '/weiter') return response.writeHead(302, { location: '/bild.png' }).end();
      if (path === '/weiter-intern') return response.writeHead(302, { location: 'http://10.1.2.3/bild.png' }).end();
      if (path === '/kreis') return response.writeHead(302, { location: '/kreis' }).end();
      if (path === '/langsam.png') return; // never answers
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['10.0.0.1', true],
    ['172.16.5.4', true],
    ['192.168.178.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['224.0.0.1', true],
    ['93.184.215.14', false],
    ['2a00:1450:4001:82b::2003', false],
  ])('%s is forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address, false)).toBe(forbidden);
  });

  it('the test switch opens loopback only, never private networks', () => {
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('::1', true)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', true)).toBe(true);
  });

  it.each([
    ['ftp://example.com/bild.png', 'Nur http- und https-Adressen werden geladen.'],
    ['file:///etc/passwd', 'Nur http- und https-Adressen werden geladen.'],
    ['http://user:pass@example.com/bild.png', 'Adressen mit Zugangsdaten werden nicht geladen.'],
    ['kein link', 'Die Bildadresse ist ungültig.'],
    ['http://10.0.0.1/bild.png', 'Die Adresse zeigt in ein internes Netz; solche Ziele werden nicht geladen.'],
    ['http://169.254.169.254/latest/meta-data/', 'Die Adresse zeigt in ein internes Netz; solche Ziele werden nicht geladen.'],
    ['http://[fd00::1]/bild.png', 'Die Adresse zeigt in ein internes Netz; solche Ziele werden nicht geladen.'],
    ['http://bilder.invalid/x.png', 'Der Host „bilder.invalid“ wurde nicht gefunden.'],
  ])('refuses %s', async (url, message) => {
    await expect(fetchImage(url, allowed)).rejects.toThrow(message);
  });

  it('refuses loopback, by address, by name and in disguise, unless the test switch is on', async () => {
    const port = new URL(base).port;
    for (const url of [`${base}/bild.png`, `http://localhost:${port}/bild.png`, `http://2130706433:${port}/bild.png`, `http://[::ffff:7f00:1]:${port}/bild.png`]) {
      await expect(fetchImage(url, { ...allowed, allowLoopback: false })).rejects.toThrow('Die Adresse zeigt in ein internes Netz');
    }
    expect((await fetchImage(`${base}/bild.png`, allowed)).type).toBe('png');
  });

  it('follows redirects, checking every hop', async () => {
    expect((await fetchImage(`${base}/weiter`, allowed)).buffer).toEqual(PNG);
    await expect(fetchImage(`${base}/weiter-intern`, allowed)).rejects.toThrow('Die Adresse zeigt in ein internes Netz');
    await expect(fetchImage(`${base}/kreis`, allowed)).rejects.toThrow('Zu viele Weiterleitungen.');
  });

  it('decides the type by magic bytes, not by name or content type', async () => {
    expect((await fetchImage(`${base}/getarnt.txt`, allowed)).type).toBe('jpeg');
    await expect(fetchImage(`${base}/seite.png`, allowed)).rejects.toThrow('Die Datei ist kein JPEG-, PNG- oder WEBP-Bild.');
  });

  it('stops at 5 MB, at the time limit and on an error status', async () => {
    await expect(fetchImage(`${base}/gross.jpg`, allowed)).rejects.toThrow('Das Bild ist größer als 5 MB.');
    await expect(fetchImage(`${base}/langsam.png`, { ...allowed, timeoutMs: 300 })).rejects.toThrow('Zeitüberschreitung: Das Bild kam nicht innerhalb von 0.3 Sekunden.');
    await expect(fetchImage(`${base}/fehlt.png`, allowed)).rejects.toThrow('Der Server antwortete mit Status 404.');
  });
});
