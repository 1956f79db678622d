import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon, Button, Dialog } from '../../../ui';
import type { CompanyImage } from '../companies.api';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledThumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};
  cursor: zoom-in;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.base};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  img {
    width: 100%;
    max-height: 70dvh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.gray100};
  }
`;

const StyledNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Responsive image grid; a picture opens larger in a dialog (← / → move between pictures). */
export function CompanyGallery({ images, companyName }: { images: readonly CompanyImage[]; companyName: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const current = index === null ? null : images[index];
  const move = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + count) % count));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  return (
    <>
      <StyledGrid>
        {images.map((image, i) => (
          <li key={image.id}>
            <StyledThumb type="button" onClick={() => setIndex(i)} aria-label={`Ampliar imagen ${i + 1} de ${count}`}>
              <img src={image.thumbnailUrl || image.url} alt={`${companyName}: imagen ${i + 1}`} loading="lazy" width={400} height={300} />
            </StyledThumb>
          </li>
        ))}
      </StyledGrid>
      <Dialog
        open={current !== null && current !== undefined}
        onClose={() => setIndex(null)}
        title={`Imagen ${(index ?? 0) + 1} de ${count}`}
        width="960px"
        onKeyDown={onKeyDown}
      >
        {current ? (
          <StyledFigure>
            <img
              src={current.url}
              alt={`${companyName}: imagen ${(index ?? 0) + 1}`}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
            />
            {count > 1 ? (
              <StyledNav>
                <Button variant="outline" size="sm" onClick={() => move(-1)} iconLeft={<ArrowLeftIcon size={16} />}>
                  Anterior
                </Button>
                <span aria-live="polite">
                  {(index ?? 0) + 1} / {count}
                </span>
                <Button variant="outline" size="sm" onClick={() => move(1)} iconRight={<ArrowRightIcon size={16} />}>
                  Siguiente
                </Button>
              </StyledNav>
            ) : null}
          </StyledFigure>
        ) : null}
      </Dialog>
    </>
  );
}
