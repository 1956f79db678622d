import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorBody } from './error-body.js';
import { RETRY_AFTER_SECONDS } from './service-unavailable.js';

/** The single place where errors become `{ statusCode, code, message, errors? }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode === 503) {
      // An outage: one line per request, not a stack trace each; clients are told when to retry.
      this.logger.warn(`Servicio no disponible: ${exception instanceof Error ? exception.message : String(exception)}`);
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
