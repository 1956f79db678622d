/** The styled parts of CompanyReviews. */
import styled, { css } from 'styled-components';

export const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

export const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledAverage = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledBars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr) 2rem;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  li > span:last-child {
    text-align: right;
  }
`;

export const StyledBar = styled.span<{ $pct: number }>`
  position: relative;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray200};
  overflow: hidden;

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $pct }) => $pct}%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const StyledTabs = styled.div`
  /* Scrolled to from the review invitation: clear of the sticky header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
  ${({ theme }) => theme.media.lg} {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});
  }
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const StyledTab = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  ${({ $active, theme }) =>
    $active &&
    css`
      border-bottom-color: ${theme.colors.accent};
      color: ${theme.colors.primary};
    `}
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

export const StyledReview = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  header > span {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const StyledReviewFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const StyledSignIn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledWeightNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
