import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ComponentType } from 'react';

import { brand } from '../theme';

interface StatCardProps {
  label: string;
  /** Already formatted (number, euros…). */
  value?: string;
  hint?: string;
  icon: ComponentType<{ fontSize?: 'inherit' }>;
  loading?: boolean;
}

/** One platform figure: icon, label, value and an optional hint of what it counts. */
export const StatCard = ({ label, value, hint, icon: Icon, loading }: StatCardProps) => (
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
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ color: brand.navy, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {loading ? <Skeleton width={72} /> : (value ?? '—')}
        </Typography>
        {hint && !loading ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  </Card>
);
