import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';

import { visuallyHidden } from '../dashboard/WeeklyChart';
import { brand } from '../theme';
import { FunnelBars } from './FunnelBars';
import { FUNNEL_WEEK_CHOICES, useFunnel, useServiceCategories, type FunnelWeeks, type MarketplaceFunnel } from './funnelApi';
import { FunnelTable, type FunnelTableRow } from './FunnelTable';
import { FUNNEL_TEXT as T, formatDayLong, formatWeekRange, isEmptyFunnel } from './funnelTexts';

const NO_CATEGORY = 'none';

const Section = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 }, '&:last-child': { pb: 2 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const weekRows = (data: MarketplaceFunnel): FunnelTableRow[] =>
  data.weeks.map(({ from, to, ...steps }, index) => {
    const current = index === data.weeks.length - 1;
    return {
      key: from,
      label: (
        <Box component="span" title={`${formatDayLong(from)} – ${formatDayLong(to)}`}>
          {formatWeekRange(from, to)}
          {current ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {T.weeks.current}
            </Typography>
          ) : null}
        </Box>
      ),
      steps,
    };
  });

const categoryRows = (data: MarketplaceFunnel): FunnelTableRow[] =>
  data.categories.map(({ slug, name, ...steps }) => ({ key: slug || NO_CATEGORY, label: name, steps }));

/** The funnel, the weeks and the categories, or the empty state; dimmed while other filters load. */
const FunnelResults = ({ data, updating }: { data: MarketplaceFunnel; updating: boolean }) => (
  <>
    {updating ? <LinearProgress aria-label={T.updating} sx={{ mb: 1 }} /> : null}
    {isEmptyFunnel(data.totals) ? (
      <Alert severity="info">{T.empty}</Alert>
    ) : (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
          opacity: updating ? 0.6 : 1,
        }}
      >
        <Section heading={T.funnel.heading}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {T.funnel.description(formatDayLong(data.weeks[0].from), formatDayLong(data.weeks[data.weeks.length - 1].to))}
          </Typography>
          <FunnelBars totals={data.totals} />
        </Section>
        <Section heading={T.weeks.heading}>
          <FunnelTable caption={T.weeks.caption} labelHeading={T.weeks.week} rows={weekRows(data)} total={data.totals} />
        </Section>
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <Section heading={T.categories.heading}>
            <FunnelTable
              caption={T.categories.caption}
              labelHeading={T.categories.category}
              rows={categoryRows(data)}
              total={data.categories.length > 1 ? data.totals : undefined}
            />
          </Section>
        </Box>
      </Box>
    )}
  </>
);

/**
 * 'Embudo del mercado' (super admins, issue 19 part 4): visits → requests → requests with a
 * proposal → hired, as a funnel of the period's totals, per week and per category, for 4 to 26
 * weeks and one or all categories. One request, `GET /api/admin/insights/funnel`.
 */
export const FunnelPage = () => {
  const [weeks, setWeeks] = useState<FunnelWeeks>(12);
  const [category, setCategory] = useState('');
  const funnel = useFunnel(weeks, category);
  const categories = useServiceCategories();
  const options = categories.data ?? funnel.data?.categories.filter((c) => c.slug !== '') ?? [];

  return (
    <Box sx={{ py: { xs: 1, sm: 2 } }}>
      <Title title="rutalia.menu.funnel" />
      <Typography variant="h5" component="h1" sx={{ color: brand.navy }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: '80ch' }}>
        {T.intro}
      </Typography>

      <Stack
        component="form"
        aria-label={T.controls.label}
        onSubmit={(event) => event.preventDefault()}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
      >
        <TextField
          select
          size="small"
          label={T.controls.weeks}
          value={weeks}
          onChange={(event) => setWeeks(Number(event.target.value) as FunnelWeeks)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          {FUNNEL_WEEK_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {T.controls.weeksOption(choice)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.controls.category}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 320 } }}
        >
          <MenuItem value="">{T.controls.all}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option.slug} value={option.slug}>
              {option.name}
            </MenuItem>
          ))}
          <MenuItem value={NO_CATEGORY}>{T.controls.none}</MenuItem>
        </TextField>
      </Stack>

      <Box aria-live="polite" aria-busy={funnel.isFetching}>
        {funnel.isPending ? (
          <>
            <Box component="span" sx={visuallyHidden}>
              {T.loading}
            </Box>
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
          </>
        ) : funnel.isError ? (
          <Alert severity="error" role="alert">
            <AlertTitle sx={{ mb: 0.5 }}>{T.loadError}</AlertTitle>
            {funnel.error?.message ? (
              <Box component="p" sx={{ m: 0 }}>
                {funnel.error.message}
              </Box>
            ) : null}
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={() => void funnel.refetch()}
              loading={funnel.isFetching}
              loadingPosition="start"
              sx={{ mt: 1.5, bgcolor: 'background.paper' }}
            >
              {T.retry}
            </Button>
          </Alert>
        ) : (
          <FunnelResults data={funnel.data} updating={funnel.isPlaceholderData} />
        )}
      </Box>
    </Box>
  );
};

export default FunnelPage;
