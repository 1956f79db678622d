import { DeleteWithConfirmButton, type RedirectionSideEffect } from 'react-admin';

/** Deletes an abusive review after the spec's confirmation ('¿Eliminar reseña?'); the API audits it. */
export const DeleteReviewButton = ({ redirect = false }: { redirect?: RedirectionSideEffect }) => (
  <DeleteWithConfirmButton
    confirmTitle="¿Eliminar reseña?"
    confirmContent="Esta acción no se puede deshacer"
    successMessage="Reseña eliminada"
    mutationMode="pessimistic"
    redirect={redirect}
    onClick={(event) => event.stopPropagation()}
  />
);
