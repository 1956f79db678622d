import { HttpError } from 'react-admin';

import { ERROR_MESSAGES, fallbackMessage, messageFromBody, normalizeError } from '../../api/errors';
import { getAccessToken, refreshSession } from '../../api/session';
import { ADMIN_API_URL, httpClient } from '../../dataProvider';

/** `POST /api/admin/invoices/:id/mark-paid` (idempotent on the server). */
export const markInvoicePaid = (id: string) =>
  httpClient(`${ADMIN_API_URL}/invoices/${encodeURIComponent(id)}/mark-paid`, { method: 'POST' });

const fetchPdf = (id: string, token: string) =>
  fetch(`${ADMIN_API_URL}/invoices/${encodeURIComponent(id)}/pdf`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf' },
    credentials: 'same-origin',
  });

/**
 * Downloads an invoice PDF with the session's token (a plain link would carry none): fetches it
 * as a blob, refreshing the token once on a 401, and saves it as `<número>.pdf`.
 */
export async function downloadInvoicePdf(id: string, invoiceNumber: string): Promise<void> {
  let response: Response;
  try {
    const token = await getAccessToken();
    if (!token) throw new HttpError(ERROR_MESSAGES.sessionExpired, 401, undefined);
    response = await fetchPdf(id, token);
    if (response.status === 401) response = await fetchPdf(id, (await refreshSession()).accessToken);
  } catch (error) {
    throw normalizeError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new HttpError(messageFromBody(body) ?? fallbackMessage(response.status), response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${invoiceNumber}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
