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

/**
 * A `render` for DataTable columns and FunctionFields: the record's `textOf`, linked to the show
 * page of `resource` with the id `idOf` gives.
 */
export const linkTo =
  <T,>(resource: string, idOf: (record: T) => Identifier | undefined, textOf: (record: T) => ReactNode) =>
  (record: T) => (
    <RecordLink resource={resource} id={idOf(record)}>
      {textOf(record)}
    </RecordLink>
  );
