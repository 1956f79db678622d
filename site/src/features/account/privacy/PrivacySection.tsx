import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { useSession } from '../../auth/useSession';
import { Alert, Button, Card, CardTitle, Dialog, Field, Input, PasswordInput, formatDateTime, toast } from '../../../ui';
import { dataExportsKey, deleteAccount, downloadDataExport, requestDataExport, useDataExports } from './privacy.api';
import { SectionBody, SectionRow } from '../sectionLayout';

const CONFIRMATION = 'ELIMINAR';
type DeleteForm = { password: string; confirmation: string };

/** «Tus datos» in «Cuenta y privacidad» (issue 22): download everything we hold, or delete the account for good. */
export function PrivacySection() {
  return (
    <Card as="section" padding="lg" aria-labelledby="account-privacy-title" data-testid="account-privacy">
      <CardTitle id="account-privacy-title">Tus datos</CardTitle>
      <SectionBody>
        <ExportPart />
        <DeletePart />
      </SectionBody>
    </Card>
  );
}

function ExportPart() {
  const exports = useDataExports();
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: requestDataExport,
    onSuccess: () => toast.success('Estamos preparando tus datos. Te avisamos aquí cuando estén listos.'),
    onError: (error) => toast.error(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsKey }),
  });
  const latest = exports.data?.items[0];
  const onDownload = (id: string) => downloadDataExport(id).catch((error: unknown) => toast.error(getErrorMessage(error)));

  return (
    <div>
      <h4>Descargar mis datos</h4>
      <p>Un archivo .zip con todo lo que guardamos de tu cuenta: un fichero JSON y un resumen que puedes abrir en el navegador.</p>
      <SectionRow aria-live="polite">
        {latest?.status === 'pending' ? (
          <span>Preparando…</span>
        ) : (
          <Button size="sm" variant="outline" onClick={() => ask.mutate()} disabled={ask.isPending || exports.isLoading}>
            {ask.isPending ? 'Pidiendo…' : 'Descargar mis datos'}
          </Button>
        )}
        {latest?.status === 'ready' ? (
          <>
            <Button size="sm" onClick={() => void onDownload(latest.id)}>
              Descargar archivo
            </Button>
            <span>Disponible hasta el {formatDateTime(latest.expiresAt)}</span>
          </>
        ) : null}
        {latest?.status === 'failed' ? <span>No se pudo preparar el archivo. Vuelve a pedirlo.</span> : null}
        {exports.isError ? <span>{getErrorMessage(exports.error)}</span> : null}
      </SectionRow>
    </div>
  );
}

function DeletePart() {
  const [open, setOpen] = useState(false);
  const { signOut } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteForm>({ mode: 'onTouched', defaultValues: { password: '', confirmation: '' } });

  const close = () => {
    reset();
    setOpen(false);
  };

  const onDelete = handleSubmit(async ({ password, confirmation }) => {
    try {
      await deleteAccount(password, confirmation.trim());
      setOpen(false);
      await signOut();
      toast.success('Tu cuenta se ha eliminado. Sentimos verte marchar.');
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password', 'confirmation']);
      toast.error(getErrorMessage(error));
    }
  });

  return (
    <div>
      <h4>Eliminar mi cuenta</h4>
      <p>
        Se borran al momento tus datos personales, tus solicitudes abiertas se cierran y tus propuestas pendientes se retiran. Las facturas
        se conservan seis años porque lo exige la ley. No se puede deshacer.
      </p>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
        Eliminar mi cuenta
      </Button>
      <Dialog open={open} onClose={close} title="Eliminar mi cuenta">
        <form onSubmit={(event) => void onDelete(event)} noValidate>
          <SectionBody>
            <Alert tone="danger" title="Esta acción no se puede deshacer">
              <p>
                Perderás el acceso a tu cuenta, tus mensajes y tus solicitudes. Si quieres conservar una copia, descarga antes tus datos.
              </p>
            </Alert>
            <Field label="Contraseña actual" error={errors.password?.message} required>
              <PasswordInput autoComplete="current-password" {...register('password', { required: 'Escribe tu contraseña.' })} />
            </Field>
            <Field label={`Escribe ${CONFIRMATION} para confirmar`} error={errors.confirmation?.message} required>
              <Input
                autoComplete="off"
                {...register('confirmation', {
                  validate: (value) => value.trim() === CONFIRMATION || `Escribe ${CONFIRMATION} en mayúsculas para confirmar.`,
                })}
              />
            </Field>
            <SectionRow>
              <Button type="submit" size="sm" variant="danger" disabled={isSubmitting}>
                {isSubmitting ? 'Eliminando…' : 'Eliminar definitivamente'}
              </Button>
              <Button size="sm" variant="ghost" onClick={close}>
                Cancelar
              </Button>
            </SectionRow>
          </SectionBody>
        </form>
      </Dialog>
    </div>
  );
}
