import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, type Identifier } from 'react-admin';

/**
 * A link to another resource's show page (a company, a user, a request). Stops the click from
 * reaching the row, whose own click opens this record.
 */
export const RecordLink = ({ resource, id, children }: { resource: string; id: Identifier | undefined; children: ReactNode }) => {
  const createPath = useCreatePath();
  if (!id) return <>{children}</>;
  return (
    <Link to={createPath({ resource, id, type: 'show' })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {children}
    </Link>
  );
};
