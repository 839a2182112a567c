import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AuthSessionResponse } from '@/lib/api/contracts';
import { expectOk, unwrap } from '@/lib/api/errors';
import { acceptSession } from '@/lib/api/session';
import { authKeys } from '@/lib/session/me-query';

/** A pending (aal1) session is not put into the store: its token is passed explicitly until the code is verified. */
const bearer = (accessToken?: string) => (accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined);

/** Challenge and verify in one step (TOTP needs no delivery); the verified aal2 session replaces the current one. */
export async function verifyTotp(factorId: string, code: string, accessToken?: string): Promise<AuthSessionResponse> {
  const headers = bearer(accessToken);
  const challenge = await unwrap(
    api.POST('/api/auth/mfa/factors/{id}/challenge', { params: { path: { id: factorId } }, body: {}, headers }),
  );
  const session = await unwrap(
    api.POST('/api/auth/mfa/factors/{id}/verify', {
      params: { path: { id: factorId } },
      body: { challengeId: challenge.id, code: code.replace(/\s/g, '') },
      headers,
    }),
  );
  acceptSession(session);
  return session;
}

export function useEnrollTotp() {
  return useMutation({
    mutationFn: (friendlyName?: string) =>
      unwrap(api.POST('/api/auth/mfa/factors', { body: { factorType: 'totp', friendlyName: friendlyName || undefined } })),
  });
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => verifyTotp(factorId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factorId: string) => expectOk(api.DELETE('/api/auth/mfa/factors/{id}', { params: { path: { id: factorId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}
