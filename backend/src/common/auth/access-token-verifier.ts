import { Injectable } from '@nestjs/common';
import { createSecretKey, KeyObject } from 'crypto';
import { verify } from 'jsonwebtoken';
import { Environment } from '../config/environment';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaims } from './access-token';
import { AuthUser } from './decorators';

/** "Bearer <token>" (scheme in any case), as passport-jwt's fromAuthHeaderAsBearerToken read it. */
const AUTHORIZATION = /(\S+)\s+(\S+)/;

/**
 * Checks the access token of a request: HS256 with our secret, our audience, not expired, naming its session.
 * jsonwebtoken directly, without passport: passport's per-request strategy objects and callbacks cost more
 * than the signature check itself (docs/performance.md, session 8).
 */
@Injectable()
export class AccessTokenVerifier {
  // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a PEM
  // public key on every verify, a thrown error that cost a third of a signed-in request's CPU time.
  private readonly key: KeyObject;

  constructor(env: Environment) {
    this.key = createSecretKey(Buffer.from(env.JWT_SECRET));
  }

  /** The user the request's bearer token names, or null for a missing, malformed, expired or foreign token. */
  userOf(authorization: unknown): AuthUser | null {
    if (typeof authorization !== 'string') return null;
    const match = AUTHORIZATION.exec(authorization);
    if (!match || match[1].toLowerCase() !== 'bearer') return null;
    let claims: AccessTokenClaims & { exp?: unknown };
    try {
      claims = verify(match[2], this.key, { audience: ACCESS_TOKEN_AUDIENCE, algorithms: ['HS256'], ignoreExpiration: false }) as typeof claims;
    } catch {
      return null;
    }
    if (!limitedToOneSession(claims)) return null;
    return { id: claims.sub, email: claims.email, roles: claims.roles, aal: claims.aal, sessionId: claims.sid, mfaPending: claims.mfaPending === true };
  }
}

/**
 * Only a token that names its session (so a sign-out can end it) and has an expiry is honoured;
 * jsonwebtoken alone accepts a token without `exp`.
 */
function limitedToOneSession(claims: AccessTokenClaims & { exp?: unknown }): boolean {
  if (typeof claims !== 'object' || claims === null) return false;
  const namesSession = typeof claims.sid === 'string' && claims.sid.length > 0;
  return namesSession && typeof claims.sub === 'string' && Array.isArray(claims.roles) && typeof claims.exp === 'number';
}
