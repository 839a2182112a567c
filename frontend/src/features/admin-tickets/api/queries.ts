import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components, operations } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type AdminTicket = Schemas['AdminTicketDto'];
export type AdminTicketDetail = Schemas['AdminTicketDetailDto'];
export type TicketFilters = NonNullable<operations['getAdminTickets']['parameters']['query']>;

export const ADMIN_TICKETS_PAGE_SIZE = 20;

export const adminTicketKeys = {
  all: rootKeys.admin.tickets,
  lists: () => [...adminTicketKeys.all, 'list'] as const,
  list: (filters: TicketFilters) => [...adminTicketKeys.lists(), filters] as const,
  detail: (id: string) => [...adminTicketKeys.all, 'detail', id] as const,
  assignees: () => [...adminTicketKeys.all, 'assignees'] as const,
  dealers: () => [...adminTicketKeys.all, 'dealers'] as const,
};

export const adminTicketsQueryOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: adminTicketKeys.list(filters),
    queryFn: () => unwrap(api.GET('/api/admin/tickets', { params: { query: { ...filters, pageSize: ADMIN_TICKETS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });

export const adminTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminTicketKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/admin/tickets/{id}', { params: { path: { id } } })),
  });

export const ticketAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: adminTicketKeys.assignees(),
    queryFn: () => unwrap(api.GET('/api/admin/tickets/assignees')),
    staleTime: 5 * 60_000,
  });

/** Every dealer, for the dealer filter (companies as the administration knows them). */
export const ticketDealerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminTicketKeys.dealers(),
    queryFn: async () =>
      (await unwrap(api.GET('/api/admin/dealers/options'))).map((dealer) => ({ value: dealer.id, label: dealer.companyName })).sort((a, b) => a.label.localeCompare(b.label, 'de')),
    staleTime: 5 * 60_000,
  });
