import { AccessTable } from './rules';

export const PLATFORM_AND_AUTH: AccessTable = {
  getHealth: 'public',
  getMetrics: 'admin-ops',
  signIn: 'public',
  refreshSession: 'public',
  signOut: 'pending-mfa',
  getMe: 'pending-mfa',
  openQueueBoard: 'admin-ops',
  signUp: 'public',
  confirmEmail: 'public',
  resendConfirmation: 'public',
  recoverPassword: 'public',
  resetPassword: 'public',
  acceptInvite: 'public',
  enrollMfaFactor: 'signed-in',
  challengeMfaFactor: 'pending-mfa',
  verifyMfaFactor: 'pending-mfa',
  deleteMfaFactor: 'signed-in',
};
