import { EyeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Pagination, Select, Skeleton, Tag, Typography } from 'antd';
import { priorityInfo, STATUS_ACTIONS, statusInfo, TICKET_PRIORITIES, TICKET_STATUSES } from '@/components/tickets/ticket-labels';
import { TicketPriorityTag, TicketStatusTag } from '@/components/tickets/ticket-tags';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { useUpdateTicket } from '../api/mutations';
import {
  ADMIN_TICKETS_PAGE_SIZE,
  type AdminTicket,
  adminTicketsQueryOptions,
  ticketAssigneesQueryOptions,
  ticketDealerOptionsQueryOptions,
} from '../api/queries';
import { useTicketSearch } from '../use-ticket-search';
import { TicketDrawer } from './ticket-drawer';
import styles from './tickets-tab.module.css';

/** The tickets tab of /admin: filters, the list as the admin spec shows it, paging, and the thread in a drawer. */
export function TicketsTab() {
  const { filters, openTicketId, update } = useTicketSearch();
  const tickets = useQuery(adminTicketsQueryOptions(filters));
  const dealers = useQuery(ticketDealerOptionsQueryOptions());
  const assignees = useQuery(ticketAssigneesQueryOptions());

  return (
    <div>
      <div className={styles.filters}>
        <Input.Search
          allowClear
          placeholder="Suche: Nummer, Betreff, Text, Firma"
          defaultValue={filters.q ?? ''}
          onSearch={(q) => update({ q: q.trim() })}
          aria-label="Tickets durchsuchen"
        />
        <Select
          allowClear
          placeholder="Status"
          value={filters.status}
          onChange={(status) => update({ status })}
          options={TICKET_STATUSES.map((value) => ({ value, label: statusInfo(value).label }))}
          aria-label="Status"
        />
        <Select
          allowClear
          placeholder="Priorität"
          value={filters.priority}
          onChange={(priority) => update({ priority })}
          options={TICKET_PRIORITIES.map((value) => ({ value, label: priorityInfo(value).label }))}
          aria-label="Priorität"
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Händler"
          value={filters.dealerId}
          onChange={(dealerId) => update({ dealerId })}
          options={dealers.data ?? []}
          loading={dealers.isPending}
          aria-label="Händler"
        />
        <Select
          allowClear
          placeholder="Bearbeiter"
          value={filters.assigneeId}
          onChange={(assigneeId) => update({ assigneeId })}
          options={[{ value: 'none', label: 'Nicht zugewiesen' }, ...(assignees.data ?? []).map((admin) => ({ value: admin.id, label: admin.email }))]}
          aria-label="Bearbeiter"
        />
      </div>

      {tickets.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : tickets.isError ? (
        <Alert type="error" showIcon message="Tickets konnten nicht geladen werden." description={userMessageFor(tickets.error)} />
      ) : tickets.data.items.length === 0 ? (
        <Empty description={Object.values(filters).some((value) => value !== undefined && value !== 1) ? 'Keine Tickets zu diesen Filtern.' : 'Noch keine Support-Tickets.'} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {tickets.data.total === 1 ? '1 Ticket' : `${tickets.data.total.toLocaleString('de-DE')} Tickets`}
          </Typography.Paragraph>
          <div className={styles.list}>
            {tickets.data.items.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} onOpen={() => update({ ticket: ticket.id })} />
            ))}
          </div>
          <Pagination
            style={{ marginTop: 16 }}
            current={filters.page}
            pageSize={ADMIN_TICKETS_PAGE_SIZE}
            total={tickets.data.total}
            onChange={(page) => update({ page })}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      )}
      <TicketDrawer ticketId={openTicketId} onClose={() => update({ ticket: undefined })} />
    </div>
  );
}

function TicketRow({ ticket, onOpen }: { ticket: AdminTicket; onOpen: () => void }) {
  const updateTicket = useUpdateTicket();
  return (
    <Card size="small" className={styles.card} data-testid="admin-ticket">
      <div className={styles.top}>
        <span className={styles.number}>{ticket.ticketNumber}</span>
        <TicketStatusTag status={ticket.status} />
        <TicketPriorityTag priority={ticket.priority} />
        {ticket.orderNumber && <Tag>Bestellung {ticket.orderNumber}</Tag>}
        <span className={styles.date}>{formatDate(ticket.createdAt)}</span>
      </div>
      <div className={styles.subject}>{ticket.subject}</div>
      <Typography.Paragraph className={styles.description} ellipsis={{ rows: 2 }}>
        {ticket.description}
      </Typography.Paragraph>
      <div className={styles.bottom}>
        <span className={styles.from}>
          Von: <strong>{ticket.dealer.companyName}</strong>
          {ticket.assignee && (
            <>
              {' · '}
              <UserOutlined /> {ticket.assignee.email}
            </>
          )}
          {ticket.messageCount > 0 && (
            <>
              {' · '}
              <MessageOutlined /> {ticket.messageCount}
            </>
          )}
        </span>
        <div className={styles.actions}>
          {ticket.nextStatuses.map((status) => (
            <Button
              key={status}
              size="small"
              danger={status === 'closed'}
              loading={updateTicket.isPending && updateTicket.variables?.status === status}
              onClick={() => updateTicket.mutate({ id: ticket.id, status })}
            >
              {STATUS_ACTIONS[status]}
            </Button>
          ))}
          <Button size="small" type="primary" icon={<EyeOutlined />} onClick={onOpen}>
            Öffnen
          </Button>
        </div>
      </div>
    </Card>
  );
}

