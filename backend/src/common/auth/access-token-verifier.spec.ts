import { sign } from 'jsonwebtoken';
import { Environment } from '../config/environment';
import { ACCESS_TOKEN_AUDIENCE } from './access-token';
import { AccessTokenVerifier } from './access-token-verifier';
import { Role } from './role';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const verifier = () => new AccessTokenVerifier({ JWT_SECRET: SECRET } as Environment);
const claims = { sub: 'user-1', email: 'a@example.com', roles: [Role.Dealer], aal: 'aal1', sid: 'session-1' };
const token = (extra: Record<string, unknown> = {}, secret = SECRET) =>
  sign({ ...claims, ...extra }, secret, { algorithm: 'HS256', audience: ACCESS_TOKEN_AUDIENCE, expiresIn: 60 });

describe('AccessTokenVerifier', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the token\'s user, a fresh copy each time (the guard writes the company onto it)', () => {
    const tokens = verifier();
    const bearer = `Bearer ${token()}`;
    const first = tokens.userOf(bearer)!;
    expect(first).toEqual({ id: 'user-1', email: 'a@example.com', roles: [Role.Dealer], aal: 'aal1', sessionId: 'session-1', mfaPending: false });
    first.companyId = 'company-1';
    expect(tokens.userOf(`bearer ${bearer.slice('Bearer '.length)}`)).not.toHaveProperty('companyId');
  });

  it('refuses a remembered token once it has expired', () => {
    const tokens = verifier();
    const bearer = `Bearer ${token()}`;
    expect(tokens.userOf(bearer)).not.toBeNull();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(tokens.userOf(bearer)).toBeNull();
    expect(tokens.userOf(bearer)).toBeNull();
  });

  it('remembers only the exact token: another signature, audience, or a token without session or expiry is refused', () => {
    const tokens = verifier();
    const good = token();
    expect(tokens.userOf(`Bearer ${good}`)).not.toBeNull();
    const [head, body] = good.split('.');
    expect(tokens.userOf(`Bearer ${head}.${body}.${token({}, 'another-secret-another-secret-0123456').split('.')[2]}`)).toBeNull();
    expect(tokens.userOf(`Bearer ${sign(claims, SECRET, { audience: 'elsewhere', expiresIn: 60 })}`)).toBeNull();
    expect(tokens.userOf(`Bearer ${token({ sid: '' })}`)).toBeNull();
    expect(tokens.userOf(`Bearer ${sign(claims, SECRET, { audience: ACCESS_TOKEN_AUDIENCE })}`)).toBeNull();
    expect(tokens.userOf(`Basic ${good}`)).toBeNull();
    expect(tokens.userOf(undefined)).toBeNull();
  });
});
