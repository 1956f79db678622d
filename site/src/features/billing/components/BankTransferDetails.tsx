import styled from 'styled-components';
import { Button, formatEuros, toast } from '../../../ui';
import type { BankTransfer } from '../payments.api';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledIban = styled.div`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  span {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copiado`);
  } catch {
    toast.error(`No se pudo copiar el ${what.toLowerCase()}. Selecciónalo y cópialo a mano.`);
  }
}

export type BankTransferDetailsProps = {
  transfer: BankTransfer;
  invoiceNumber: string;
  amount: number;
};

/** IBAN, beneficiary, reference (the invoice number) and amount of a bank transfer, with copy buttons. */
export function BankTransferDetails({ transfer, invoiceNumber, amount }: BankTransferDetailsProps) {
  return (
    <StyledList>
      <StyledIban>
        <dt>IBAN</dt>
        <dd>
          <span>{transfer.iban}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void copy(transfer.iban.replace(/\s+/g, ''), 'IBAN')}
            aria-label="Copiar el IBAN"
          >
            Copiar
          </Button>
        </dd>
      </StyledIban>
      <div>
        <dt>Beneficiario</dt>
        <dd>{transfer.beneficiary}</dd>
      </div>
      <div>
        <dt>Concepto</dt>
        <dd>{invoiceNumber}</dd>
      </div>
      <div>
        <dt>Importe</dt>
        <dd>{formatEuros(amount)}</dd>
      </div>
    </StyledList>
  );
}
