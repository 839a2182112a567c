import { Injectable } from '@nestjs/common';
import { createSecretKey, KeyObject } from 'crypto';
import { verify } from 'jsonwebtoken';
import { Environment } from '../config/environment';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaims } from './access-token';
import { AuthUser } from './decorators';

/** "Bearer <token>" (scheme in any case), as passport-jwt's fromAuthHeaderAsBearerToken read it. */
const AUTHORIZATION = /(\S+)\s+(\S+)/;
/** Tokens remembered as checked; beyond this the oldest is forgotten (and checked again when it comes back). */
const MAX_REMEMBERED = 10_000;

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
  /**
   * Tokens that passed, by their whole text (signature included), with their expiry: a session sends the same token
   * with every request for up to an hour, and checking it again (base64, JSON, HMAC) was a tenth of a cart request's
   * CPU. Only a byte-identical token that passed before is found here; its expiry is compared on every use.
   */
  private readonly remembered = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  constructor(env: Environment) {
    this.key = createSecretKey(Buffer.from(env.JWT_SECRET));
  }

  /** The user the request's bearer token names, or null for a missing, malformed, expired or foreign token. */
  userOf(authorization: unknown): AuthUser | null {
    if (typeof authorization !== 'string') return null;
    const match = AUTHORIZATION.exec(authorization);
    if (!match || match[1].toLowerCase() !== 'bearer') return null;
    const token = match[2];
    const known = this.remembered.get(token);
    if (known) {
      // jsonwebtoken's rule: expired once the current second reaches `exp`
      if (Math.floor(Date.now() / 1000) * 1000 < known.expiresAtMs) return { ...known.user };
      this.remembered.delete(token);
      return null;
    }
    const user = this.check(token);
    if (user) this.remember(token, user.user, user.expiresAtMs);
    return user && { ...user.user };
  }

  private check(token: string): { user: AuthUser; expiresAtMs: number } | null {
    let claims: AccessTokenClaims & { exp?: unknown };
    try {
      claims = verify(token, this.key, { audience: ACCESS_TOKEN_AUDIENCE, algorithms: ['HS256'], ignoreExpiration: false }) as typeof claims;
    } catch {
      return null;
    }
    if (!limitedToOneSession(claims)) return null;
    const user = { id: claims.sub, email: claims.email, roles: claims.roles, aal: claims.aal, sessionId: claims.sid, mfaPending: claims.mfaPending === true };
    return { user, expiresAtMs: (claims.exp as number) * 1000 };
  }

  private remember(token: string, user: AuthUser, expiresAtMs: number): void {
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
    this.remembered.set(token, { user, expiresAtMs });
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
