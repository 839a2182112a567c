import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type OwnTicket = Schemas['TicketDto'];
export type OwnTicketDetail = Schemas['TicketDetailDto'];
export type CreateTicketInput = Schemas['CreateTicketDto'];

export const TICKETS_PAGE_SIZE = 10;

export const ticketKeys = {
  all: rootKeys.tickets,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (page: number) => [...ticketKeys.lists(), page] as const,
  detail: (id: string) => [...ticketKeys.all, 'detail', id] as const,
};

export const ownTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ticketKeys.list(page),
    queryFn: () => unwrap(api.GET('/api/tickets', { params: { query: { page, pageSize: TICKETS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });

export const ownTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/tickets/{id}', { params: { path: { id } } })),
  });
