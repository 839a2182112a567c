import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { DashboardCache } from './dashboard-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After an administrator's successful change (any writing request), the dashboard counts afresh: the admin
 * spec's page recounts after each change, and must not show the figures from before it. A Fastify hook, not a
 * global Nest interceptor: an interceptor puts an RxJS pipeline around every request of every caller, and a
 * dealer's checkout paid for it (docs/performance.md, session 8).
 */
@Injectable()
export class DashboardFreshnessHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: DashboardCache,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return; // the worker serves no HTTP
    // onSend: the answer leaves only after the figures are gone, so the admin's next read counts afresh
    fastify.addHook('onSend', (request: FastifyRequest & { user?: AuthUser }, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      if (reply.statusCode < 400 && !READS.has(request.method) && request.user?.roles.includes(Role.Admin)) {
        this.cache.clear().then(() => done(null, payload), done);
      } else {
        done(null, payload);
      }
    });
  }
}
