/** The styled parts of ProposalForm. */
import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledPriceRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledPrice = styled.div`
  position: relative;
  max-width: 240px;

  input {
    padding-right: ${({ theme }) => theme.space[8]};
  }
  > span {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

export const StyledVatLine = styled.p`
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledDates = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;

    > :first-child {
      margin-right: auto;
    }
  }
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;
