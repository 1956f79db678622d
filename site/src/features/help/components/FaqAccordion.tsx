import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../ui';
import type { Faq } from '../faqs';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const StyledItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};

  /* display: grid would otherwise override the hidden attribute */
  &[hidden] {
    display: none;
  }
  p {
    max-width: 70ch;
  }
`;

/**
 * The FAQs as an accordion: each question is a button (aria-expanded,
 * aria-controls) inside an h3 that shows or hides its answer. Several can be
 * open at once; open ones stay open while the list is filtered.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <StyledList>
      {faqs.map((faq) => {
        const expanded = open.has(faq.id);
        const buttonId = `${baseId}-${faq.id}-q`;
        const panelId = `${baseId}-${faq.id}-a`;
        return (
          <StyledItem key={faq.id}>
            <h3>
              <StyledToggle type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(faq.id)}>
                {faq.question}
                <ChevronDownIcon size={20} />
              </StyledToggle>
            </h3>
            <StyledPanel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {faq.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </StyledPanel>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
