import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';

import type { SampleRequest } from './toolsApi';

const Services = ({ services }: { services: string[] }) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {services.map((service) => (
      <Chip key={service} label={service} size="small" />
    ))}
  </Stack>
);

/** The generated requests: a table on wide screens, one card per request on phones. */
export const SampleRequestsPreview = ({ items }: { items: SampleRequest[] }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const column = (key: string) => translate(`rutalia.tools.sample_requests.columns.${key}`);

  if (narrow) {
    return (
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Card key={index} component="li" variant="outlined">
            <CardContent>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {item.city} ({item.province})
              </Typography>
              <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {item.description}
              </Typography>
              <Services services={item.services} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Box} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={translate('rutalia.tools.sample_requests.heading')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {column('title')}
            </TableCell>
            <TableCell component="th" scope="col">
              {column('description')}
            </TableCell>
            <TableCell component="th" scope="col">
              {column('services')}
            </TableCell>
            <TableCell component="th" scope="col">
              {column('location')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={index} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ fontWeight: 600, minWidth: 180 }}>{item.title}</TableCell>
              <TableCell sx={{ minWidth: 280 }}>{item.description}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Services services={item.services} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.city}
                <Typography variant="body2" color="text.secondary">
                  {item.province}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
