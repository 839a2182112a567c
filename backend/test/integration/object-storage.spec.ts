import { Client } from 'minio';
import { startTestApp, TestApp } from '../support/test-app';

/** The local S3 stand-in behaves like MinIO: credentials required, documents private, product images public. */
describe('object storage: private documents, public product images', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const endpoint = () => t.env.S3_ENDPOINT;
  const documents = () => t.storage.bucketName('dealerDocuments');
  const images = () => t.storage.bucketName('productImages');
  const clientWith = (accessKey: string, secretKey: string) => {
    const url = new URL(endpoint());
    return new Client({ endPoint: url.hostname, port: Number(url.port), useSSL: false, accessKey, secretKey, pathStyle: true, region: t.env.S3_REGION });
  };

  beforeAll(async () => {
    await t.storage.putObject('dealerDocuments', 'profil-1/gewerbeanmeldung.pdf', Buffer.from('%PDF-1.4 Gewerbeanmeldung'), 'application/pdf');
    await t.storage.putObject('productImages', 'bild-1.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
  });

  it('refuses anonymous reads and listings of the document bucket', async () => {
    for (const url of [`${endpoint()}/${documents()}/profil-1/gewerbeanmeldung.pdf`, `${endpoint()}/${documents()}`, `${endpoint()}/`]) {
      const answer = await fetch(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
      expect(await answer.text()).toContain('<Code>AccessDenied</Code>');
    }
    const head = await fetch(`${endpoint()}/${documents()}/profil-1/gewerbeanmeldung.pdf`, { method: 'HEAD' });
    expect(head.status).toBe(403);
  });

  it('serves product images to anyone, but neither lists nor accepts anonymous writes there', async () => {
    const image = await fetch(t.storage.publicUrl('bild-1.webp'));
    expect(image.status).toBe(200);
    expect(await image.text()).toBe('RIFF....WEBP');
    expect((await fetch(`${endpoint()}/${images()}`)).status).toBe(403);
    const put = await fetch(`${endpoint()}/${images()}/fremd.html`, { method: 'PUT', body: '<script>alert(1)</script>' });
    expect(put.status).toBe(403);
    expect(await t.storage.objectExists('productImages', 'fremd.html')).toBe(false);
  });

  it('refuses the s3rver default keys and a wrong secret', async () => {
    await expect(clientWith('S3RVER', 'S3RVER').getObject(documents(), 'profil-1/gewerbeanmeldung.pdf')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    await expect(clientWith(t.env.S3_ACCESS_KEY, 'falsch').getObject(documents(), 'profil-1/gewerbeanmeldung.pdf')).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    await expect(clientWith(t.env.S3_ACCESS_KEY, 'falsch').listBuckets()).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('lets a presigned link read a document until it expires, and not once it is altered', async () => {
    const link = await t.storage.presignedDownloadUrl('dealerDocuments', 'profil-1/gewerbeanmeldung.pdf', 'Gewerbeanmeldung.pdf');
    const answer = await fetch(link);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('inline; filename="Gewerbeanmeldung.pdf"');
    expect(await answer.text()).toBe('%PDF-1.4 Gewerbeanmeldung');

    const otherObject = link.replace('gewerbeanmeldung.pdf', 'andere.pdf');
    expect((await fetch(otherObject)).status).toBe(403);
    const longer = link.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800');
    expect((await fetch(longer)).status).toBe(403);
    const expired = await t.storage.presignedDownloadUrl('dealerDocuments', 'profil-1/gewerbeanmeldung.pdf', 'x.pdf', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(expired)).status).toBe(403);
  });

  it('answers after the process was busy for longer than the server keeps an idle connection open', async () => {
    // several kept-alive connections in the pool, as after the seed's parallel checks
    await Promise.all(Array.from({ length: 4 }, (_, index) => t.storage.objectExists('productImages', `fehlt-${index}.webp`)));
    const until = Date.now() + 6_500;
    while (Date.now() < until); // the event loop blocked, as by a PDF rendered or image variants encoded
    await t.storage.putObject('productImages', 'nach-pause.webp', Buffer.from('RIFF..pause'), 'image/webp');
    expect(await t.storage.objectExists('productImages', 'nach-pause.webp')).toBe(true);
    expect((await t.storage.getObjectBuffer('productImages', 'nach-pause.webp')).toString()).toBe('RIFF..pause');
    await t.storage.removeObject('productImages', 'nach-pause.webp');
    expect(await t.storage.objectExists('productImages', 'nach-pause.webp')).toBe(false);
  }, 30_000);
});
