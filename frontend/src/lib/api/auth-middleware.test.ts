import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { createAuthMiddleware } from './auth-middleware';
import type { paths } from './schema.gen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(options: { refreshSucceeds: boolean }) {
  let token = 'old-token';
  const seenTokens: Array<string | null> = [];
  const retriedBodies: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const auth = request.headers.get('Authorization');
    seenTokens.push(auth);
    if (request.method === 'POST') retriedBodies.push(await request.text());
    return auth === 'Bearer new-token' ? json(200, { ok: true }) : json(401, { statusCode: 401, message: 'Abgelaufen' });
  });
  const refreshSession = vi.fn(async () => {
    if (options.refreshSucceeds) token = 'new-token';
    return options.refreshSucceeds;
  });
  const client = createClient<paths>({ baseUrl: 'http://portal.test', fetch: fetchMock });
  client.use(createAuthMiddleware({ getAccessToken: () => token, refreshSession }));
  return { client, fetchMock, refreshSession, seenTokens, retriedBodies };
}

describe('auth middleware', () => {
  it('sends the bearer token, and after a 401 refreshes once and repeats the call', async () => {
    const { client, refreshSession, seenTokens, retriedBodies } = setup({ refreshSucceeds: true });

    // A call with a body: the retry must send it again.
    const { response } = await client.POST('/api/auth/sign-out', { body: { scope: 'others' } });

    expect(response.status).toBe(200);
    expect(retriedBodies).toEqual(['{"scope":"others"}', '{"scope":"others"}']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(seenTokens).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('returns the original 401 when the refresh fails', async () => {
    const { client, fetchMock } = setup({ refreshSucceeds: false });

    const { error, response } = await client.GET('/api/auth/me');

    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: 'Abgelaufen' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for a failed sign-in', async () => {
    const { client, refreshSession } = setup({ refreshSucceeds: true });

    await client.POST('/api/auth/sign-in', { body: { email: 'a@b.de', password: 'falsch' } });

    expect(refreshSession).not.toHaveBeenCalled();
  });
});
