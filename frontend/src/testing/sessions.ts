import type { CompanyRole } from '@/lib/api/contracts';
import type { DealerStatus, MeResponse, Role } from '@/features/auth/api/types';
import type { Session } from '@/lib/session/session';

/** Builds the session of a signed-in user for tests. */
export function makeSession(
  options: { roles?: Role[]; dealerStatus?: DealerStatus | null; email?: string; companyRole?: CompanyRole } = {},
): Session {
  const { roles = ['dealer'], dealerStatus = null, email = 'werkstatt@example.de', companyRole = 'owner' } = options;
  const user = { id: 'user-1', email, roles };
  const profile: MeResponse = {
    ...user,
    aal: 'aal1',
    emailConfirmed: true,
    factors: [],
    mfaRequired: false,
    dealer: dealerStatus
      ? { companyName: 'Fahrrad Meyer e. K.', status: dealerStatus, discountLevel: 10, rejectionReason: null, role: companyRole }
      : null,
  };
  return { status: 'authenticated', user, profile };
}

export const visitorSession: Session = { status: 'anonymous' };
