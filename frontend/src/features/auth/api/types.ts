import type { components } from '@/lib/api/schema.gen';

export type { AuthSessionResponse, AuthUser, Role } from '@/lib/api/contracts';

type Schemas = components['schemas'];

export type DealerStatus = Schemas['DealerStatus'];
export type DealerSummary = Schemas['DealerSummaryDto'];
/** Answer of GET /api/auth/me. */
export type MeResponse = Schemas['MeDto'];
export type SignOutScope = Schemas['SignOutScope'];
export type SignInCredentials = Schemas['SignInDto'];
