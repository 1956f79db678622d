import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconSvg, MessageSquareIcon, UserIcon } from '../../../ui';
import { HELP_CATEGORIES, type HelpCategoryId } from '../faqs';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary500};
`;

const StyledName = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Two tiles per row on phones: the description waits for wider screens. */
const StyledLongDescription = styled(StyledDescription)`
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

const RocketIcon = (props: { size: number }) => (
  <IconSvg {...props}>
    <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09z" />
    <path d="m12 15-3-3a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.35 22.35 0 0 1-4 2z" />
    <path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 0 5 0" />
    <path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5" />
  </IconSvg>
);

const ReceiptIcon = (props: { size: number }) => (
  <IconSvg {...props}>
    <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z" />
    <path d="M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8" />
    <path d="M12 17.5v-11" />
  </IconSvg>
);

const ICONS: Record<HelpCategoryId, ReactNode> = {
  'primeros-pasos': <RocketIcon size={22} />,
  perfil: <UserIcon size={22} />,
  comunicacion: <MessageSquareIcon size={22} />,
  facturacion: <ReceiptIcon size={22} />,
};

export type HelpCategoriesProps = {
  selected: HelpCategoryId | null;
  /** Called with the category pressed, or null when the selected one is pressed again. */
  onSelect: (category: HelpCategoryId | null) => void;
  /** FAQs per category for the current search. */
  counts: Record<HelpCategoryId, number>;
};

/** The four help categories as toggle buttons (aria-pressed) that filter the FAQs. */
export function HelpCategories({ selected, onSelect, counts }: HelpCategoriesProps) {
  return (
    <StyledGrid>
      {HELP_CATEGORIES.map((category) => {
        const pressed = selected === category.id;
        const count = counts[category.id];
        return (
          <li key={category.id}>
            <StyledTile type="button" aria-pressed={pressed} onClick={() => onSelect(pressed ? null : category.id)}>
              <StyledIcon>{ICONS[category.id]}</StyledIcon>
              <StyledName>{category.name}</StyledName>
              <StyledLongDescription>{category.description}</StyledLongDescription>
              <StyledDescription>{count === 1 ? '1 pregunta' : `${count} preguntas`}</StyledDescription>
            </StyledTile>
          </li>
        );
      })}
    </StyledGrid>
  );
}
