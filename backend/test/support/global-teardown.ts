export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __S3__?: { close(): Promise<void> } }).__S3__?.close();
}
