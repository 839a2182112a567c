import { Role } from './role';

/** Claims of the 1-hour access JWT; `sid` is the refresh-token family, so sign-out can end it. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  roles: Role[];
  aal: 'aal1' | 'aal2';
  sid: string;
  /** Password checked, second factor still owed: only handlers marked @AllowPendingMfa() accept it. */
  mfaPending?: true;
}

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const ACCESS_TOKEN_AUDIENCE = 'portal-api';
