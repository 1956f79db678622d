import { REQUEST_MAX_PHOTOS } from '@rutalia/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../../api/http';
import { Alert, Badge, Button, ConfirmDialog, toast } from '../../../../ui';
import { invalidateRequestData } from '../../hooks/useRequests';
import { deleteRequestPhoto, type RequestPhoto } from '../../requests.api';
import { acceptPhotos, PHOTO_TYPES, type DraftPhoto } from '../guided/photos';
import { PhotoGrid, PhotoStack } from '../guided/photoGrid';

const StyledPhoto = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.gray100};
  }
`;

const StyledPhotoBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
`;

const StyledAdd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type EditPhotosProps = {
  requestId: string;
  /** The stored photos (removed at once, after confirming). */
  photos: readonly RequestPhoto[];
  /** Photos chosen now, uploaded after saving. */
  added: readonly DraftPhoto[];
  onAdd: (files: File[]) => void;
  onRemoveAdded: (id: string) => void;
};

/** The request's photos: the stored ones with «Quitar», and new ones up to 8 in all. */
export function EditPhotos({ requestId, photos, added, onAdd, onRemoveAdded }: EditPhotosProps) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<{ id: string; number: number } | null>(null);
  const [removing, setRemoving] = useState(false);
  const stored = photos.filter((p) => !removed.includes(p.id));
  const total = stored.length + added.length;

  const remove = async () => {
    if (!confirming) return;
    setRemoving(true);
    try {
      await deleteRequestPhoto(requestId, confirming.id);
      setRemoved((ids) => [...ids, confirming.id]);
      invalidateRequestData(queryClient);
      toast.success('Foto quitada');
    } catch (error) {
      toast.error('No se pudo quitar la foto', { description: getErrorMessage(error) });
    } finally {
      setRemoving(false);
      setConfirming(null);
    }
  };

  return (
    <PhotoStack>
      {total ? (
        <PhotoGrid aria-label="Fotos de la solicitud">
          {stored.map((photo, index) => (
            <StyledPhoto key={photo.id}>
              <img src={photo.thumbnailUrl ?? photo.url} alt={`Foto ${index + 1}`} />
              <StyledPhotoBar>
                <span />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Quitar la foto ${index + 1}`}
                  onClick={() => setConfirming({ id: photo.id, number: index + 1 })}
                >
                  Quitar
                </Button>
              </StyledPhotoBar>
            </StyledPhoto>
          ))}
          {added.map((photo, index) => (
            <StyledPhoto key={photo.id}>
              <img src={photo.url} alt={`Foto nueva ${index + 1}: ${photo.file.name}`} />
              <StyledPhotoBar>
                <Badge tone="accent">Nueva</Badge>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Quitar la foto nueva ${index + 1}`}
                  onClick={() => onRemoveAdded(photo.id)}
                >
                  Quitar
                </Button>
              </StyledPhotoBar>
            </StyledPhoto>
          ))}
        </PhotoGrid>
      ) : null}
      <StyledAdd>
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={total >= REQUEST_MAX_PHOTOS}>
          {total ? 'Añadir más fotos' : 'Añadir fotos'}
        </Button>
        <span aria-live="polite">
          {total} de {REQUEST_MAX_PHOTOS} fotos{added.length ? ' · las nuevas se suben al guardar' : ''}
        </span>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          hidden
          aria-label="Fotos"
          onChange={(event) => {
            const { accepted, rejected: reasons } = acceptPhotos(total, Array.from(event.target.files ?? []));
            setRejected(reasons);
            if (accepted.length) onAdd(accepted);
            event.target.value = '';
          }}
        />
      </StyledAdd>
      {rejected.length ? (
        <Alert tone="danger">
          {rejected.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="¿Quitar esta foto?"
        confirmLabel="Quitar foto"
        confirmVariant="danger"
        pending={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      >
        <p>La foto {confirming?.number} se borra ahora de la solicitud, aunque no guardes los demás cambios.</p>
      </ConfirmDialog>
    </PhotoStack>
  );
}
