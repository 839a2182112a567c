import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { acceptSession, endSession } from '@/lib/api/session';
import type { AuthSessionResponse, SignInCredentials } from './types';

async function signIn(credentials: SignInCredentials): Promise<AuthSessionResponse> {
  return unwrap(api.POST('/api/auth/sign-in', { body: credentials }));
}

/** Signs in, greets, and goes home. Callbacks live here (not at mutate()) because the page unmounts on success. */
export function useSignIn() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // With a second factor the session is only a step towards the code form (SignInForm shows it).
      if (session.mfaRequired) return;
      acceptSession(session);
      notification.success({ message: 'Erfolgreich angemeldet', description: 'Willkommen zurück!' });
      navigate(paths.home, { replace: true });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });
}

/** Ends the session on this device: server first (best effort), then memory, cache and page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await expectOk(api.POST('/api/auth/sign-out', { body: { scope: 'local' } }));
      } catch {
        // An expired or already revoked session is signed out anyway.
      }
    },
    onSettled: () => {
      endSession();
      queryClient.clear();
      navigate(paths.home);
    },
  });
}
