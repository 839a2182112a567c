import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** Starts the s3rver stand-in for MinIO (S3 API over HTTP, data in `directory`). */
export async function startS3Server({ port, directory, silent = true }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent,
    allowMismatchedSignatures: true,
    configureBuckets: [],
  });
  const { port: boundPort } = await server.run();
  return { port: boundPort, endpoint: `http://127.0.0.1:${boundPort}`, close: () => server.close() };
}
