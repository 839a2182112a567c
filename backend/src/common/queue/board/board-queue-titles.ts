import { QueueName } from '../jobs';

const TITLES: Record<QueueName, string> = {
  mail: 'E-Mails',
  import: 'Produktimport',
  images: 'Bildübernahme',
  news: 'News an Händler',
  maintenance: 'Wartung',
  invoices: 'Rechnungen',
};

/**
 * A queue as the board's cards and headings name it: German, with the technical name that the board's menu,
 * its addresses (…/queue/mail) and the job names (mail.send) keep, so the two read as one.
 */
export const boardQueueTitle = (name: QueueName) => `${TITLES[name]} (${name})`;
