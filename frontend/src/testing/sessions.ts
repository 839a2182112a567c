import type { DealerStatus, MeResponse, Role } from '@/features/auth/api/types';
import type { Session } from '@/lib/session/session';

/** Builds the session of a signed-in user for tests. */
export function makeSession(options: { roles?: Role[]; dealerStatus?: DealerStatus | null; email?: string } = {}): Session {
  const { roles = ['dealer'], dealerStatus = null, email = 'werkstatt@example.de' } = options;
  const user = { id: 'user-1', email, roles };
  const profile: MeResponse = {
    ...user,
    aal: 'aal1',
    emailConfirmed: true,
    factors: [],
    mfaRequired: false,
    dealer: dealerStatus
      ? { companyName: 'Fahrrad Meyer e. K.', status: dealerStatus, discountLevel: 10, rejectionReason: null }
      : null,
  };
  return { status: 'authenticated', user, profile };
}

export const visitorSession: Session = { status: 'anonymous' };
