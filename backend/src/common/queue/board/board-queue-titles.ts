import { QueueName } from '../jobs';

/** The queues as the board names them for operators; the technical name stays in its addresses (…/queue/mail). */
export const BOARD_QUEUE_TITLES: Record<QueueName, string> = {
  mail: 'E-Mails',
  import: 'Produktimport',
  images: 'Bildübernahme',
  news: 'News an Händler',
  maintenance: 'Wartung',
  invoices: 'Rechnungen',
};
