import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Environment } from '../config/environment';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaims } from './access-token';
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
   * Only a token that names its session (so a sign-out can end it) and has an expiry is honoured;
   * jsonwebtoken alone accepts a token without `exp`.
   */
  validate(claims: AccessTokenClaims & { exp?: unknown }): AuthUser | false {
    if (!limitedToOneSession(claims)) return false;
    return { id: claims.sub, email: claims.email, roles: claims.roles, aal: claims.aal, sessionId: claims.sid, mfaPending: claims.mfaPending === true };
  }
}

function limitedToOneSession(claims: AccessTokenClaims & { exp?: unknown }): boolean {
  const namesSession = typeof claims.sid === 'string' && claims.sid.length > 0;
  return namesSession && typeof claims.sub === 'string' && Array.isArray(claims.roles) && typeof claims.exp === 'number';
}
