import { TicketStatus } from './ticket-enums';
import { assertTicketMove, canMoveTicket, nextTicketStatuses, TicketTrigger } from './ticket-status';

const { Open, InProgress, Resolved, Closed } = TicketStatus;
const ALL = [Open, InProgress, Resolved, Closed];

/** The spec's moves, written out independently of the table in ticket-status.ts. */
const EXPECTED: Record<TicketTrigger, string[]> = {
  admin: ['open>in_progress', 'in_progress>resolved', 'resolved>closed', 'open>closed', 'in_progress>closed'],
  dealer: ['open>closed', 'in_progress>closed', 'resolved>closed'],
  'dealer-reply': ['resolved>open'],
};

describe('ticket state table', () => {
  it.each(Object.keys(EXPECTED) as TicketTrigger[])('allows exactly the moves of the spec for %s', (trigger) => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canMoveTicket(from, to, trigger)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual([...EXPECTED[trigger]].sort());
  });

  it('never leaves closed, and never moves a ticket to the status it has', () => {
    for (const trigger of Object.keys(EXPECTED) as TicketTrigger[]) {
      expect(nextTicketStatuses(Closed, trigger)).toEqual([]);
      for (const status of ALL) expect(canMoveTicket(status, status, trigger)).toBe(false);
    }
  });

  it('offers the administrator the status buttons of the admin spec', () => {
    expect(nextTicketStatuses(Open, 'admin')).toEqual([InProgress, Closed]);
    expect(nextTicketStatuses(InProgress, 'admin')).toEqual([Resolved, Closed]);
    expect(nextTicketStatuses(Resolved, 'admin')).toEqual([Closed]);
  });

  it('explains a refused move in German with both statuses', () => {
    expect(() => assertTicketMove(Resolved, InProgress, 'admin')).toThrow('Ein Ticket im Status „Gelöst“ kann nicht auf „In Bearbeitung“ gesetzt werden.');
    expect(() => assertTicketMove(Open, InProgress, 'admin')).not.toThrow();
  });
});
