import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';

/** Request ids come from `x-request-id` when a proxy sets one; secrets and bodies are never logged. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: (req: IncomingMessage) => {
        const header = req.headers['x-request-id'];
        return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
      },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[oculto]' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
        // The status is what a log line needs; the response headers (CSP and the other security
        // headers on every answer) would only bloat each line.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // Static assets would drown the log; API calls and pages are what matter.
      autoLogging: { ignore: (req) => /^\/(assets|uploads|backoffice\/assets)\//.test(req.url ?? '') },
    },
  };
}
