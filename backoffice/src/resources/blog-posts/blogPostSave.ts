import { HttpError, useCreate, useNotify, useRecordContext, useRedirect, useUpdate, type RaRecord } from 'react-admin';

/** Spec 8, 'Blog'. */
export const BLOG_TEXTS = {
  created: 'Post creado correctamente',
  updated: 'Post actualizado correctamente',
  deleted: 'Post eliminado correctamente',
  createFailed: 'No se pudo crear el post. Revisa que todos los campos estén completos.',
  updateFailed: 'No se pudo actualizar el post',
  deleteFailed: 'No se pudo eliminar el post',
  loginRequired: 'Debes estar autenticado para crear un post',
  loadFailed: 'No se pudieron cargar los posts del blog',
} as const;

/** Translation key of a text (the texts are the resource's `notifications` messages). */
export const blogNotice = (name: keyof typeof BLOG_TEXTS) => `resources.blog-posts.notifications.${name}`;

/** The fields the API accepts (it refuses any other, such as slug or publicUrl). */
const INPUT_FIELDS = ['title', 'content', 'excerpt', 'featuredImage', 'tags', 'metaDescription', 'published'] as const;

export const toPostInput = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(INPUT_FIELDS.filter((key) => key in values).map((key) => [key, values[key] === '' ? null : values[key]]));

/** The API's `errors: [{ field, message }]` as react-hook-form submission errors, or undefined. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  if (!Array.isArray(errors)) return undefined;
  const byField: Record<string, string> = {};
  for (const item of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === 'string' && typeof item.message === 'string' && !byField[item.field]) byField[item.field] = item.message;
  }
  return Object.keys(byField).length > 0 ? byField : undefined;
};

/**
 * The form's submit for create and edit: saves (waiting for the server), notifies the spec's
 * texts and returns the server's field errors so they show under each input.
 */
export function useBlogPostSave(mode: 'create' | 'edit') {
  const record = useRecordContext<RaRecord>();
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();

  return async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    const data = toPostInput(values);
    try {
      if (mode === 'create') {
        await create('blog-posts', { data }, { returnPromise: true });
        notify(blogNotice('created'), { type: 'success' });
      } else {
        await update('blog-posts', { id: record!.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
        notify(blogNotice('updated'), { type: 'success' });
      }
      redirect('list', 'blog-posts');
      return undefined;
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      const message = mode === 'create' ? (status === 401 ? 'loginRequired' : 'createFailed') : 'updateFailed';
      notify(blogNotice(message), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };
}
