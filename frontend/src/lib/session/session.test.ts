import { describe, expect, it } from 'vitest';
import { makeSession, visitorSession } from '@/testing/sessions';
import { accountStatusLabel } from './session';

describe('accountStatusLabel', () => {
  it.each([
    [makeSession({ roles: ['admin'] }), 'Administrator'],
    [makeSession({ dealerStatus: 'approved' }), 'Freigeschaltet'],
    [makeSession({ dealerStatus: 'pending' }), 'Prüfung ausstehend'],
    [makeSession({ dealerStatus: 'rejected' }), 'Abgelehnt'],
    [makeSession({ roles: ['ops'] }), 'Betrieb'],
  ])('labels %#', (session, label) => {
    expect(accountStatusLabel(session)).toBe(label);
  });

  it('has no label for visitors', () => {
    expect(accountStatusLabel(visitorSession)).toBeNull();
  });
});
