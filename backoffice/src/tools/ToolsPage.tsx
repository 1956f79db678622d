import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';

import { brand } from '../theme';
import { downloadJson, sampleRequestsFilename } from './downloadJson';
import { SampleRequestsPreview } from './SampleRequestsPreview';
import { useAdminTools, useGenerateSampleRequests } from './toolsApi';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** The sample-data tool: generate with AI, preview, download as JSON. Nothing is saved. */
const SampleRequestsTool = ({ model }: { model: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const generation = useGenerateSampleRequests();
  const result = generation.data;
  const t = (key: string, options?: Record<string, unknown>) => translate(`rutalia.tools.sample_requests.${key}`, options);

  const generate = () =>
    generation.mutate(undefined, {
      onError: () => notify(t('error'), { type: 'error' }),
    });

  return (
    <Card component="section" aria-labelledby="sample-requests-heading">
      <CardContent>
        <Typography id="sample-requests-heading" variant="h6" component="h2">
          {t('heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: '70ch' }}>
          {t('description', { model })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AutoAwesomeOutlinedIcon />} onClick={generate} disabled={generation.isPending}>
            {t('generate')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!result?.items.length || generation.isPending}
            onClick={() => result && downloadJson(result.items, sampleRequestsFilename())}
          >
            {t('download')}
          </Button>
        </Stack>

        <Box aria-live="polite">
          {generation.isPending ? (
            <Box sx={{ py: 2 }}>
              <LinearProgress color="secondary" aria-label={t('generating')} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('generating')}
              </Typography>
            </Box>
          ) : generation.isError ? (
            <Alert severity="error">
              {t('error')}
              {generation.error instanceof Error && generation.error.message ? `: ${generation.error.message}` : ''}
            </Alert>
          ) : result ? (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('result', { smart_count: result.items.length })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('generated_at', { date: dateTime.format(new Date(result.generatedAt)), model: result.model })}
              </Typography>
              <SampleRequestsPreview items={result.items} />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('empty')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

/** 'Herramientas' (super admins): the spec's development tool. */
export const ToolsPage = () => {
  const translate = useTranslate();
  const tools = useAdminTools();

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="rutalia.tools.title" />
      <Typography variant="h5" component="h1" sx={{ color: brand.navy, mb: 2 }}>
        {translate('rutalia.tools.heading')}
      </Typography>
      {tools.isPending ? (
        <Box aria-busy="true" aria-label={translate('rutalia.tools.loading')}>
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : tools.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void tools.refetch()}>
              {translate('rutalia.tools.retry')}
            </Button>
          }
        >
          {translate('rutalia.tools.load_error')}
        </Alert>
      ) : tools.data.sampleRequests.enabled ? (
        <SampleRequestsTool model={tools.data.sampleRequests.model} />
      ) : (
        <Alert severity="info">{translate('rutalia.tools.not_configured')}</Alert>
      )}
    </Box>
  );
};

export default ToolsPage;
