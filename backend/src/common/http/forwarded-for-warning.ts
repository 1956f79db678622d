import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

export const UNTRUSTED_FORWARDED_FOR_WARNING =
  'Las peticiones llegan con la cabecera X-Forwarded-For pero TRUST_PROXY está desactivado: los límites por IP ' +
  'ven a todos los visitantes como la IP del proxy y comparten un solo contador. Detrás de un proxy inverso, define ' +
  'TRUST_PROXY=1 (un salto) o la IP/CIDR del proxy (p. ej. TRUST_PROXY=10.0.0.0/8). Sin proxy delante, ignora este aviso.';

/**
 * With TRUST_PROXY off (the default), a request carrying X-Forwarded-For most likely came through
 * a reverse proxy nobody told the app about: a rate-limit problem that is invisible until the whole
 * site shares one bucket. Warns once per process, on the first such request.
 */
export function warnOnUntrustedForwardedFor(
  fastify: FastifyInstance,
  trustProxy: AppConfig['trustProxy'],
  logger: Pick<Logger, 'warn'> = new Logger('TrustProxy'),
): void {
  if (trustProxy !== false && trustProxy !== 0) return;
  let warned = false;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn(UNTRUSTED_FORWARDED_FOR_WARNING);
    }
    done();
  });
}
