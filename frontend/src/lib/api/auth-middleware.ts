import type { Middleware } from 'openapi-fetch';

interface AuthMiddlewareDeps {
  getAccessToken: () => string | null;
  refreshSession: () => Promise<boolean>;
}

/** A 401 from these means "wrong credentials" or "no session", never "token expired". */
const NEVER_RETRIED = new Set(['/api/auth/sign-in', '/api/auth/refresh']);

/**
 * Adds the bearer token to every call. On a 401 it refreshes the session once and repeats the
 * call once with the new token; if the refresh fails, the original 401 is returned.
 */
export function createAuthMiddleware({ getAccessToken, refreshSession }: AuthMiddlewareDeps): Middleware {
  // A copy of each authenticated request, taken before fetch consumes its body, for the one retry.
  const retryCopies = new Map<string, Request>();

  return {
    onRequest({ request, id, schemaPath }) {
      const token = getAccessToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      if (!NEVER_RETRIED.has(schemaPath)) retryCopies.set(id, request.clone());
      return request;
    },

    async onResponse({ response, id, options }) {
      const retryCopy = retryCopies.get(id);
      retryCopies.delete(id);
      if (response.status !== 401 || !retryCopy) return undefined;

      const refreshed = await refreshSession();
      const token = getAccessToken();
      if (!refreshed || !token) return undefined;
      retryCopy.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(retryCopy);
    },

    onError({ id }) {
      retryCopies.delete(id);
    },
  };
}
