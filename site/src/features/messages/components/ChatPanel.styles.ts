/** The styled parts of ChatPanel. */
import styled from 'styled-components';
import { ConversationRequestMeta } from './ConversationRequestContext';

export const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledHeader = styled.header`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledHeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The request's chips: under the whole row on phones, under the name (past the logo) on desktop. */
export const StyledRequestMeta = styled(ConversationRequestMeta)`
  margin-top: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.lg} {
    margin-top: ${({ theme }) => theme.space[1]};
    padding-left: calc(40px + ${({ theme }) => theme.space[3]});
  }
`;

export const StyledBack = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-left: -${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

export const StyledHeading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  h2 {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  h2 a {
    color: inherit;
    text-decoration: none;
  }

  h2 a:hover {
    text-decoration: underline;
  }
`;

export const StyledTopic = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledScroller = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const StyledComposer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledTextarea = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 160px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: none;
  field-sizing: content;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary500};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary200};
  }
`;

export const StyledCenter = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const StyledExtra = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
