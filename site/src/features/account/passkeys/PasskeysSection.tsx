import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Badge, Button, Card, CardTitle, ConfirmDialog, formatDateTime, formatRelative, toast } from '../../../ui';
import { SectionItemMeta, SectionList, SectionListItem } from '../sectionLayout';
import {
  browserSupportsPasskeys,
  passkeyBrowserError,
  usePasskeys,
  useRegisterPasskey,
  useRemovePasskey,
  type Passkey,
} from './passkeys.api';

/** Keeps the button its own width (the card is a column that would stretch it) with room above. */
const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/**
 * «Llaves de acceso» in «Cuenta y privacidad» (issue 22): sign in with the fingerprint, face or
 * PIN of this device (or a synced passkey) instead of the password. Up to 10 per account.
 */
export function PasskeysSection() {
  const query = usePasskeys();
  const add = useRegisterPasskey();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = browserSupportsPasskeys();
  const keys = query.data?.items ?? [];

  const onAdd = () =>
    add.mutate(undefined, {
      onSuccess: (key) => toast.success(`Llave de acceso añadida: ${key.name}.`),
      onError: (error) => toast.error(passkeyBrowserError(error) ?? getErrorMessage(error)),
    });

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`Llave de acceso eliminada: ${removing.name}.`);
        setRemoving(null);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="account-passkeys-title" data-testid="account-passkeys">
      <CardTitle id="account-passkeys-title">Llaves de acceso</CardTitle>
      <p>
        Entra sin contraseña con la huella, la cara o el PIN de tu dispositivo. La llave se guarda en tu dispositivo o en tu gestor de
        contraseñas y no se puede robar con un correo falso.
      </p>
      {!query.data ? (
        <p>{query.isError ? getErrorMessage(query.error) : 'Cargando…'}</p>
      ) : keys.length === 0 ? (
        <p>Aún no tienes llaves de acceso.</p>
      ) : (
        <SectionList aria-label="Tus llaves de acceso">
          {keys.map((key) => (
            <SectionListItem key={key.id} data-testid="passkey">
              <div>
                <strong>
                  {key.name} {key.synced ? <Badge tone="info">Sincronizada</Badge> : null}
                </strong>
                <SectionItemMeta>
                  Añadida el {formatDateTime(key.createdAt)} ·{' '}
                  {key.lastUsedAt ? `Último uso ${formatRelative(key.lastUsedAt)}` : 'Sin usar todavía'}
                </SectionItemMeta>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRemoving(key)} aria-label={`Eliminar la llave ${key.name}`}>
                Eliminar
              </Button>
            </SectionListItem>
          ))}
        </SectionList>
      )}
      <StyledActions>
        {supported ? (
          <Button onClick={onAdd} loading={add.isPending} disabled={!query.data || keys.length >= 10}>
            Añadir llave de acceso
          </Button>
        ) : (
          <p>Este navegador no admite llaves de acceso.</p>
        )}
      </StyledActions>
      <ConfirmDialog
        open={removing !== null}
        title="¿Eliminar la llave de acceso?"
        confirmLabel="Eliminar"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      >
        «{removing?.name}» dejará de servir para entrar en Rutalia. Bórrala también de tu dispositivo o gestor de contraseñas si ya no la
        usas.
      </ConfirmDialog>
    </Card>
  );
}
