import { strToU8, zipSync } from 'fflate';
import type { Queryable } from '../../common/database/queryable.js';
import { findExportSubject, ownedTables, rowsOwnedBy, sessionSummaries, specialRows, type Row } from './export-sql.js';

/**
 * Columns never exported: secrets (hashes, tokens, TOTP), internal search data, storage paths, and
 * a passkey's public key and ceremony challenges (binary, meaningless to read).
 */
const SECRET_COLUMN =
  /password|hash|secret|token|recovery|totp_last_step|search_vector|search_text|place_keys|storage_key|file_key|public_key|challenge/i;

/** Table names in Spanish for the readable summary (others show their own name). */
const TABLE_TITLES: Record<string, string> = {
  users: 'Cuenta',
  user_roles: 'Roles',
  refresh_tokens: 'Inicios de sesión (tokens, sin su valor)',
  passkeys: 'Llaves de acceso',
  companies: 'Empresa',
  company_images: 'Imágenes de la empresa',
  company_documents: 'Documentos de la empresa (solo datos)',
  company_subscriptions: 'Suscripciones',
  company_billing_data: 'Datos de facturación',
  company_alert_settings: 'Alertas de solicitudes',
  invoices: 'Facturas',
  invoice_payments: 'Pagos de facturas',
  requests: 'Solicitudes',
  request_photos: 'Fotos de solicitudes',
  proposals: 'Propuestas',
  proposal_templates: 'Plantillas de propuesta',
  reviews: 'Reseñas',
  messages: 'Mensajes',
  audit_logs: 'Registro de actividad',
  content_reports: 'Denuncias enviadas',
  mail_log: 'Correos enviados',
  newsletter_subscriptions: 'Boletín',
  contact_messages: 'Mensajes de contacto',
  data_exports: 'Exportaciones de datos',
};

export interface DataExportDocument {
  generatedAt: string;
  notes: string[];
  sessions: Row[];
  tables: Record<string, Row[]>;
}

/** A copy of the row without its secret columns. */
export function stripSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

/** Everything held about the user, table by table (undefined when the account is gone). */
export async function collectExport(db: Queryable, userId: string, now: Date): Promise<DataExportDocument | undefined> {
  const subject = await findExportSubject(db, userId);
  if (!subject) return undefined;
  const tables: Record<string, Row[]> = await specialRows(db, subject);
  for (const { table, column } of await ownedTables(db)) {
    const ids = column === 'user_id' ? [subject.userId] : subject.companyIds;
    tables[table] = [...(tables[table] ?? []), ...(await rowsOwnedBy(db, table, column, ids))];
  }
  for (const name of Object.keys(tables)) tables[name] = tables[name].map(stripSecrets);
  return {
    generatedAt: now.toISOString(),
    notes: [
      'Exportación de tus datos en Rutalia (RGPD, artículos 15 y 20).',
      'Las contraseñas, los códigos y los tokens no se incluyen: solo se guardan cifrados.',
      'De las otras personas con las que has tratado solo figura su papel o el nombre público de su empresa.',
      'El consentimiento de cookies se guarda solo en tu navegador, no en nuestros servidores.',
    ],
    sessions: await sessionSummaries(db, subject.userId),
    tables,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function cell(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

function tableHtml(title: string, rows: Row[]): string {
  if (rows.length === 0) return `<section><h2>${escapeHtml(title)}</h2><p>Sin datos.</p></section>`;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${escapeHtml(title)} (${rows.length})</h2><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
}

/** The readable summary: one section per table, with every row (no scripts, no external resources). */
export function renderExportHtml(doc: DataExportDocument): string {
  const sections = [
    tableHtml('Sesiones y dispositivos', doc.sessions),
    ...Object.entries(doc.tables).map(([name, rows]) => tableHtml(TABLE_TITLES[name] ?? name, rows)),
  ];
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Mis datos en Rutalia</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;font-size:.85rem}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f2f2f2}.scroll{overflow-x:auto}</style>
</head><body><h1>Mis datos en Rutalia</h1><p>Generado el ${escapeHtml(new Date(doc.generatedAt).toLocaleString('es-ES', { timeZone: 'Europe/Madrid' }))}.</p>
<ul>${doc.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>
${sections.join('\n')}
<p>El fichero <code>datos.json</code> contiene lo mismo en formato legible por máquina.</p></body></html>`;
}

/** The zip the user downloads: `datos.json` (machine-readable) and `resumen.html` (readable). */
export function zipExport(doc: DataExportDocument): Buffer {
  const zipped = zipSync({
    'datos.json': strToU8(JSON.stringify(doc, null, 2)),
    'resumen.html': strToU8(renderExportHtml(doc)),
  });
  return Buffer.from(zipped);
}
