import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';

interface ResponsiveListProps extends Omit<ListProps, 'children'> {
  /** What a phone shows (a SimpleList, or cards): tables do not fit below the `md` breakpoint. */
  compact: ReactElement;
  /** The table of wider screens. */
  children: ReactNode;
}

/** A backoffice list: 25 per page, no CSV exporter unless a resource gives one, compact on phones. */
export const ResponsiveList = ({ compact, children, perPage = 25, exporter = false, ...props }: ResponsiveListProps) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List perPage={perPage} exporter={exporter} {...props}>
      {small ? compact : children}
    </List>
  );
};
