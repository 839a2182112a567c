import { LockOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Descriptions, Drawer, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { priorityInfo, STATUS_ACTIONS, TICKET_PRIORITIES } from '@/components/tickets/ticket-labels';
import { TicketPriorityTag, TicketStatusTag } from '@/components/tickets/ticket-tags';
import { TicketAttachments, TicketThread } from '@/components/tickets/ticket-thread';
import { useMediaQuery } from '@/hooks/use-media-query';
import { userMessageFor } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { useAddAdminTicketMessage, useDownloadTicketAttachment, useUpdateTicket } from '../api/mutations';
import { type AdminTicketDetail, adminTicketQueryOptions, ticketAssigneesQueryOptions } from '../api/queries';

/** One ticket for the administration: state, priority, assignment, the whole thread with internal notes, reply. */
export function TicketDrawer({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 768px)');
  const ticket = useQuery({ ...adminTicketQueryOptions(ticketId ?? ''), enabled: Boolean(ticketId) });

  return (
    <Drawer
      open={Boolean(ticketId)}
      onClose={onClose}
      width={narrow ? '100%' : 760}
      title={ticket.data ? `${ticket.data.ticketNumber}: ${ticket.data.subject}` : 'Ticket'}
      destroyOnHidden
    >
      {ticket.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : ticket.isError ? (
        <Alert type="error" showIcon message="Das Ticket konnte nicht geladen werden." description={userMessageFor(ticket.error)} />
      ) : (
        <TicketDetail ticket={ticket.data} />
      )}
    </Drawer>
  );
}

function TicketDetail({ ticket }: { ticket: AdminTicketDetail }) {
  const update = useUpdateTicket();
  const addMessage = useAddAdminTicketMessage(ticket.id);
  const download = useDownloadTicketAttachment(ticket.id);
  const assignees = useQuery(ticketAssigneesQueryOptions());
  const [form] = Form.useForm<{ body: string; internal: boolean }>();
  const internal = Form.useWatch('internal', form) ?? false;
  const closed = ticket.status === 'closed';

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <TicketStatusTag status={ticket.status} />
        <TicketPriorityTag priority={ticket.priority} />
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'from', label: 'Von', children: ticket.dealer.companyName },
          { key: 'contact', label: 'Ansprechpartner', children: ticket.contactPerson },
          { key: 'email', label: 'E-Mail', children: <a href={`mailto:${ticket.dealerEmail}`}>{ticket.dealerEmail}</a> },
          { key: 'created', label: 'Eröffnet', children: formatDateTime(ticket.createdAt) },
          ...(ticket.orderNumber ? [{ key: 'order', label: 'Bestellung', children: ticket.orderNumber }] : []),
        ]}
      />

      <Card size="small" title="Bearbeitung">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {ticket.nextStatuses.length === 0 ? (
              <Typography.Text type="secondary">Geschlossen – kein weiterer Statuswechsel möglich.</Typography.Text>
            ) : (
              ticket.nextStatuses.map((status) => (
                <Button
                  key={status}
                  type={status === 'closed' ? 'default' : 'primary'}
                  loading={update.isPending && update.variables?.status === status}
                  onClick={() => update.mutate({ id: ticket.id, status })}
                >
                  {STATUS_ACTIONS[status]}
                </Button>
              ))
            )}
          </Space>
          <Space wrap style={{ width: '100%' }}>
            <label>
              <Typography.Text type="secondary">Priorität </Typography.Text>
              <Select
                style={{ width: 150 }}
                value={ticket.priority}
                onChange={(priority) => update.mutate({ id: ticket.id, priority })}
                options={TICKET_PRIORITIES.map((value) => ({ value, label: priorityInfo(value).label }))}
                aria-label="Priorität ändern"
              />
            </label>
            <label>
              <Typography.Text type="secondary">Bearbeiter </Typography.Text>
              <Select
                style={{ width: 240 }}
                allowClear
                placeholder="Nicht zugewiesen"
                value={ticket.assignee?.id}
                onChange={(assigneeId) => update.mutate({ id: ticket.id, assigneeId: assigneeId ?? null })}
                options={(assignees.data ?? []).map((admin) => ({ value: admin.id, label: admin.email }))}
                aria-label="Bearbeiter zuweisen"
              />
            </label>
          </Space>
        </Space>
      </Card>

      <Card size="small" title="Verlauf">
        <TicketThread opening={{ authorName: ticket.dealer.companyName, description: ticket.description, createdAt: ticket.createdAt }} messages={ticket.messages} />
      </Card>

      <Card size="small" title="Anhänge">
        <TicketAttachments
          attachments={ticket.attachments}
          downloading={download.isPending ? download.variables?.id : undefined}
          onDownload={(attachment) => download.mutate({ id: attachment.id, fileName: attachment.fileName })}
        />
      </Card>

      <Card size="small" title={internal ? 'Interne Notiz' : 'Antwort an den Händler'}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ internal: closed }}
          onFinish={(values) => addMessage.mutate({ body: values.body, internal: values.internal }, { onSuccess: () => form.resetFields(['body']) })}
        >
          <Form.Item name="body" rules={[{ required: true, whitespace: true, message: 'Bitte geben Sie eine Nachricht ein.' }]}>
            <Input.TextArea
              rows={4}
              maxLength={5000}
              showCount
              placeholder={internal ? 'Nur für die Verwaltung sichtbar' : 'Der Händler erhält die Antwort per E-Mail.'}
              aria-label="Nachricht"
            />
          </Form.Item>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Form.Item name="internal" valuePropName="checked" noStyle>
              <Checkbox disabled={closed}>
                <LockOutlined /> Interne Notiz (für den Händler unsichtbar)
              </Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={internal ? <LockOutlined /> : <SendOutlined />} loading={addMessage.isPending}>
              {internal ? 'Notiz speichern' : 'Antwort senden'}
            </Button>
          </Space>
          {closed && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              Das Ticket ist geschlossen: Antworten an den Händler sind nicht mehr möglich, interne Notizen schon.
            </Typography.Paragraph>
          )}
        </Form>
      </Card>
    </Space>
  );
}
