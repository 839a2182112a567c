import { ConfigError, parseEnvironment } from './environment';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'k',
  S3_SECRET_KEY: 's',
  JWT_SECRET: 'x'.repeat(32),
};

describe('parseEnvironment', () => {
  it('applies defaults and converts types', () => {
    const env = parseEnvironment({ ...valid, PORT: '4000', ADMIN_REQUIRE_MFA: 'true' });
    expect(env.PORT).toBe(4000);
    expect(env.ADMIN_REQUIRE_MFA).toBe(true);
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.SIGN_IN_MAX_PER_ACCOUNT).toBe(5);
  });

  it('stops with one readable line naming what is wrong', () => {
    expect(() => parseEnvironment({ ...valid, JWT_SECRET: 'kurz' })).toThrow(ConfigError);
    expect(() => parseEnvironment({ ...valid, JWT_SECRET: 'kurz' })).toThrow(/JWT_SECRET: JWT_SECRET muss mindestens 32 Zeichen lang sein/);
    expect(() => parseEnvironment({ ...valid, DATABASE_URL: undefined })).toThrow(/^Konfiguration ungültig – DATABASE_URL/);
  });

  it('allows the image migration onto loopback in tests only, never in production', () => {
    expect(parseEnvironment({ ...valid, NODE_ENV: 'test', IMAGE_FETCH_ALLOW_LOOPBACK: 'true' }).IMAGE_FETCH_ALLOW_LOOPBACK).toBe(true);
    expect(parseEnvironment(valid).IMAGE_FETCH_ALLOW_LOOPBACK).toBe(false);
    expect(() => parseEnvironment({ ...valid, NODE_ENV: 'production', IMAGE_FETCH_ALLOW_LOOPBACK: 'true' })).toThrow(
      'Konfiguration ungültig – IMAGE_FETCH_ALLOW_LOOPBACK: nur für Tests, nicht mit NODE_ENV=production',
    );
  });

  it('keeps the database pool per process within 1 to 200 connections', () => {
    expect(parseEnvironment(valid).DATABASE_POOL_SIZE).toBe(20);
    expect(parseEnvironment({ ...valid, DATABASE_POOL_SIZE: '10' }).DATABASE_POOL_SIZE).toBe(10);
    for (const wrong of ['0', '500', 'zehn']) expect(() => parseEnvironment({ ...valid, DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps import batches within 10 to 10,000 rows', () => {
    expect(parseEnvironment(valid).IMPORT_BATCH_SIZE).toBe(1000);
    expect(() => parseEnvironment({ ...valid, IMPORT_BATCH_SIZE: '5' })).toThrow(/IMPORT_BATCH_SIZE/);
  });
});
