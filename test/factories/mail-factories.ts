import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { uniqueEmail } from './auth-factories.js';

/**
 * A newsletter confirmation in mail_log with its data (so it can be retried): `failed` as the
 * mail worker leaves it after its attempts, or `pending` with no job, as `MailService.send`
 * leaves it when the process dies before queuing.
 */
export async function insertFailedMail(
  ds: DataSource,
  to = uniqueEmail('fallido'),
  status: 'failed' | 'pending' = 'failed',
): Promise<string> {
  const payload = {
    publicUrl: 'https://rutalia.test',
    unsubscribeToken: randomUUID(),
    confirmUrl: `https://rutalia.test/newsletter/confirmar?token=${randomUUID()}`,
  };
  const failed = status === 'failed';
  const [{ id }] = await ds.query(
    `INSERT INTO mail_log (dedupe_key, to_email, template, subject, status, attempts, error, payload, last_attempt_at)
     VALUES ($1, $2, 'newsletter-confirm', 'Confirma tu suscripción', $3, $4, $5, $6::jsonb, $7) RETURNING id`,
    [
      `test-mail:${randomUUID()}`,
      to,
      status,
      failed ? 20 : 0,
      failed ? '421 Servicio no disponible' : null,
      JSON.stringify(payload),
      failed ? new Date() : null,
    ],
  );
  return id;
}
