import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { Job, Queue } from 'bullmq';
import { redactText, redactValue } from '../redact';

/** Refused by the adapter itself: the second line of defence behind the board's route check. */
export class BoardActionRefused extends Error {
  readonly statusCode = 403;

  constructor() {
    super('Diese Aktion ist im Job-Board nicht erlaubt.');
  }
}

const refuse = async (): Promise<never> => {
  throw new BoardActionRefused();
};

/** Only failed jobs may be retried or removed: retrying a completed mail job would send the mail again. */
async function onlyWhenFailed(job: Job, action: () => Promise<void>): Promise<void> {
  if ((await job.getState()) !== 'failed') throw new BoardActionRefused();
  await action();
}

/** What the board shows of a job, redacted: data, return value, progress, options, failure reason, trace. */
function redactedJson(job: Job) {
  const json = job.toJSON();
  return {
    ...json,
    data: redactValue(json.data),
    returnvalue: redactValue(json.returnvalue),
    progress: redactValue(json.progress),
    opts: redactValue(json.opts),
    failedReason: json.failedReason ? redactText(json.failedReason) : json.failedReason,
    stacktrace: json.stacktrace ? json.stacktrace.map((line) => redactText(line)) : json.stacktrace,
  };
}

/** The job as the board sees it: redacted, and retry/remove only for failed jobs, nothing else that writes. */
function boardView(job: Job): Job {
  return new Proxy(job, {
    get(target, property, receiver) {
      switch (property) {
        case 'toJSON':
          return () => redactedJson(target);
        case 'data':
          return redactValue(target.data);
        case 'returnvalue':
          return redactValue(target.returnvalue);
        case 'retry':
          return () => onlyWhenFailed(target, () => target.retry('failed'));
        case 'remove':
          return () => onlyWhenFailed(target, () => target.remove());
        case 'promote':
        case 'update':
        case 'updateData':
        case 'updateProgress':
        case 'log':
        case 'discard':
        case 'moveToFailed':
        case 'moveToCompleted':
        case 'changeDelay':
        case 'changePriority':
          return refuse;
        default:
          return Reflect.get(target, property, receiver);
      }
    },
  });
}

/**
 * Bull Board's BullMQ adapter, narrowed for operators: every job it hands out is redacted, retry and
 * clean work on failed jobs only, and nothing can be added, changed, paused, emptied or removed
 * wholesale. Which role may retry or clean at all is checked before (board-permissions.ts).
 */
export class RedactingBullMQAdapter extends BullMQAdapter {
  constructor(queue: Queue, displayName: string) {
    // allowCompletedRetries is read by the base adapter but missing from this adapter's option type
    super(queue, { readOnlyMode: false, allowRetries: true, allowCompletedRetries: false, displayName } as ConstructorParameters<typeof BullMQAdapter>[1]);
  }

  override async getJob(id: string): Promise<Job | undefined> {
    const job = await super.getJob(id);
    return job ? boardView(job) : job;
  }

  override async getJobs(...args: Parameters<BullMQAdapter['getJobs']>): Promise<Job[]> {
    return (await super.getJobs(...args)).map((job) => (job ? boardView(job) : job));
  }

  override async getJobLogs(id: string): Promise<string[]> {
    return (await super.getJobLogs(id)).map((line) => redactText(line));
  }

  override async clean(status: Parameters<BullMQAdapter['clean']>[0], graceTimeMs: number): Promise<void> {
    if (status !== 'failed') throw new BoardActionRefused();
    await super.clean(status, graceTimeMs);
  }

  override addJob = refuse;
  override pause = refuse;
  override resume = refuse;
  override empty = refuse;
  override obliterate = refuse;
  override promoteAll = refuse;
  override removeJobScheduler = refuse;
  override setGlobalConcurrency = refuse;
}
