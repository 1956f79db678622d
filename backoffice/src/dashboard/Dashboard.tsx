import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Title, useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

import type { BackofficePermissions } from '../authProvider';
import type { AdminDataProvider, DashboardData } from '../dataProvider';
import { brand } from '../theme';

type TotalKey = keyof NonNullable<DashboardData['totals']>;

const STATS: { key: TotalKey; icon: ComponentType<{ fontSize?: 'inherit' }> }[] = [
  { key: 'users', icon: PeopleAltOutlinedIcon },
  { key: 'companies', icon: ApartmentOutlinedIcon },
  { key: 'activeRequests', icon: LocalShippingOutlinedIcon },
  { key: 'proposals', icon: RequestQuoteOutlinedIcon },
];

const numberFormat = new Intl.NumberFormat('es-ES');

const formatTotal = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : '—';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

interface StatCardProps {
  label: string;
  value?: unknown;
  icon: ComponentType<{ fontSize?: 'inherit' }>;
  loading?: boolean;
}

const StatCard = ({ label, value, icon: Icon, loading }: StatCardProps) => (
  <Card component="section" aria-label={label} sx={{ height: '100%' }}>
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          fontSize: 26,
          color: brand.orangeDark,
          bgcolor: 'rgba(242, 107, 29, 0.12)',
        }}
      >
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ color: brand.navy, lineHeight: 1.2 }}>
          {loading ? <Skeleton width={72} /> : formatTotal(value)}
        </Typography>
      </Box>
    </CardContent>
  </Card>
);

/** Platform totals from `GET /api/admin/dashboard`. */
export const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<BackofficePermissions>();

  const { data, error, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => dataProvider.getDashboard({ signal }).then(({ data }) => data),
  });

  const totals = data?.totals;
  const hasTotals = !!totals && STATS.some(({ key }) => totals[key] !== undefined);

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
        <Box sx={gridSx} aria-busy="true" aria-live="polite">
          <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {translate('rutalia.dashboard.loading')}
          </Box>
          {STATS.map(({ key, icon }) => (
            <StatCard key={key} label={translate(`rutalia.dashboard.totals.${key}`)} icon={icon} loading />
          ))}
        </Box>
      ) : isError ? (
        <Alert severity="error" role="alert">
          <AlertTitle sx={{ mb: 0.5 }}>{translate('rutalia.dashboard.load_error')}</AlertTitle>
          {error?.message ? <Box component="p" sx={{ m: 0 }}>{error.message}</Box> : null}
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
      ) : hasTotals ? (
        <Box sx={gridSx}>
          {STATS.map(({ key, icon }) => (
            <StatCard
              key={key}
              label={translate(`rutalia.dashboard.totals.${key}`)}
              value={totals?.[key]}
              icon={icon}
            />
          ))}
        </Box>
      ) : (
        <Alert severity="info">{translate('rutalia.dashboard.no_totals')}</Alert>
      )}
    </Box>
  );
};

export default Dashboard;
