/** Per-worker resources: each jest worker gets its own database and Redis database. */
export const TEST_WORKERS = 2;
/** Lets several test runs share one machine: each uses its own databases and Redis databases. */
const RUN_ID = (process.env.TEST_RUN_ID ?? 'main').replace(/\W/g, '');
const REDIS_DB_BASE = Number(process.env.TEST_REDIS_DB_BASE ?? '1');
export const TEMPLATE_DATABASE = `portal_test_${RUN_ID}_template`;

export const PG_BASE = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_BASE = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const workerIndex = () => Number(process.env.JEST_WORKER_ID ?? '1');
export const workerDatabase = (index: number) => `portal_test_${RUN_ID}_${index}`;

export function testEnvironment(): Record<string, string> {
  const index = workerIndex();
  return {
    NODE_ENV: 'test',
    DATABASE_URL: `${PG_BASE}/${workerDatabase(index)}`,
    REDIS_URL: `${REDIS_BASE}/${REDIS_DB_BASE + index - 1}`,
    QUEUE_PREFIX: `test-${RUN_ID}-${index}`,
    S3_ENDPOINT: process.env.TEST_S3_ENDPOINT ?? '',
    S3_ACCESS_KEY: process.env.TEST_S3_ACCESS_KEY ?? '',
    S3_SECRET_KEY: process.env.TEST_S3_SECRET_KEY ?? '',
    S3_BUCKET_PRODUCT_IMAGES: `test${index}-product-images`,
    S3_BUCKET_DEALER_DOCUMENTS: `test${index}-dealer-documents`,
    S3_BUCKET_INVOICES: `test${index}-invoices`,
    S3_BUCKET_IMPORTS: `test${index}-imports`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: 'http://localhost:3000',
    ADMIN_EMAILS: '',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    FRONTEND_DIST: '',
  };
}
