import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1';
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Every variable the processes read. `.env.example` documents each one. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  PORT = 3000;

  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false })
  DATABASE_URL: string;

  /** Connections each process keeps to PostgreSQL; with several api processes on one database, split the server's limit. */
  @Transform(toInt) @IsInt() @Min(1) @Max(200)
  DATABASE_POOL_SIZE = 20;

  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix for every BullMQ key, so several portals (or test workers) can share one Redis. */
  @IsString() @MinLength(1)
  QUEUE_PREFIX = 'portal';

  @IsUrl({ protocols: ['http', 'https'], require_tld: false })
  S3_ENDPOINT: string;

  @IsString() @MinLength(1)
  S3_ACCESS_KEY: string;

  @IsString() @MinLength(1)
  S3_SECRET_KEY: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsString() @MinLength(3)
  S3_BUCKET_PRODUCT_IMAGES = 'product-images';

  @IsString() @MinLength(3)
  S3_BUCKET_DEALER_DOCUMENTS = 'dealer-documents';

  /** Private: issued invoices (PDF with embedded XML, XRechnung XML). */
  @IsString() @MinLength(3)
  S3_BUCKET_INVOICES = 'invoices';

  /** Private bucket for uploaded import files (CSV, XLSX); the worker reads them from there. */
  @IsString() @MinLength(3)
  S3_BUCKET_IMPORTS = 'imports';

  /** Public base address of the product-images bucket as a browser reaches it. */
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ protocols: ['http', 'https'], require_tld: false })
  S3_PUBLIC_URL?: string;

  @IsString() @MinLength(32, { message: 'JWT_SECRET muss mindestens 32 Zeichen lang sein' })
  JWT_SECRET: string;

  @IsUrl({ protocols: ['http', 'https'], require_tld: false })
  APP_URL = 'http://localhost:3000';

  /** Comma-separated e-mail addresses that are made administrators at start-up. */
  @IsString()
  ADMIN_EMAILS = '';

  @Transform(toBoolean) @IsBoolean()
  ADMIN_REQUIRE_MFA = false;

  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ protocols: ['smtp', 'smtps'], require_tld: false })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Radwerk Großhandel <portal@radwerk-grosshandel.de>';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  STRIPE_SECRET_KEY?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** Only to point the Stripe SDK at a local endpoint in tests: host, port and protocol of the API. */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  STRIPE_API_HOST?: string;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(65535)
  STRIPE_API_PORT?: number;

  @Transform(emptyToUndefined) @IsOptional() @IsIn(['http', 'https'])
  STRIPE_API_PROTOCOL?: 'http' | 'https';

  /** A card order not paid within this many hours is cancelled and its stock returned. */
  @Transform(toInt) @IsInt() @Min(1) @Max(24)
  ORDER_PAYMENT_TIMEOUT_HOURS = 24;

  /** Cities served and their postal-code prefixes: "Bremen=281,282;Hamburg=20,21,22". */
  @IsString() @MinLength(3)
  DELIVERY_AREAS = 'Bremen=281,282,283,284,285,286,287;Oldenburg=261;Hannover=30;Osnabrück=490;Hamburg=20,21,22';

  /** The seller as invoices, payment instructions and e-mails name it. */
  @IsString() @MinLength(2)
  COMPANY_NAME = 'Radwerk Großhandel GmbH';

  @IsString() @MinLength(2)
  COMPANY_STREET = 'Am Speicherhafen 12';

  @IsString() @MinLength(4)
  COMPANY_POSTAL_CODE = '28217';

  @IsString() @MinLength(2)
  COMPANY_CITY = 'Bremen';

  @IsString() @MinLength(2)
  COMPANY_VAT_ID = 'DE811569869';

  @IsString() @MinLength(2)
  COMPANY_TAX_NUMBER = '60 145 23456';

  @IsString() @MinLength(2)
  COMPANY_REGISTER = 'Amtsgericht Bremen HRB 36512';

  @IsString() @MinLength(2)
  COMPANY_MANAGING_DIRECTOR = 'Jana Brinkmann';

  @IsString() @MinLength(5)
  COMPANY_EMAIL = 'service@radwerk-grosshandel.de';

  @IsString() @MinLength(5)
  COMPANY_PHONE = '+49 421 555 0190';

  @IsString() @MinLength(2)
  COMPANY_BANK_NAME = 'Commerzbank';

  @IsString() @MinLength(15)
  COMPANY_IBAN = 'DE89 3704 0044 0532 0130 00';

  @IsString() @MinLength(8)
  COMPANY_BIC = 'COBADEFFXXX';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Honour X-Forwarded-For only when a reverse proxy sits in front (else the per-IP limit is dodgeable). */
  @Transform(toBoolean) @IsBoolean()
  TRUST_PROXY = false;

  /** Directory of the built frontend; empty disables serving it (API only). */
  @IsString()
  FRONTEND_DIST = '';

  @Transform(toInt) @IsInt() @Min(1)
  SIGN_IN_MAX_PER_ACCOUNT = 5;

  @Transform(toInt) @IsInt() @Min(1)
  SIGN_IN_MAX_PER_IP = 20;

  @Transform(toInt) @IsInt() @Min(1)
  SIGN_IN_WINDOW_SECONDS = 900;

  /** Static bearer token with which a Prometheus scraper may read /api/metrics (empty: admin and ops sessions only). */
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(32, { message: 'METRICS_TOKEN muss mindestens 32 Zeichen lang sein' })
  METRICS_TOKEN?: string;
  /** Rows per import transaction: products, report lines and progress of a batch commit together. */
  @Transform(toInt) @IsInt() @Min(10) @Max(10000)
  IMPORT_BATCH_SIZE = 1000;

  /** Import batches written at once (each its own transaction; they still commit in file order). */
  @Transform(toInt) @IsInt() @Min(1) @Max(8)
  IMPORT_CONCURRENCY = 2;

  /** Hosts of the former shop (comma-separated): their images count as external and are migrated. */
  @IsString()
  LEGACY_SHOP_HOSTS = '';

  /**
   * Lets the image migration fetch from loopback addresses (127.0.0.0/8, ::1). For tests against a
   * local HTTP server only: refused when NODE_ENV is production. Private and link-local stay blocked.
   */
  @Transform(toBoolean) @IsBoolean()
  IMAGE_FETCH_ALLOW_LOOPBACK = false;

  /** How long a storefront list answer is reused per query and price scope; 0 switches that cache off. */
  @Transform(toInt) @IsInt() @Min(0) @Max(300)
  CATALOGUE_ANSWER_CACHE_SECONDS = 10;

  /** How long the admin dashboard's figures are reused; an administrator's own change clears them. 0 = off. */
  @Transform(toInt) @IsInt() @Min(0) @Max(300)
  DASHBOARD_CACHE_SECONDS = 10;
}

export class ConfigError extends Error {}

/** Validates the raw environment; the first problem becomes one readable line. */
export function parseEnvironment(raw: Record<string, string | undefined>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const reason = Object.values(error.constraints ?? {})[0] ?? 'ungültig';
      return `${error.property}: ${reason}`;
    });
    throw new ConfigError(`Konfiguration ungültig – ${lines.join('; ')}`);
  }
  if (env.IMAGE_FETCH_ALLOW_LOOPBACK && env.NODE_ENV === 'production') {
    throw new ConfigError('Konfiguration ungültig – IMAGE_FETCH_ALLOW_LOOPBACK: nur für Tests, nicht mit NODE_ENV=production');
  }
  return env;
}
