export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __S3__?: { close(): Promise<void> } }).__S3__?.close();
  const maildev = (globalThis as { __MAILDEV__?: { close(callback: () => void): void } }).__MAILDEV__;
  if (maildev) await new Promise<void>((resolve) => maildev.close(() => resolve()));
}
