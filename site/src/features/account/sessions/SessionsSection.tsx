import { useState } from 'react';
import { getErrorMessage } from '../../../api/http';
import { Badge, Button, Card, CardTitle, ConfirmDialog, formatDateTime, formatRelative, toast } from '../../../ui';
import { SectionItemMeta, SectionList, SectionListItem } from '../sectionLayout';
import { useDevices, useRevokeDevice, useRevokeOtherDevices, type Device } from './devices.api';

const KIND_LABELS: Record<Device['kind'], string> = { desktop: 'Ordenador', mobile: 'Móvil', tablet: 'Tableta', unknown: 'Dispositivo' };

/**
 * «Dispositivos conectados» in «Cuenta y privacidad» (issue 22): every open session with its
 * browser, system, approximate place (from the browser only), start and last activity. Closing
 * one signs that device out at its next renewal and closes its live connection at once.
 */
export function SessionsSection() {
  const query = useDevices();
  const revoke = useRevokeDevice();
  const revokeOthers = useRevokeOtherDevices();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const devices = query.data?.items ?? [];
  const others = devices.filter((device) => !device.current);

  const onRevoke = (device: Device) =>
    revoke.mutate(device.id, {
      onSuccess: () => toast.success(`Sesión cerrada en ${device.label}.`),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirmOthers(false);
        toast.success(revoked === 1 ? 'Se ha cerrado 1 sesión.' : `Se han cerrado ${revoked} sesiones.`);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <Card as="section" padding="lg" aria-labelledby="account-devices-title" data-testid="account-devices">
      <CardTitle id="account-devices-title">Dispositivos conectados</CardTitle>
      {!query.data ? (
        <p>{query.isError ? getErrorMessage(query.error) : 'Cargando…'}</p>
      ) : devices.length === 0 ? (
        <p>No hay sesiones abiertas.</p>
      ) : (
        <>
          <SectionList aria-label="Sesiones abiertas">
            {devices.map((device) => (
              <SectionListItem key={device.id} data-testid="device">
                <div>
                  <strong>
                    {KIND_LABELS[device.kind]} · {device.label} {device.current ? <Badge tone="success">Este dispositivo</Badge> : null}
                  </strong>
                  <SectionItemMeta>
                    {device.place} · Inició sesión el {formatDateTime(device.createdAt)} · Última actividad{' '}
                    {formatRelative(device.lastUsedAt)}
                  </SectionItemMeta>
                </div>
                {device.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRevoke(device)}
                    disabled={revoke.isPending}
                    aria-label={`Cerrar sesión en ${device.label}`}
                  >
                    Cerrar sesión
                  </Button>
                )}
              </SectionListItem>
            ))}
          </SectionList>
          {others.length > 0 ? (
            <Button variant="danger" onClick={() => setConfirmOthers(true)}>
              Cerrar todas las demás sesiones
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirmOthers}
        title="¿Cerrar las demás sesiones?"
        confirmLabel="Cerrar las demás"
        confirmVariant="danger"
        pending={revokeOthers.isPending}
        onConfirm={onRevokeOthers}
        onClose={() => setConfirmOthers(false)}
      >
        Se cerrará la sesión en {others.length === 1 ? '1 dispositivo' : `${others.length} dispositivos`}. Este seguirá conectado.
      </ConfirmDialog>
    </Card>
  );
}
