import type { AuthUser, CompanyRole, DealerStatus, MeResponse } from '@/lib/api/contracts';

/**
 * What the UI knows about the visitor. `profile` (GET /api/auth/me) arrives a moment after the
 * token; until then the dealer status is unknown and dealer-only things stay hidden.
 */
export type Session =
  | { status: 'restoring' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AuthUser; profile: MeResponse | undefined };

export type AuthenticatedSession = Extract<Session, { status: 'authenticated' }>;

export const isAuthenticated = (session: Session): session is AuthenticatedSession =>
  session.status === 'authenticated';

export const isAdmin = (session: Session): boolean =>
  isAuthenticated(session) && session.user.roles.includes('admin');

export const isOps = (session: Session): boolean => isAuthenticated(session) && session.user.roles.includes('ops');

/** Admins and ops may open the job queues (Bull Board). */
export const canSeeJobQueues = (session: Session): boolean => isAdmin(session) || isOps(session);

export function dealerStatusOf(session: Session): DealerStatus | null {
  return isAuthenticated(session) ? (session.profile?.dealer?.status ?? null) : null;
}

export const isApprovedDealer = (session: Session): boolean => dealerStatusOf(session) === 'approved';

/** The person's role in their dealer company (Inhaber, Einkauf, Ansicht); null for anyone else. */
export function companyRoleOf(session: Session): CompanyRole | null {
  return isAuthenticated(session) ? (session.profile?.dealer?.role ?? null) : null;
}

export const isCompanyOwner = (session: Session): boolean => companyRoleOf(session) === 'owner';

/** Viewers see prices and orders but never order (the server refuses their cart writes as well). */
export const mayOrder = (session: Session): boolean => isApprovedDealer(session) && companyRoleOf(session) !== 'viewer';

const DEALER_STATUS_LABELS: Record<DealerStatus, string> = {
  approved: 'Freigeschaltet',
  pending: 'Prüfung ausstehend',
  rejected: 'Abgelehnt',
};

/** The status line under the e-mail in the sidebar footer. */
export function accountStatusLabel(session: Session): string | null {
  if (!isAuthenticated(session)) return null;
  if (isAdmin(session)) return 'Administrator';
  const dealerStatus = dealerStatusOf(session);
  if (dealerStatus) return DEALER_STATUS_LABELS[dealerStatus];
  if (isOps(session)) return 'Betrieb';
  // Signed in, but the dealer profile has not loaded yet (or was never completed).
  return session.profile ? DEALER_STATUS_LABELS.pending : null;
}

/** The colour family of that status line: only an approved account is green; waiting is amber, refused red. */
export function accountStatusTone(session: Session): 'approved' | 'pending' | 'rejected' | 'staff' {
  if (isAdmin(session) || isOps(session)) return 'staff';
  return dealerStatusOf(session) ?? 'pending';
}
