import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import 'reflect-metadata';
import { Environment } from '../../src/common/config/environment';
import { createRootLogger, NestPinoLogger } from '../../src/common/logging/logger';
import { OutboxDispatcher } from '../../src/common/outbox/outbox-dispatcher';
import { WorkerModule } from '../../src/worker.module';

export interface TestWorker {
  context: INestApplicationContext;
  /** Hands every committed outbox message to BullMQ now instead of waiting for the notification. */
  dispatch(): Promise<number>;
  close(): Promise<void>;
}

/** The real worker process (worker.ts's module) in this test process: outbox dispatcher and every job processor. */
export async function startTestWorker(env: Environment): Promise<TestWorker> {
  const context = await NestFactory.createApplicationContext(WorkerModule, { logger: new NestPinoLogger(createRootLogger(env.LOG_LEVEL)) });
  await context.init();
  const dispatcher = context.get(OutboxDispatcher);
  return { context, dispatch: () => dispatcher.dispatch(), close: () => context.close() };
}
