import { Job, WaitingError } from 'bullmq';

/**
 * A long job interrupted by a worker shutdown goes back to the waiting list without using up an attempt;
 * the next worker resumes it from the progress the job keeps in the database.
 */
export async function handBackToQueue(job: Job, token: string | undefined): Promise<never> {
  await job.moveToWait(token);
  throw new WaitingError();
}

/** True when BullMQ will not try this job again after the current attempt fails. */
export const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export const isHandBack = (error: unknown) => error instanceof WaitingError;
