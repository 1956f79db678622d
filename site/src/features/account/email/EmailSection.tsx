import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { Alert, Badge, Button, Card, CardTitle, Field, Input, PasswordInput, toast } from '../../../ui';
import { requestEmailChange, useResendVerification, useVerificationStatus, verificationStatusKey } from './emailVerification.api';
import { SectionBody, SectionRow } from '../sectionLayout';

type ChangeForm = { newEmail: string; password: string };

/**
 * «Email» in «Cuenta y privacidad» (issue 22): the address, whether it is verified («Reenviar»
 * if not), and the change, which only takes effect once the link sent to the new address is used.
 */
export function EmailSection() {
  const status = useVerificationStatus();
  const resend = useResendVerification();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeForm>({ mode: 'onTouched', defaultValues: { newEmail: '', password: '' } });

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const onChange = handleSubmit(async ({ newEmail, password }) => {
    try {
      const { message } = await requestEmailChange(newEmail.trim(), password);
      toast.success(message);
      reset();
      setChanging(false);
      await queryClient.invalidateQueries({ queryKey: verificationStatusKey });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['newEmail', 'password']);
      toast.error(getErrorMessage(error));
    }
  });

  const data = status.data;
  return (
    <Card as="section" padding="lg" aria-labelledby="account-email-title" data-testid="account-email">
      <CardTitle id="account-email-title">Email</CardTitle>
      {!data ? (
        <p>{status.isError ? getErrorMessage(status.error) : 'Cargando…'}</p>
      ) : (
        <SectionBody>
          <SectionRow>
            <strong>{data.email}</strong>
            {data.verified ? <Badge tone="success">Verificado</Badge> : <Badge tone="warning">Sin verificar</Badge>}
          </SectionRow>
          {!data.verified ? (
            <p>Verifica tu email para publicar tus solicitudes y enviar propuestas: hasta entonces se guardan como borrador.</p>
          ) : null}
          {data.pendingEmail ? (
            <Alert tone="info" title="Cambio pendiente">
              <p>
                Te enviamos un enlace a <strong>{data.pendingEmail}</strong>. Tu email actual seguirá activo hasta que lo abras.
              </p>
            </Alert>
          ) : null}
          <SectionRow>
            {!data.verified || data.pendingEmail ? (
              <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
                {resend.isPending ? 'Enviando…' : 'Reenviar enlace'}
              </Button>
            ) : null}
            {!changing ? (
              <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
                Cambiar email
              </Button>
            ) : null}
          </SectionRow>
          {changing ? (
            <form onSubmit={(event) => void onChange(event)} noValidate>
              <SectionBody>
                <Field label="Nuevo email" error={errors.newEmail?.message} required>
                  <Input type="email" autoComplete="email" {...register('newEmail', { required: 'Escribe el nuevo email.' })} />
                </Field>
                <Field label="Contraseña actual" error={errors.password?.message} required>
                  <PasswordInput autoComplete="current-password" {...register('password', { required: 'Escribe tu contraseña actual.' })} />
                </Field>
                <SectionRow>
                  <Button type="submit" size="sm" disabled={isSubmitting}>
                    {isSubmitting ? 'Enviando…' : 'Enviar enlace de confirmación'}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setChanging(false)}>
                    Cancelar
                  </Button>
                </SectionRow>
              </SectionBody>
            </form>
          ) : null}
        </SectionBody>
      )}
    </Card>
  );
}
