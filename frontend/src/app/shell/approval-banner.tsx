import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ownDealerProfileQueryOptions } from '@/features/dealer-profile/api/queries';
import { dealerStatusOf, isAuthenticated, isCompanyOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import type { ApprovalNoticeKind } from './approval-notice';

/** Only a dealer under review or refused sees the notice: antd's Alert comes with it, not with the first page. */
export const loadApprovalNotice = () => import('./approval-notice');
const ApprovalNotice = lazy(() => loadApprovalNotice().then((module) => ({ default: module.ApprovalNotice })));

/** Pages that say it themselves: the profile's own notice, the onboarding steps. */
const QUIET_ON: readonly string[] = [paths.profile, paths.documentUpload, paths.emailConfirmation];

/**
 * Above every page for a dealer not (yet) approved: what is missing and the way to the profile, where the owners
 * upload the business documents the approval needs (a pending dealer's menu has no dealer area to find it in).
 */
export function ApprovalBanner() {
  const session = useSession();
  const { pathname } = useLocation();
  const status = dealerStatusOf(session);
  const waiting = status === 'pending' || status === 'rejected';
  // Whether documents are there decides the text; the profile is cached for the pages that show it anyway.
  const profile = useQuery({ ...ownDealerProfileQueryOptions(), enabled: status === 'pending' });
  // Fetched with the session, before /api/auth/me tells the dealer status, so the notice comes with it.
  const signedIn = isAuthenticated(session);
  useEffect(() => {
    if (signedIn) loadApprovalNotice().catch(() => undefined); // the lazy component tries again when it renders
  }, [signedIn]);

  if (!waiting || QUIET_ON.includes(pathname)) return null;
  const documentsThere = (profile.data?.documents.length ?? 0) > 0;
  const kind: ApprovalNoticeKind =
    status === 'rejected'
      ? 'rejected'
      : documentsThere
        ? 'documents-in-review'
        : isCompanyOwner(session)
          ? 'owner-must-upload'
          : 'waiting-for-owner';
  return (
    <Suspense fallback={null}>
      <ApprovalNotice kind={kind} />
    </Suspense>
  );
}
