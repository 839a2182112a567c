import { CustomerServiceOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TicketPriorityTag, TicketStatusTag } from '@/components/tickets/ticket-tags';
import { ticketPath } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { ownTicketsQueryOptions, TICKETS_PAGE_SIZE } from '../api/queries';
import { NewTicketDialog } from './new-ticket-dialog';
import styles from './own-tickets-card.module.css';

/** The dealer's tickets on /profile: open a new one, see number, status and priority, go to the thread. */
export function OwnTicketsCard() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const tickets = useQuery(ownTicketsQueryOptions(page));
  const navigate = useNavigate();

  return (
    <Card
      title={
        <>
          <CustomerServiceOutlined /> Support-Tickets
        </>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Neues Ticket
        </Button>
      }
    >
      {tickets.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : tickets.isError ? (
        <Alert type="error" showIcon message="Tickets konnten nicht geladen werden." description={userMessageFor(tickets.error)} />
      ) : tickets.data.total === 0 ? (
        <Empty description="Noch keine Tickets. Bei Fragen zu Bestellungen, Lieferungen oder Ihrem Konto eröffnen Sie hier ein Ticket." />
      ) : (
        <>
          <div className={styles.list} data-testid="own-tickets">
            {tickets.data.items.map((ticket) => (
              <Link key={ticket.id} to={ticketPath(ticket.id)} className={styles.row}>
                <div style={{ minWidth: 0 }}>
                  <div className={styles.subject}>{ticket.subject}</div>
                  <div className={styles.meta}>
                    {ticket.ticketNumber} · {formatDate(ticket.createdAt)}
                    {ticket.orderNumber ? ` · Bestellung ${ticket.orderNumber}` : ''}
                    {ticket.messageCount > 0 && (
                      <>
                        {' · '}
                        <MessageOutlined /> {ticket.messageCount}
                      </>
                    )}
                  </div>
                </div>
                <div className={styles.tags}>
                  <TicketStatusTag status={ticket.status} />
                  <TicketPriorityTag priority={ticket.priority} />
                </div>
              </Link>
            ))}
          </div>
          {tickets.data.total > TICKETS_PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 12 }}
              size="small"
              current={page}
              pageSize={TICKETS_PAGE_SIZE}
              total={tickets.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </>
      )}
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} onCreated={(ticket) => navigate(ticketPath(ticket.id))} />
    </Card>
  );
}
