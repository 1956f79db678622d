import styled from 'styled-components';
import { Button, DetailList, formatEuros, toast } from '../../../ui';
import type { BankTransfer } from '../payments.api';

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
    <DetailList>
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
    </DetailList>
  );
}
