import { describe, expect, it } from 'vitest';
import { makeSession, visitorSession } from '@/testing/sessions';
import { accountStatusLabel, accountStatusTone } from './session';

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

describe('accountStatusTone', () => {
  it('is green only for an approved dealer', () => {
    expect(accountStatusTone(makeSession({ dealerStatus: 'approved' }))).toBe('approved');
    expect(accountStatusTone(makeSession({ dealerStatus: 'pending' }))).toBe('pending');
    expect(accountStatusTone(makeSession({ dealerStatus: 'rejected' }))).toBe('rejected');
    expect(accountStatusTone(makeSession({ roles: ['ops'] }))).toBe('staff');
  });
});
