import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { Button, useListContext, useNotify, usePermissions } from 'react-admin';

import type { BackofficePermissions } from '../../authProvider';
import { ADMIN_API_URL, httpClient } from '../../dataProvider';

const FALLBACK_NAME = 'newsletter.csv';

export const EXPORT_TEXTS = {
  exported: 'CSV descargado',
  exportFailed: 'No se pudo exportar el CSV',
} as const;
const notice = (name: keyof typeof EXPORT_TEXTS) => `resources.newsletter-subscribers.notifications.${name}`;

/** `attachment; filename="newsletter-2026-11-22.csv"` → the name. */
const filenameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;

/**
 * 'Exportar CSV' (super admins): fetched through the authenticated client (token, refresh on
 * 401) rather than a bare link, which could not carry the token. Exports the status chosen
 * in the list's filter, confirmed subscribers otherwise.
 */
export const ExportCsvButton = () => {
  const { permissions } = usePermissions<BackofficePermissions>();
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (permissions !== 'super_admin') return null;

  const status = typeof filterValues.status === 'string' ? filterValues.status : 'confirmed';
  // Never rejects: every failure is notified in the catch below.
  const download = async () => {
    setBusy(true);
    try {
      const { body, headers } = await httpClient(
        `${ADMIN_API_URL}/newsletter-subscribers/export.csv?status=${encodeURIComponent(status)}`,
        {
          headers: new Headers({ Accept: 'text/csv' }),
        },
      );
      // Response.text() drops the BOM the server sends; put it back so Excel reads UTF-8.
      const blob = new Blob(['\uFEFF', body.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
      notify(notice('exported'), { type: 'success' });
    } catch (error) {
      // The server's Spanish message when it sent one (e.g. a 403), ours otherwise.
      const message = error instanceof Error && error.message ? error.message : undefined;
      notify(message ?? notice('exportFailed'), { type: 'error', messageArgs: message ? { _: message } : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="Exportar CSV" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <FileDownloadOutlinedIcon />
    </Button>
  );
};
