/** Every queue and the jobs it carries, with their payloads: the one place job names are typed. */
export const QUEUE_NAMES = ['mail', 'import', 'images', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface MailJobPayload {
  to: string;
  template: string;
  data: Record<string, unknown>;
}

export interface JobPayloads {
  'mail.send': MailJobPayload;
  'import.run': { importJobId: string };
  'images.migrate': { productId?: string; limit?: number; dryRun?: boolean };
  'maintenance.purge-expired-tokens': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const queueOf = (job: JobName): QueueName => job.split('.')[0] as QueueName;
