import createClient from 'openapi-fetch';
import type { paths } from './schema.gen';

/** The one place that binds openapi-fetch to the generated paths. Same origin: Vite proxies /api in development. */
export function createApiClient() {
  return createClient<paths>({ baseUrl: '' });
}

export type ApiClient = ReturnType<typeof createApiClient>;
