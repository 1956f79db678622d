import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';

interface ListCardProps {
  title: string;
  /** Where 'see all' goes (a backoffice path), shown when given. */
  seeAll?: { to: string; label: string };
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** A dashboard panel: an h2, a list (or its empty text) and a link to the full section. */
export const ListCard = ({ title, seeAll, empty, isEmpty, children }: ListCardProps) => (
  <Card component="section" aria-label={title} sx={{ height: '100%', minWidth: 0 }}>
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isEmpty ? <Typography color="text.secondary">{empty}</Typography> : children}
      {seeAll ? (
        <MuiLink component={Link} to={seeAll.to} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
          {seeAll.label}
        </MuiLink>
      ) : null}
    </CardContent>
  </Card>
);
