import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { loggableUrl } from '../logging/access-log';
import { errorBodyFrom, sendError } from './error-body';

/** Shapes every error as { statusCode, code, message, correlationId }; never a stack trace to the client. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly serveSpa: boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();

    if (exception instanceof NotFoundException && this.isSpaNavigation(request)) {
      void reply.type('text/html').sendFile('index.html');
      return;
    }

    const body = errorBodyFrom(exception, String(request.id));
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.warn(`${request.method} ${loggableUrl(request.url)} [${body.correlationId}]: 503 ${(exception as Error)?.message ?? exception}`);
    } else if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(
        `${request.method} ${loggableUrl(request.url)} [${body.correlationId}]: ${(exception as Error)?.message ?? exception}`,
        (exception as Error)?.stack,
      );
    }
    void sendError(reply, body);
  }

  /** Deep links of the single-page app (/products, /admin/product/42) get index.html. */
  private isSpaNavigation(request: FastifyRequest): boolean {
    return (
      this.serveSpa &&
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/admin/queues') &&
      (request.headers.accept ?? '').includes('text/html')
    );
  }
}
