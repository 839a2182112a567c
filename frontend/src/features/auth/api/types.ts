import type { components } from '@/lib/api/schema.gen';

export type { AuthSessionResponse, AuthUser, DealerStatus, MeResponse, Role } from '@/lib/api/contracts';

type Schemas = components['schemas'];

export type DealerSummary = Schemas['DealerSummaryDto'];
export type SignOutScope = Schemas['SignOutScope'];
export type SignInCredentials = Schemas['SignInDto'];
