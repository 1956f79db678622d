import { REQUEST_MAX_PHOTOS } from '@rutalia/catalog';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, CloseIcon } from '../../../../../ui';
import { acceptPhotos, PHOTO_TYPES, type DraftPhoto } from '../photos';
import { PhotoGrid, PhotoStack } from '../photoGrid';

const StyledPhoto = styled.li`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledRemove = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  right: ${({ theme }) => theme.space[1]};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(11, 37, 69, 0.75);
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledDrop = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type PhotosStepProps = {
  photos: readonly DraftPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** A restored draft had photos that could not be kept. */
  lostPhotos: number;
};

/** Step 5 (optional): up to 8 photos with previews; they help companies price the job. */
export function PhotosStep({ photos, onAdd, onRemove, lostPhotos }: PhotosStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const full = photos.length >= REQUEST_MAX_PHOTOS;
  return (
    <PhotoStack>
      {lostPhotos > 0 && photos.length === 0 ? (
        <Alert tone="warning" title="Vuelve a añadir tus fotos">
          Las fotos no se guardan en el borrador: añádelas de nuevo si quieres incluirlas.
        </Alert>
      ) : null}
      <StyledDrop>
        <p>
          Opcional. Hasta {REQUEST_MAX_PHOTOS} fotos (JPG, PNG o WebP) de lo que hay que mover: ayudan a las empresas a afinar el precio.
        </p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={full}>
          {photos.length ? 'Añadir más fotos' : 'Añadir fotos'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          hidden
          aria-label="Fotos"
          onChange={(event) => {
            const { accepted, rejected: reasons } = acceptPhotos(photos.length, Array.from(event.target.files ?? []));
            setRejected(reasons);
            if (accepted.length) onAdd(accepted);
            event.target.value = '';
          }}
        />
        <span aria-live="polite">
          {photos.length} de {REQUEST_MAX_PHOTOS} fotos
        </span>
      </StyledDrop>
      {rejected.length ? (
        <Alert tone="danger">
          {rejected.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </Alert>
      ) : null}
      {photos.length ? (
        <PhotoGrid aria-label="Fotos añadidas">
          {photos.map((photo, index) => (
            <StyledPhoto key={photo.id}>
              <img src={photo.url} alt={`Foto ${index + 1}: ${photo.file.name}`} />
              <StyledRemove type="button" aria-label={`Quitar la foto ${index + 1}`} onClick={() => onRemove(photo.id)}>
                <CloseIcon size={18} />
              </StyledRemove>
            </StyledPhoto>
          ))}
        </PhotoGrid>
      ) : null}
    </PhotoStack>
  );
}
