import styled from 'styled-components';
import { Card } from './Card';

/**
 * The page of a mailed link (newsletter confirmation, unsubscribe from alerts, newsletter or
 * notification mails): one centred card on the muted background.
 */
export const TokenPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[20]} 0;
  }
`;

export const TokenCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
  margin-inline: auto;
  text-align: center;

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.01em;
  }
  p {
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
