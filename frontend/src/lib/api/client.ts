import { createAuthMiddleware } from './auth-middleware';
import { createApiClient } from './create-api-client';
import { refreshSession } from './session';
import { getAccessToken } from './session-store';

/**
 * The typed API client every feature uses. Typed by the generated `paths`, so endpoint names,
 * bodies and answers are checked against the backend's OpenAPI document.
 */
export const api = createApiClient();

api.use(createAuthMiddleware({ getAccessToken, refreshSession }));
