/**
 * Every queue and the jobs it carries, with their payloads: the one place job names are typed.
 * Payloads carry ids and non-secret parameters only; operators can read them on the job board, so a
 * worker reads or creates what is secret (a link token, an address) itself.
 */
export const QUEUE_NAMES = ['mail', 'import', 'images', 'news', 'maintenance', 'invoices'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Every e-mail the portal sends, named `<module>.<what>`, with the record the worker composes it from. */
export interface MailTemplateParams {
  'auth.confirm-email': { userId: string };
  'auth.reset-password': { userId: string };
  'auth.admin-invite': { userId: string };
  'auth.staff-invite': { userId: string };
  'dealers.documents-received': { profileId: string };
  'dealers.approved': { profileId: string };
  'dealers.rejected': { profileId: string };
  'orders.confirmation': { orderId: string };
  'orders.new-order': { orderId: string };
  'orders.payment-received': { orderId: string };
  'orders.payment-expired': { orderId: string };
  'orders.status-changed': { orderId: string; status: 'awaiting_approval' | 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' };
  'orders.approval-requested': { orderId: string };
  'orders.approval-rejected': { orderId: string };
  'orders.refund-failed': { orderId: string };
  'tickets.created': { ticketId: string };
  'tickets.replied': { messageId: string };
  'tickets.dealer-replied': { messageId: string };
  'tickets.status-changed': { ticketId: string; status: string };
  'news.published': { newsId: string; profileId: string };
  'invoices.issued': { invoiceId: string };
  'accounting.dunning-letter': { letterId: string };
}

export type MailTemplateName = keyof MailTemplateParams;
export type MailJobPayload = { [T in MailTemplateName]: { template: T; params: MailTemplateParams[T] } }[MailTemplateName];

export interface JobPayloads {
  'mail.send': MailJobPayload;
  'import.run': { importJobId: string };
  'import.purge-files': Record<string, never>;
  'images.migrate-run': { runId: string };
  /** E-mails a published news item to the approved dealers, one batch per job, after the given profile id. */
  'news.notify-dealers': { newsId: string; afterProfileId?: string };
  'maintenance.purge-expired-tokens': Record<string, never>;
  'maintenance.purge-outbox': Record<string, never>;
  'maintenance.expire-unpaid-orders': Record<string, never>;
  'invoices.render': { invoiceId: string };
  /** Nightly: the next due dunning level of every overdue invoice (letters rendered and mailed by the next job). */
  'maintenance.dunning-run': Record<string, never>;
  'invoices.render-dunning-letter': { letterId: string };
}

export type JobName = keyof JobPayloads;

export const queueOf = (job: JobName): QueueName => job.split('.')[0] as QueueName;
