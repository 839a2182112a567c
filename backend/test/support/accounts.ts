import { randomUUID } from 'crypto';
import { multipartBody } from './multipart';
import { TestApp } from './test-app';

/** Helpers for the account, dealer and MFA tests: mail through MailDev, bucket listing, sample files. */

export const mailOverrides = (): Record<string, string> => ({ SMTP_URL: process.env.TEST_SMTP_URL ?? '' });

/** Addresses are unique per test: the two jest workers share one MailDev. */
export const uniqueEmail = (prefix = 'haendler') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** E-mails requested by committed changes (outbox messages of 'mail.send'), whether already sent or not. */
export async function requestedMails(t: TestApp): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM outbox_messages WHERE job_name = 'mail.send'`);
  return count;
}

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${process.env.TEST_MAILDEV_URL}/email`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until `count` mails (matching the subject, if given) reached the address. */
export async function waitForMails(address: string, subject?: string | RegExp, count = 1, timeoutMs = 10_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((mail) =>
      subject === undefined ? true : typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
    );
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Keine Mail ${subject ?? ''} an ${address} nach ${timeoutMs} ms (${mails.length} da)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const waitForMail = async (address: string, subject?: string | RegExp) => (await waitForMails(address, subject)).at(-1)!;

/** The token of the first link to `path` in the mail's text. */
export function tokenFromLink(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`Kein Link auf ${path} in „${mail.subject}“:\n${mail.text}`);
  return match[1];
}

export async function listDocumentObjects(t: TestApp): Promise<string[]> {
  const bucket = t.storage.bucketName('dealerDocuments');
  const names: string[] = [];
  const stream = t.storage.client.listObjectsV2(bucket, '', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) names.push(item.name);
  return names.sort();
}

export async function emptyDocumentBucket(t: TestApp): Promise<void> {
  for (const name of await listDocumentObjects(t)) await t.storage.removeObject('dealerDocuments', name);
}

/** A small but well-formed PDF (header and %%EOF trailer); `padTo` pads it inside, so the trailer stays at the end. */
export function samplePdf(label = 'Gewerbeanmeldung', padTo = 0): Buffer {
  const head = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\n`);
  const tail = Buffer.from('%%EOF\n');
  const padding = Math.max(0, padTo - head.length - tail.length);
  return Buffer.concat([head, Buffer.alloc(padding, 0x20), tail]);
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(file: Buffer, fileName: string, contentType = 'application/pdf', field = 'file') {
  return multipartBody([{ field, fileName, content: file, contentType }]);
}
