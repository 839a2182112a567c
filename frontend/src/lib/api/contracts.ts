import type { components } from './schema.gen';

/** Short names for the generated schema types that lib/api itself needs. */
type Schemas = components['schemas'];

export type Role = Schemas['Role'];
export type AuthUser = Schemas['SessionUserDto'];
/** Answer of POST /api/auth/sign-in and POST /api/auth/refresh. */
export type AuthSessionResponse = Schemas['SessionDto'];
export type DealerStatus = Schemas['DealerStatus'];
export type CompanyRole = Schemas['CompanyRole'];
/** Answer of GET /api/auth/me. */
export type MeResponse = Schemas['MeDto'];
/** Every error the backend sends has this shape, with a German `message`. */
export type ApiErrorBody = Schemas['ErrorResponseDto'];
