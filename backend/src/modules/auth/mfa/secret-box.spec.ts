import { SecretBox } from './secret-box';

describe('SecretBox (AES-256-GCM, key from JWT_SECRET)', () => {
  const box = new SecretBox('a'.repeat(40), 'totp');

  it('round-trips and never stores the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses tampered data and another key', () => {
    const sealed = box.seal('geheim');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('anders').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox('b'.repeat(40), 'totp').open(sealed)).toThrow();
  });
});
