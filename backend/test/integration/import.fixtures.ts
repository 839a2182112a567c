import * as iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { Role } from '../../src/common/auth/role';
import { BucketKind } from '../../src/common/storage/storage.service';
import { ImportJob } from '../../src/modules/import/entities/import-job.entity';
import { makeUser, signIn } from '../support/factories';
import { TestApp } from '../support/test-app';
import { multipart } from './catalogue.fixtures';

/** An administrator signed in over HTTP; returns the bearer header. */
export async function signInAdmin(t: TestApp, email = 'admin@example.com'): Promise<Record<string, string>> {
  await makeUser(t.dataSource, { email, roles: [Role.Admin] });
  return (await signIn(t.app, email)).auth;
}

/** CSV lines joined with CRLF (as Excel writes them), encoded as asked. */
export function csv(lines: string[], encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'iso-8859-1' | 'utf-16le' = 'utf-8'): Buffer {
  const text = lines.join('\r\n') + '\r\n';
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  if (encoding === 'utf-16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
  return iconv.encode(text, encoding);
}

export async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Preisliste');
  rows.forEach((row) => sheet.addRow(row));
  workbook.addWorksheet('Zweites Blatt').addRow(['nicht', 'gelesen']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function uploadFile(t: TestApp, admin: Record<string, string>, fileName: string, content: Buffer) {
  const body = multipart(fileName, content);
  return t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...admin, ...body.headers }, payload: body.payload });
}

/** Uploads and expects success; returns the import's detail. */
export async function upload(t: TestApp, admin: Record<string, string>, fileName: string, content: Buffer) {
  const response = await uploadFile(t, admin, fileName, content);
  if (response.statusCode !== 201) throw new Error(`Upload fehlgeschlagen: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function startImport(t: TestApp, admin: Record<string, string>, id: string, mapping: Record<string, string>, saveMappingAs?: string) {
  return t.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/start`, headers: admin, payload: { mapping, ...(saveMappingAs ? { saveMappingAs } : {}) } });
}

/** Polls the import row until its status is one of `statuses`. */
export async function waitForImport(t: TestApp, id: string, statuses: string[] = ['completed', 'failed', 'cancelled'], timeoutMs = 30_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id });
    if (statuses.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`Import ${id} steht nach ${timeoutMs} ms auf ${job.status} (${job.processedRows}/${job.totalRows})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function listObjects(t: TestApp, kind: BucketKind): Promise<string[]> {
  const names: string[] = [];
  const stream = t.storage.client.listObjectsV2(t.storage.bucketName(kind), '', true);
  for await (const item of stream) names.push((item as { name: string }).name);
  return names;
}

export async function emptyBucket(t: TestApp, kind: BucketKind): Promise<void> {
  // one by one: s3rver answers the multi-object delete with 500
  for (const name of await listObjects(t, kind)) await t.storage.removeObject(kind, name);
}
