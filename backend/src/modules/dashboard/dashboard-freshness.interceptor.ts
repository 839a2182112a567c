import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { from, mergeMap, Observable } from 'rxjs';
import { AuthUser } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { DashboardCache } from './dashboard-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After an administrator's successful change (any writing request), the dashboard counts afresh: the admin
 * spec's page recounts after each change, and must not show the figures from before it.
 */
@Injectable()
export class DashboardFreshnessInterceptor implements NestInterceptor {
  constructor(private readonly cache: DashboardCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    // guards ran before: the user is known, and a dealer's request passes through untouched
    if (READS.has(request.method) || !request.user?.roles.includes(Role.Admin)) return next.handle();
    return next.handle().pipe(mergeMap((result) => from(this.cache.clear().then(() => result))));
  }
}
