import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { TicketPriority, TicketStatus } from './ticket-enums';

/** Who moves a ticket: an administrator's button, the dealer's own button, or the dealer's answer. */
export type TicketTrigger = 'admin' | 'dealer' | 'dealer-reply';

const { Open, InProgress, Resolved, Closed } = TicketStatus;

/**
 * Every allowed status move, as one table (admin spec section 4): open → in_progress ('In Bearbeitung'),
 * in_progress → resolved ('Lösen'), resolved → closed ('Schließen'), any status except closed → closed;
 * the dealer may close his own ticket, and his answer reopens a resolved one. Closed is final.
 */
export const TICKET_TRANSITIONS: readonly { from: TicketStatus; to: TicketStatus; by: readonly TicketTrigger[] }[] = [
  { from: Open, to: InProgress, by: ['admin'] },
  { from: InProgress, to: Resolved, by: ['admin'] },
  { from: Open, to: Closed, by: ['admin', 'dealer'] },
  { from: InProgress, to: Closed, by: ['admin', 'dealer'] },
  { from: Resolved, to: Closed, by: ['admin', 'dealer'] },
  { from: Resolved, to: Open, by: ['dealer-reply'] },
];

export const STATUS_LABELS: Record<TicketStatus, string> = {
  [Open]: 'Offen',
  [InProgress]: 'In Bearbeitung',
  [Resolved]: 'Gelöst',
  [Closed]: 'Geschlossen',
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  [TicketPriority.Low]: 'Niedrig',
  [TicketPriority.Medium]: 'Mittel',
  [TicketPriority.High]: 'Hoch',
  [TicketPriority.Urgent]: 'Dringend',
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus, trigger: TicketTrigger): boolean {
  return TICKET_TRANSITIONS.some((move) => move.from === from && move.to === to && move.by.includes(trigger));
}

/** The statuses a trigger may move a ticket to from where it stands (the admin's status buttons). */
export function nextTicketStatuses(from: TicketStatus, trigger: TicketTrigger): TicketStatus[] {
  return TICKET_TRANSITIONS.filter((move) => move.from === from && move.by.includes(trigger)).map((move) => move.to);
}

export function assertTicketMove(from: TicketStatus, to: TicketStatus, trigger: TicketTrigger): void {
  if (canMoveTicket(from, to, trigger)) return;
  throw new AppError(
    HttpStatus.CONFLICT,
    'TICKET_STATUS_CONFLICT',
    `Ein Ticket im Status „${STATUS_LABELS[from]}“ kann nicht auf „${STATUS_LABELS[to]}“ gesetzt werden.`,
    { from, to },
  );
}

export const ticketNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'TICKET_NOT_FOUND', 'Ticket nicht gefunden.');

export const ticketClosed = () =>
  new AppError(HttpStatus.CONFLICT, 'TICKET_CLOSED', 'Dieses Ticket ist geschlossen. Bitte eröffnen Sie für ein neues Anliegen ein neues Ticket.');
