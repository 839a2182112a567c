import { useLocation, useNavigate } from 'react-router-dom';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from '@/components/tickets/ticket-labels';
import type { TicketFilters } from './api/queries';

type Key = 'status' | 'priority' | 'dealerId' | 'assigneeId' | 'q' | 'page' | 'ticket';

/**
 * The tickets tab keeps its filters, page and open ticket in the query string (/admin?status=open#tickets),
 * so a dashboard card or an e-mail can link straight to a list or a ticket, and reload keeps the view.
 */
export function useTicketSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const status = params.get('status');
  const priority = params.get('priority');
  const page = Number(params.get('page'));

  const filters: TicketFilters = {
    status: TICKET_STATUSES.includes(status as TicketStatus) ? (status as TicketStatus) : undefined,
    priority: TICKET_PRIORITIES.includes(priority as TicketPriority) ? (priority as TicketPriority) : undefined,
    dealerId: params.get('dealerId') ?? undefined,
    assigneeId: params.get('assigneeId') ?? undefined,
    q: params.get('q') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };

  /** Changes some values; any filter change goes back to page 1. Empty values are removed. */
  const update = (changes: Partial<Record<Key, string | number | undefined>>) => {
    const next = new URLSearchParams(location.search);
    const resetsPage = Object.keys(changes).some((key) => key !== 'page' && key !== 'ticket');
    if (resetsPage) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '', hash: location.hash || '#tickets' }, { replace: true });
  };

  return { filters, openTicketId: params.get('ticket'), update };
}
