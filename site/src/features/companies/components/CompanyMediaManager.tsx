import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, CloseIcon, Label, toast } from '../../../ui';
import type { OwnCompany } from '../companies.api';
import { useCompanyProfileMutations } from '../useCompanies';
import { GalleryQuota, HiddenByPlanBadge, useGalleryFull } from '../../entitlements/components/GalleryQuota';
import { useRefreshEntitlements } from '../../entitlements/useEntitlements';
import { CompanyLogo } from './CompanyLogo';

/** Spec §9: 5 MB per logo and per image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Solo se permiten archivos de imagen';
export const tooLarge = (file: string) => `${file} es demasiado grande. Máximo 5MB por imagen.`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  & + & {
    margin-top: ${({ theme }) => theme.space[8]};
    padding-top: ${({ theme }) => theme.space[6]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;

  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledUploadLabel = styled(Label)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: progress;
  }
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    position: relative;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.gray100};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* Hidden by the plan: still the company's, dimmed so it reads as «not on the public page». */
  li[data-hidden-by-plan] img {
    opacity: 0.45;
  }
`;

const StyledRemove = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;

  &:disabled {
    opacity: 0.55;
  }
`;

const StyledSkipped = styled.ul`
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** Logo and gallery of the company profile: client-side checks (images only, 5 MB), the server's skipped list. */
export function CompanyMediaManager({ company }: { company: OwnCompany }) {
  const { logo, images, removeImage } = useCompanyProfileMutations();
  const logoId = useId();
  const imagesId = useId();
  const logoInput = useRef<HTMLInputElement>(null);
  const imagesInput = useRef<HTMLInputElement>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const refreshEntitlements = useRefreshEntitlements();
  const galleryFull = useGalleryFull();

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(NOT_AN_IMAGE);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(tooLarge(file.name));
      return;
    }
    try {
      await logo.mutateAsync(file);
      toast.success('Logo actualizado');
    } catch (error) {
      toast.error('No se pudo subir el logo', { description: getErrorMessage(error) });
    }
  };

  const onImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const messages: string[] = [];
    const accepted = files.filter((file) => {
      if (!file.type.startsWith('image/')) {
        messages.push(`${file.name}: ${NOT_AN_IMAGE}`);
        return false;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        messages.push(tooLarge(file.name));
        return false;
      }
      return true;
    });
    setSkipped(messages);
    if (accepted.length === 0) return;
    try {
      const result = await images.mutateAsync(accepted);
      const serverSkipped = (result?.skipped ?? []).map((item) => item.message || `Error al subir ${item.file}`);
      setSkipped([...messages, ...serverSkipped]);
      const count = result?.uploaded?.length ?? 0;
      if (count > 0) toast.success(count === 1 ? 'Imagen subida' : `${count} imágenes subidas`);
      else toast.error('No se pudieron subir las imágenes');
    } catch (error) {
      toast.error('No se pudieron subir las imágenes', { description: getErrorMessage(error) });
    } finally {
      refreshEntitlements();
    }
  };

  const onRemove = async (imageId: string) => {
    setRemoving(imageId);
    try {
      await removeImage.mutateAsync(imageId);
      toast.success('Imagen eliminada');
    } catch (error) {
      toast.error('No se pudo eliminar la imagen', { description: getErrorMessage(error) });
    } finally {
      setRemoving(null);
      refreshEntitlements();
    }
  };

  return (
    <>
      <StyledSection aria-labelledby={`${logoId}-title`}>
        <h2 id={`${logoId}-title`}>Logo</h2>
        <StyledRow>
          <CompanyLogo name={company.companyName} logo={company.logo} size={88} />
          <div>
            <StyledFileInput
              ref={logoInput}
              id={logoId}
              type="file"
              accept="image/*"
              onChange={(e) => void onLogo(e)}
              disabled={logo.isPending}
            />
            <StyledUploadLabel htmlFor={logoId} aria-disabled={logo.isPending || undefined}>
              {logo.isPending ? 'Subiendo...' : company.logo ? 'Cambiar logo' : 'Subir logo'}
            </StyledUploadLabel>
            <StyledHint>JPG, PNG o WebP. Máximo 5MB.</StyledHint>
          </div>
        </StyledRow>
      </StyledSection>

      <StyledSection aria-labelledby={`${imagesId}-title`}>
        <h2 id={`${imagesId}-title`}>Galería de imágenes</h2>
        <StyledHint>Enseña tus vehículos, almacenes y trabajos. Puedes elegir varias imágenes a la vez (máximo 5MB cada una).</StyledHint>
        <GalleryQuota />
        <div>
          <StyledFileInput
            ref={imagesInput}
            id={imagesId}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => void onImages(e)}
            disabled={images.isPending || galleryFull}
          />
          <StyledUploadLabel htmlFor={imagesId} aria-disabled={images.isPending || galleryFull || undefined}>
            {images.isPending ? 'Subiendo...' : 'Añadir imágenes'}
          </StyledUploadLabel>
        </div>
        {skipped.length > 0 ? (
          <Alert tone="warning" title="Algunas imágenes no se subieron">
            <StyledSkipped>
              {skipped.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </StyledSkipped>
          </Alert>
        ) : null}
        {company.images.length > 0 ? (
          <StyledGrid aria-label="Imágenes de la galería">
            {company.images.map((image, index) => (
              <li key={image.id} data-hidden-by-plan={image.hiddenByPlan || undefined}>
                <img
                  src={image.thumbnailUrl || image.url}
                  alt={`Imagen ${index + 1} de la galería${image.hiddenByPlan ? ' (oculta por tu plan)' : ''}`}
                  loading="lazy"
                />
                {image.hiddenByPlan ? <HiddenByPlanBadge /> : null}
                <StyledRemove
                  type="button"
                  onClick={() => void onRemove(image.id)}
                  disabled={removing === image.id}
                  aria-label={`Eliminar imagen ${index + 1}`}
                >
                  <CloseIcon size={18} />
                </StyledRemove>
              </li>
            ))}
          </StyledGrid>
        ) : (
          <StyledHint>Todavía no has subido imágenes.</StyledHint>
        )}
      </StyledSection>
    </>
  );
}
