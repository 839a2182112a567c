import { prefersMinimalReturn } from './prefer';

describe('prefersMinimalReturn (RFC 7240)', () => {
  it('finds return=minimal among other preferences, in any case, quoted or with parameters', () => {
    expect(prefersMinimalReturn('return=minimal')).toBe(true);
    expect(prefersMinimalReturn('respond-async, RETURN = "minimal"')).toBe(true);
    expect(prefersMinimalReturn(['wait=10', 'return=minimal; foo=bar'])).toBe(true);
  });

  it('keeps the full answer otherwise', () => {
    expect(prefersMinimalReturn(undefined)).toBe(false);
    expect(prefersMinimalReturn('')).toBe(false);
    expect(prefersMinimalReturn('return=representation')).toBe(false);
    expect(prefersMinimalReturn('minimal')).toBe(false);
    expect(prefersMinimalReturn('return-minimal=1')).toBe(false);
  });
});
