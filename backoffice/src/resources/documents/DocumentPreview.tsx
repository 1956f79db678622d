import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { fetchDocumentFile, saveBlob } from './documentApi';
import { DOCUMENT_TEXTS, fileSize, kindName, type AdminDocument } from './documentTexts';

/**
 * The document's file, fetched with the admin's session (never a public URL): an image is shown
 * inline; a PDF opens in a new tab or is saved (the page's CSP lets no PDF be framed). The object
 * URL lives while the preview does.
 */
export const DocumentPreview = ({ record }: { record: AdminDocument }) => {
  const file = useQuery({
    queryKey: ['documents', 'file', record.id],
    queryFn: () => fetchDocumentFile(record.id),
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const isImage = record.mimeType.startsWith('image/');

  return (
    <Box component="section" aria-labelledby="document-file" sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography id="document-file" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Archivo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {record.originalName} · {record.mimeType === 'application/pdf' ? 'PDF' : record.mimeType.replace('image/', '').toUpperCase()} ·{' '}
        {fileSize(record.sizeBytes)}
      </Typography>
      {file.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-label="Cargando el archivo" />
          <Typography>Cargando el archivo…</Typography>
        </Stack>
      ) : file.isError ? (
        <Alert severity="error">
          {file.error.message ? `${DOCUMENT_TEXTS.fileFailed}. ${file.error.message}` : DOCUMENT_TEXTS.fileFailed}
        </Alert>
      ) : url ? (
        <Stack spacing={2}>
          {isImage ? (
            <Box
              component="img"
              src={url}
              alt={`${kindName(record.kind)} de ${record.companyName}`}
              sx={{ maxWidth: '100%', maxHeight: 720, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {!isImage ? (
              <Button variant="contained" startIcon={<OpenInNewIcon />} onClick={() => window.open(url, '_blank', 'noopener')}>
                Abrir en una pestaña nueva
              </Button>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<DownloadOutlinedIcon />}
              onClick={() => file.data && saveBlob(file.data, record.originalName)}
            >
              Descargar
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
};
