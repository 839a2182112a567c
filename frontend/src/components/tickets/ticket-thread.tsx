import { FileImageOutlined, FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Empty, Tag, Typography } from 'antd';
import type { components } from '@/lib/api/schema.gen';
import { formatDateTime, formatFileSize } from '@/lib/format';
import styles from './ticket-thread.module.css';

type Schemas = components['schemas'];
export type TicketMessage = Schemas['TicketMessageDto'];
export type TicketAttachment = Schemas['TicketAttachmentDto'];

interface TicketThreadProps {
  /** The dealer's opening description, shown as the first entry. */
  opening: { authorName: string; description: string; createdAt: string };
  messages: TicketMessage[];
}

/** The conversation of a ticket, oldest first; the wholesaler's answers on the right, internal notes marked. */
export function TicketThread({ opening, messages }: TicketThreadProps) {
  return (
    <div className={styles.thread} data-testid="ticket-thread">
      <article className={styles.message}>
        <div className={styles.meta}>
          <span className={styles.author}>{opening.authorName}</span>
          <span>{formatDateTime(opening.createdAt)}</span>
        </div>
        <p className={styles.body}>{opening.description}</p>
      </article>
      {messages.map((message) => (
        <article
          key={message.id}
          data-testid={message.internal ? 'internal-note' : 'ticket-message'}
          className={`${styles.message} ${message.internal ? styles.internal : message.fromStaff ? styles.fromStaff : ''}`}
        >
          <div className={styles.meta}>
            <span className={styles.author}>{message.authorName}</span>
            <span>{formatDateTime(message.createdAt)}</span>
            {message.internal && (
              <Tag icon={<LockOutlined />} color="warning">
                Interne Notiz
              </Tag>
            )}
          </div>
          <p className={styles.body}>{message.body}</p>
        </article>
      ))}
    </div>
  );
}

/** The files of a ticket as download buttons. */
export function TicketAttachments({
  attachments,
  onDownload,
  downloading,
}: {
  attachments: TicketAttachment[];
  onDownload: (attachment: TicketAttachment) => void;
  downloading?: string;
}) {
  if (attachments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Keine Anhänge" style={{ margin: '8px 0' }} />;
  }
  return (
    <div className={styles.attachments}>
      {attachments.map((attachment) => (
        <Button
          key={attachment.id}
          icon={attachment.contentType === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
          loading={downloading === attachment.id}
          onClick={() => onDownload(attachment)}
          title={`Hochgeladen am ${formatDateTime(attachment.createdAt)}`}
        >
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {attachment.fileName}
          </Typography.Text>
          <Typography.Text type="secondary">({formatFileSize(attachment.sizeBytes)})</Typography.Text>
        </Button>
      ))}
    </div>
  );
}
