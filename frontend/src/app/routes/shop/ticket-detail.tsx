import { ArrowLeftOutlined, CheckCircleOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Result, Upload } from 'antd';
import { useParams } from 'react-router-dom';
import { TicketPriorityTag, TicketStatusTag } from '@/components/tickets/ticket-tags';
import { TicketAttachments, TicketThread } from '@/components/tickets/ticket-thread';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAttachFile, useCloseTicket, useDownloadOwnAttachment, useReplyToTicket } from '@/features/tickets/api/mutations';
import { type OwnTicketDetail, ownTicketQueryOptions } from '@/features/tickets/api/queries';
import { ACCEPTED_FILES, checkAttachment } from '@/features/tickets/attachment-rules';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session/session-context';
import styles from './ticket-detail.module.css';

/** /profile/tickets/:id — the dealer's view of one ticket: thread, files, answer, close. */
export function TicketDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const ticket = useQuery({ ...ownTicketQueryOptions(id), enabled: signedIn });
  useDocumentTitle(ticket.data ? `Ticket ${ticket.data.ticketNumber}` : 'Support-Ticket');

  if (session.status === 'restoring') return <PageSpinner />;
  if (!signedIn) {
    return (
      <Result
        status="info"
        title="Bitte melden Sie sich an"
        subTitle="Ihre Support-Tickets sehen Sie nach der Anmeldung mit Ihrem Händlerkonto."
        extra={<LinkButton type="primary" to={paths.auth}>Zur Anmeldung</LinkButton>}
      />
    );
  }
  if (ticket.isPending) return <PageSpinner />;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.statusCode === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'Ticket nicht gefunden' : 'Fehler'}
        subTitle={userMessageFor(ticket.error)}
        extra={<LinkButton to={paths.profile}>Zum Profil</LinkButton>}
      />
    );
  }
  return <TicketView ticket={ticket.data} />;
}

function TicketView({ ticket }: { ticket: OwnTicketDetail }) {
  const [form] = Form.useForm<{ body: string }>();
  const reply = useReplyToTicket(ticket.id);
  const close = useCloseTicket(ticket.id);
  const attach = useAttachFile(ticket.id);
  const download = useDownloadOwnAttachment(ticket.id);
  const { notification } = App.useApp();

  return (
    <div className={styles.page}>
      <div>
        <LinkButton type="link" icon={<ArrowLeftOutlined />} to={paths.profile} style={{ paddingInline: 0 }}>
          Zurück zum Profil
        </LinkButton>
      </div>
      <header className={styles.header}>
        <h1 className="ant-typography">{ticket.subject}</h1>
        <div className={styles.meta}>
          <span>{ticket.ticketNumber}</span>
          <span>eröffnet am {formatDate(ticket.createdAt)}</span>
          {ticket.orderNumber && <span>Bestellung {ticket.orderNumber}</span>}
          <TicketStatusTag status={ticket.status} />
          <TicketPriorityTag priority={ticket.priority} />
        </div>
      </header>

      {ticket.status === 'resolved' && (
        <Alert
          type="success"
          showIcon
          message="Wir haben Ihr Anliegen als gelöst markiert."
          description="Ist noch etwas offen? Antworten Sie einfach unten – das Ticket wird dann wieder geöffnet."
        />
      )}
      {ticket.status === 'closed' && (
        <Alert type="info" showIcon message="Dieses Ticket ist geschlossen." description="Für ein neues Anliegen eröffnen Sie bitte im Profil ein neues Ticket." />
      )}

      <Card title="Verlauf">
        <TicketThread opening={{ authorName: 'Sie', description: ticket.description, createdAt: ticket.createdAt }} messages={ticket.messages} />
        {ticket.canReply && (
          <Form
            form={form}
            layout="vertical"
            style={{ marginTop: 16 }}
            onFinish={({ body }) => reply.mutate(body, { onSuccess: () => form.resetFields() })}
          >
            <Form.Item name="body" label="Ihre Antwort" rules={[{ required: true, whitespace: true, message: 'Bitte geben Sie eine Nachricht ein.' }]}>
              <Input.TextArea rows={4} maxLength={5000} showCount />
            </Form.Item>
            <div className={styles.actions}>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={reply.isPending}>
                Antwort senden
              </Button>
              {ticket.canClose && (
                <Popconfirm
                  title="Ticket schließen?"
                  description="Danach sind keine Antworten mehr möglich."
                  okText="Schließen"
                  cancelText="Abbrechen"
                  onConfirm={() => close.mutate(undefined)}
                >
                  <Button icon={<CheckCircleOutlined />} loading={close.isPending}>
                    Ticket schließen
                  </Button>
                </Popconfirm>
              )}
            </div>
          </Form>
        )}
      </Card>

      <Card
        title="Anhänge"
        extra={
          ticket.canReply && (
            <Upload
              accept={ACCEPTED_FILES}
              showUploadList={false}
              beforeUpload={(file) => {
                const problem = checkAttachment(file);
                if (problem) notification.error({ message: 'Upload fehlgeschlagen', description: `${file.name}: ${problem}` });
                else attach.mutate(file);
                return false;
              }}
            >
              <Button icon={<PaperClipOutlined />} loading={attach.isPending}>
                Datei anhängen
              </Button>
            </Upload>
          )
        }
      >
        <TicketAttachments
          attachments={ticket.attachments}
          downloading={download.isPending ? download.variables?.id : undefined}
          onDownload={(attachment) => download.mutate({ id: attachment.id, fileName: attachment.fileName })}
        />
      </Card>
    </div>
  );
}
