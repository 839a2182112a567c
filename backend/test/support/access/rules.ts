/**
 * The table of who may call what, one file per module beside this one. The route-by-role test walks
 * every operation of the OpenAPI document against it: an operation missing here fails the test.
 *
 * - public: everyone, visitors included
 * - pending-mfa: every signed-in session, also one that still owes its second factor
 * - signed-in: every complete session
 * - dealer: dealers (approved or not)
 * - approved-dealer: approved dealers only (a pending dealer gets 403 from the service)
 * - admin: administrators
 * - admin-ops: administrators and operations staff
 */
export type AccessLevel = 'public' | 'pending-mfa' | 'signed-in' | 'dealer' | 'approved-dealer' | 'admin' | 'admin-ops';

export type Caller = 'visitor' | 'mfaPending' | 'pendingDealer' | 'approvedDealer' | 'otherDealer' | 'ops' | 'admin';

export const CALLERS: Caller[] = ['visitor', 'mfaPending', 'pendingDealer', 'approvedDealer', 'otherDealer', 'ops', 'admin'];

const DEALERS: Caller[] = ['pendingDealer', 'approvedDealer', 'otherDealer'];

export const ALLOWED: Record<AccessLevel, Caller[]> = {
  public: CALLERS,
  'pending-mfa': CALLERS.filter((caller) => caller !== 'visitor'),
  'signed-in': CALLERS.filter((caller) => caller !== 'visitor' && caller !== 'mfaPending'),
  dealer: DEALERS,
  'approved-dealer': ['approvedDealer', 'otherDealer'],
  admin: ['admin'],
  'admin-ops': ['admin', 'ops'],
};

export type AccessTable = Record<string, AccessLevel>;
