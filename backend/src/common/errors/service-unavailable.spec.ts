import { createServer } from 'node:net';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './error-body.js';
import { isServiceUnavailableError } from './service-unavailable.js';

/** What node-postgres throws when nothing listens on the port (a stopped PostgreSQL). */
async function refusedConnectionError(): Promise<unknown> {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => undefined,
    (error: unknown) => error,
  );
}

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isServiceUnavailableError', () => {
  it('recognises a refused connection, as node-postgres reports it', async () => {
    expect(isServiceUnavailableError(await refusedConnectionError())).toBe(true);
  });

  it('recognises a server shutting down or starting, and connection exceptions', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) {
      expect(isServiceUnavailableError(new QueryFailedError('SELECT 1', [], pgError(code)))).toBe(true);
    }
  });

  it('recognises connections cut or never made within the pool timeout', () => {
    expect(isServiceUnavailableError(new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isServiceUnavailableError(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isServiceUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isServiceUnavailableError(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isServiceUnavailableError(new QueryFailedError('SELECT 1', [], pgError('23505')))).toBe(false);
    expect(isServiceUnavailableError(new QueryFailedError('SELECT 1', [], pgError('42P01', 'relation "x" does not exist')))).toBe(false);
    expect(isServiceUnavailableError(new Error('Connection string is wrong'))).toBe(false);
    expect(isServiceUnavailableError(undefined)).toBe(false);
    expect(isServiceUnavailableError('ECONNREFUSED')).toBe(false);
  });
});

describe('toErrorBody when the database is unreachable', () => {
  it('answers a Spanish 503 that leaks nothing', async () => {
    expect(toErrorBody(await refusedConnectionError())).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento. Inténtalo más tarde.',
    });
    expect(
      toErrorBody(new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection due to administrator command'))),
    ).toMatchObject({ statusCode: 503 });
  });

  it('keeps constraint violations as 4xx and everything else as 500', () => {
    expect(toErrorBody(new QueryFailedError('INSERT', [], pgError('23505')))).toMatchObject({ statusCode: 409 });
    expect(toErrorBody(new QueryFailedError('SELECT', [], pgError('42703')))).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
