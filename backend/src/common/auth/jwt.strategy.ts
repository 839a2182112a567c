import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Environment } from '../config/environment';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, AccessTokenClaims } from './access-token';
import { AuthUser } from './decorators';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(env: Environment) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a PEM
      // public key on every verify, a thrown error that cost a third of a signed-in request's CPU time.
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET)) as unknown as Buffer,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * A sign-out is remembered for one token lifetime (session_revocations), so a token is only honoured if it
   * names its session and ends within that lifetime; jsonwebtoken alone accepts a token without `exp`.
   */
  validate(claims: AccessTokenClaims & { exp?: unknown }): AuthUser | false {
    if (!limitedToOneSession(claims)) return false;
    return { id: claims.sub, email: claims.email, roles: claims.roles, aal: claims.aal, sessionId: claims.sid, mfaPending: claims.mfaPending === true };
  }
}

/** Leeway for the clocks of several API processes. */
const CLOCK_SKEW_SECONDS = 60;

function limitedToOneSession(claims: AccessTokenClaims & { exp?: unknown }): boolean {
  const latestExpiry = Date.now() / 1000 + ACCESS_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    claims.sid.length > 0 &&
    Array.isArray(claims.roles) &&
    typeof claims.exp === 'number' &&
    claims.exp <= latestExpiry
  );
}
