import { useState } from 'react';
import styled from 'styled-components';
import { NewspaperIcon } from '../../../ui';

/**
 * Covers are shown at the Open Graph size (1200×630, 1.91:1), the shape social networks
 * crop shared posts to; the intrinsic size keeps the layout from jumping while it loads.
 */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

const StyledFrame = styled.div<{ $rounded: boolean }>`
  position: relative;
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary100};
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radii.lg : '0')};
`;

/* Absolutely placed so the picture's own proportions never size the frame: it is cropped, never stretched. */
const StyledImage = styled.img`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledPlaceholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background:
    radial-gradient(circle at 85% 15%, ${({ theme }) => theme.colors.accentGlow}, transparent 45%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primary500} 100%);
  color: ${({ theme }) => theme.colors.textInverseMuted};
`;

export type BlogCoverProps = {
  src: string | null;
  /** What the picture shows; the post title when nothing better is known. */
  alt: string;
  /** The post page's cover is above the fold: load it eagerly. */
  priority?: boolean;
  /** Own rounded corners (standalone); cards clip it themselves. */
  rounded?: boolean;
  className?: string;
};

/** A post's cover at 1.91:1, cropped (never stretched); a branded placeholder when there is none or it fails to load. */
export function BlogCover({ src, alt, priority = false, rounded = false, className }: BlogCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== null && src !== '' && failed !== src;
  return (
    <StyledFrame $rounded={rounded} className={className}>
      {showImage ? (
        <StyledImage
          src={src}
          alt={alt}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(src)}
        />
      ) : (
        <StyledPlaceholder>
          <NewspaperIcon size={40} />
        </StyledPlaceholder>
      )}
    </StyledFrame>
  );
}
