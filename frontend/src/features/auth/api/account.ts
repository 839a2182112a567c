import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { acceptSession } from '@/lib/api/session';
import { authKeys } from '@/lib/session/me-query';

type Schemas = components['schemas'];
export type SignUpInput = Schemas['SignUpDto'];

/**
 * Sign-up signs the dealer in. The page that hosts the form redirects a signed-in visitor, so it is
 * told first (`onSignedUp`) where to go: step 2, the documents.
 */
export function useSignUp(onSignedUp: () => void) {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(api.POST('/api/auth/sign-up', { body: input })),
    onSuccess: (session) => {
      onSignedUp();
      acceptSession(session);
      notification.success({ message: 'Registrierung erfolgreich', description: 'Bitte laden Sie nun Ihre Geschäftsdokumente hoch.' });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/auth/confirm-email', { body: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

export function useResendConfirmation() {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (email: string) => expectOk(api.POST('/api/auth/resend-confirmation', { body: { email } })),
    onSuccess: () =>
      notification.success({
        message: 'E-Mail angefordert',
        description: 'Falls Ihre Adresse noch nicht bestätigt ist, erhalten Sie in wenigen Minuten eine neue Bestätigungs-E-Mail.',
      }),
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (email: string) => expectOk(api.POST('/api/auth/recover', { body: { email } })),
  });
}

/** The invitee sets their password; the answer names the address to sign in with. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => unwrap(api.POST('/api/auth/accept-invite', { body: input })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => expectOk(api.POST('/api/auth/reset-password', { body: input })),
  });
}
