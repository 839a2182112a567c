import type { StaffMember } from './api/queries';

/**
 * The server's rule: a company keeps at least one owner who can act (has joined and is not locked). The id of the
 * one owner left who can, or null when there are several: that person is neither removed nor made buyer or viewer.
 */
export function lastActingOwnerId(staff: readonly StaffMember[]): string | null {
  const acting = staff.filter((member) => member.role === 'owner' && member.status === 'active');
  return acting.length === 1 ? acting[0].id : null;
}

export const LAST_OWNER_HINT = 'Eine Firma braucht mindestens einen Inhaber. Ernennen Sie zuerst eine andere Person zum Inhaber.';
