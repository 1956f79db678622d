import { DeleteWithConfirmButton, useNotify, useRecordContext } from 'react-admin';

import { blogNotice } from './blogPostSave';
import type { BlogPostRecord } from './BlogPostList';

/**
 * Delete with confirmation (spec 2), from the list and the form. The success text is the
 * resource's `notifications.deleted` message, which react-admin picks by default.
 */
export const DeletePostButton = () => {
  const notify = useNotify();
  const record = useRecordContext<BlogPostRecord>();
  return (
    <DeleteWithConfirmButton
      confirmTitle={`¿Eliminar «${record?.title ?? 'este post'}»?`}
      confirmContent="Esta acción no se puede deshacer."
      mutationMode="pessimistic"
      mutationOptions={{ onError: () => notify(blogNotice('deleteFailed'), { type: 'error' }) }}
    />
  );
};
