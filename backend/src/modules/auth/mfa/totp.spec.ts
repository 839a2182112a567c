import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, otpauthUri, timeStep, totpAt } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238, HMAC-SHA1, 30 s, 6 digits)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('matches the RFC test vector at T=%i', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(secret, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 and generates 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Decode(base32Encode(Buffer.from('hallo welt'))).toString()).toBe('hallo welt');
  });

  it('accepts one step of drift either way and nothing further', () => {
    const now = 1_700_000_000_000;
    const secret = generateTotpSecret();
    const step = timeStep(now);
    expect(matchTotp(secret, totpAt(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now + 60_000), now, null)).toBeNull();
  });

  it('refuses a code of a step already used (replay) and malformed codes', () => {
    const now = 1_700_000_000_000;
    const secret = generateTotpSecret();
    const code = totpAt(secret, now);
    expect(matchTotp(secret, code, now, timeStep(now))).toBeNull();
    expect(matchTotp(secret, code, now, timeStep(now) - 1)).toBe(timeStep(now));
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps expect', () => {
    expect(otpauthUri({ issuer: 'Radwerk B2B', account: 'a@b.de', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Radwerk%20B2B%3Aa%40b.de?secret=JBSWY3DPEHPK3PXP&issuer=Radwerk+B2B&algorithm=SHA1&digits=6&period=30',
    );
  });
});
