import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../ui';
import type { JobRequest } from '../../requests/requests.api';
import { ChevronLeftIcon, ChevronRightIcon } from './jobIcons';

export type JobPhoto = NonNullable<JobRequest['photos']>[number];

/** Thumbnails: three columns on phones, four from 768 px; each cell 4:3, cropped to fill. */
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledThumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: zoom-in;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const StyledLightbox = styled(Dialog)`
  width: min(960px, calc(100vw - 1rem));
`;

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  img {
    display: block;
    max-width: 100%;
    max-height: calc(100dvh - 12rem);
    width: auto;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: contain;
  }
`;

const StyledNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  button {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.primary500};
  }
`;

/** Stored sizes, or 4:3 when the pipeline did not record them: the browser reserves the space either way. */
const size = (photo: JobPhoto) => ({ width: photo.width ?? 800, height: photo.height ?? 600 });

/**
 * A request's photos: lazy-loaded thumbnails (with their size, so nothing jumps) that open a
 * larger view; ← and → (or the buttons) go through them, Escape closes.
 */
export function JobPhotos({ photos, title }: { photos: readonly JobPhoto[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const current = open === null ? null : photos[open];
  const position = (open ?? 0) + 1;
  const go = (step: number) => setOpen((index) => (index === null ? null : (index + step + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <>
      <StyledGrid aria-label={`Fotos de ${title}`}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <StyledThumb type="button" onClick={() => setOpen(index)} aria-label={`Ver foto ${index + 1} de ${photos.length}`}>
              <img src={photo.thumbnailUrl ?? photo.url} alt="" loading="lazy" decoding="async" {...size(photo)} />
            </StyledThumb>
          </li>
        ))}
      </StyledGrid>

      <StyledLightbox
        open={current !== null}
        onClose={() => setOpen(null)}
        title={`Foto ${position} de ${photos.length}`}
        onKeyDown={onKeyDown}
      >
        {current ? (
          <StyledFigure>
            <img src={current.url} alt={`${title}: foto ${position}`} {...size(current)} />
            {photos.length > 1 ? (
              <StyledNav>
                <button type="button" onClick={() => go(-1)} aria-label="Foto anterior">
                  <ChevronLeftIcon size={22} />
                </button>
                <span aria-live="polite">
                  {position} / {photos.length}
                </span>
                <button type="button" onClick={() => go(1)} aria-label="Foto siguiente">
                  <ChevronRightIcon size={22} />
                </button>
              </StyledNav>
            ) : null}
          </StyledFigure>
        ) : null}
      </StyledLightbox>
    </>
  );
}
