import { baseUrl, DEMO_PASSWORD } from './browser';

/** The portal's API as a script uses it, for setting up and checking what the browser cannot see. */
export async function callApi<T>(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const apiToken = async (email: string) =>
  (await callApi<{ accessToken: string }>('/api/auth/sign-in', { method: 'POST', body: { email, password: DEMO_PASSWORD } })).accessToken;
