import type { components } from '@/lib/api/schema.gen';

export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketPriority = components['schemas']['TicketPriority'];

export const TICKET_STATUSES: TicketStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const TICKET_PRIORITIES: TicketPriority[] = ['low', 'medium', 'high', 'urgent'];

const STATUS: Record<TicketStatus, { label: string; color: string }> = {
  open: { label: 'Offen', color: 'blue' },
  in_progress: { label: 'In Bearbeitung', color: 'gold' },
  resolved: { label: 'Gelöst', color: 'green' },
  closed: { label: 'Geschlossen', color: 'default' },
};

const PRIORITY: Record<TicketPriority, { label: string; color: string }> = {
  low: { label: 'Niedrig', color: 'default' },
  medium: { label: 'Mittel', color: 'blue' },
  high: { label: 'Hoch', color: 'orange' },
  urgent: { label: 'Dringend', color: 'red' },
};

/** The admin spec: an unknown status is shown as open, an unknown priority as medium. */
export const statusInfo = (status: string) => STATUS[status as TicketStatus] ?? STATUS.open;
export const priorityInfo = (priority: string) => PRIORITY[priority as TicketPriority] ?? PRIORITY.medium;

/** The label of the admin's button that moves a ticket to `status`. */
export const STATUS_ACTIONS: Record<TicketStatus, string> = {
  open: 'Wieder öffnen',
  in_progress: 'In Bearbeitung',
  resolved: 'Lösen',
  closed: 'Schließen',
};
