import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import EuroOutlinedIcon from '@mui/icons-material/EuroOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Title, useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

import type { BackofficePermissions } from '../authProvider';
import type { AdminDataProvider, DashboardData } from '../dataProvider';
import { brand } from '../theme';
import { LatestCompanies, LatestUsers } from './LatestAccounts';
import { LatestMessages } from './LatestMessages';
import { DASHBOARD_QUERY_KEY } from './queryKey';
import { StatCard } from './StatCard';
import { DASHBOARD_TEXT, formatCount, formatEuros } from './texts';
import { visuallyHidden, WeeklyChart } from './WeeklyChart';

type TotalKey = keyof DashboardData['totals'];

interface Stat {
  key: TotalKey;
  icon: ComponentType<{ fontSize?: 'inherit' }>;
  /** Label from the translations (rutalia.dashboard.totals.*) or our own texts. */
  label?: string;
  hint?: string;
  format: (value: unknown) => string;
}

const STATS: Stat[] = [
  { key: 'users', icon: PeopleAltOutlinedIcon, hint: DASHBOARD_TEXT.hints.users, format: formatCount },
  { key: 'companies', icon: ApartmentOutlinedIcon, hint: DASHBOARD_TEXT.hints.companies, format: formatCount },
  { key: 'activeRequests', icon: LocalShippingOutlinedIcon, format: formatCount },
  { key: 'proposals', icon: RequestQuoteOutlinedIcon, format: formatCount },
  {
    key: 'monthlyRecurringRevenue',
    icon: EuroOutlinedIcon,
    label: DASHBOARD_TEXT.totals.monthlyRecurringRevenue,
    hint: DASHBOARD_TEXT.hints.monthlyRecurringRevenue,
    format: formatEuros,
  },
  {
    key: 'trialsEndingThisWeek',
    icon: HourglassBottomOutlinedIcon,
    label: DASHBOARD_TEXT.totals.trialsEndingThisWeek,
    hint: DASHBOARD_TEXT.hints.trialsEndingThisWeek,
    format: formatCount,
  },
];

const statsGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const listsGridSx = {
  display: 'grid',
  gap: 2,
  mt: 2,
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const;

/**
 * The backoffice dashboard (spec 2, 'Admin dashboard'): platform totals, sign-ups and requests
 * per week, the latest contact messages (mark read), companies and users. One request,
 * `GET /api/admin/dashboard`; the two lists of accounts link to their show pages.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<BackofficePermissions>();

  const { data, error, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getDashboard({ signal }).then(({ data }) => data),
  });

  const labelOf = (stat: Stat) => stat.label ?? translate(`rutalia.dashboard.totals.${stat.key}`);

  return (
    <Box sx={{ py: { xs: 1, sm: 2 } }}>
      <Title title="rutalia.dashboard.title" />

      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ color: brand.navy }}>
          {identity?.fullName
            ? translate('rutalia.dashboard.welcome', { name: identity.fullName })
            : translate('rutalia.dashboard.heading')}
        </Typography>
        {permissions ? (
          <Chip
            size="small"
            label={translate(`rutalia.roles.${permissions}`)}
            color={permissions === 'super_admin' ? 'secondary' : 'default'}
          />
        ) : null}
      </Stack>

      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('rutalia.dashboard.heading')}
      </Typography>

      {isPending ? (
        <Box aria-busy="true" aria-live="polite">
          <Box component="span" sx={visuallyHidden}>
            {translate('rutalia.dashboard.loading')}
          </Box>
          <Box sx={statsGridSx}>
            {STATS.map((stat) => (
              <StatCard key={stat.key} label={labelOf(stat)} icon={stat.icon} loading />
            ))}
          </Box>
          <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />
        </Box>
      ) : isError ? (
        <Alert severity="error" role="alert">
          <AlertTitle sx={{ mb: 0.5 }}>{translate('rutalia.dashboard.load_error')}</AlertTitle>
          {error?.message ? (
            <Box component="p" sx={{ m: 0 }}>
              {error.message}
            </Box>
          ) : null}
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => void refetch()}
            loading={isFetching}
            loadingPosition="start"
            sx={{ mt: 1.5, bgcolor: 'background.paper' }}
          >
            {translate('rutalia.dashboard.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Box sx={statsGridSx}>
            {STATS.map((stat) => (
              <StatCard key={stat.key} label={labelOf(stat)} value={stat.format(data.totals[stat.key])} hint={stat.hint} icon={stat.icon} />
            ))}
          </Box>

          <Card component="section" aria-label={DASHBOARD_TEXT.chart.heading} sx={{ mt: 2 }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {DASHBOARD_TEXT.chart.heading}
              </Typography>
              <WeeklyChart weeks={data.weekly} />
            </CardContent>
          </Card>

          <Box sx={listsGridSx}>
            <LatestMessages messages={data.latestContactMessages} />
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <LatestCompanies companies={data.latestCompanies} />
              <LatestUsers users={data.latestUsers} />
            </Stack>
          </Box>
        </>
      )}
    </Box>
  );
};

export default Dashboard;
