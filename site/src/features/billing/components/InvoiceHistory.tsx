import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  formatDate,
  formatEuros,
  LoadingState,
  NewspaperIcon,
  Pagination,
  toast,
  VisuallyHidden,
} from '../../../ui';
import { downloadInvoicePdf, type Invoice } from '../billing.api';
import { paymentPanelId } from '../payments.api';
import { INVOICES_PAGE_SIZE, useInvoices } from '../hooks/useBilling';
import { invoiceStatusBadge } from '../labels';

const DownloadIcon = ({ size = 18 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </svg>
);

/* A table from 768 px; below, each row is a stacked card with its labels. */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    text-align: left;
    vertical-align: middle;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }

  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  [data-align='end'] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  td[data-cell='action'] {
    white-space: nowrap;
  }

  td[data-cell='action'] > * + * {
    margin-left: ${({ theme }) => theme.space[2]};
  }

  ${({ theme }) => theme.media.belowMd} {
    td[data-cell='action'] > * + * {
      margin-left: 0;
      margin-top: ${({ theme }) => theme.space[2]};
    }

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[3]};
    }

    tr {
      display: grid;
      grid-template-columns: repeat(6, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }

    td {
      display: flex;
      flex-direction: column;
      gap: 2px;
      grid-column: span 3;
      min-width: 0;
      padding: 0;
      border: none;
    }

    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }

    [data-align='end'] {
      text-align: left;
    }

    td[data-cell='number'] {
      grid-column: span 4;
      justify-content: center;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }

    td[data-cell='status'] {
      grid-column: span 2;
      align-items: flex-end;
      justify-content: center;
    }

    td[data-cell='number']::before,
    td[data-cell='status']::before {
      content: none;
    }

    td[data-cell='base'],
    td[data-cell='tax'],
    td[data-cell='total'] {
      grid-column: span 2;
    }

    td[data-cell='period'],
    td[data-cell='action'] {
      grid-column: 1 / -1;
    }

    /* Card order: number and status, dates, period, amounts, download. */
    td[data-cell='status'] {
      order: 1;
    }
    td[data-cell='issued'] {
      order: 2;
    }
    td[data-cell='due'] {
      order: 3;
    }
    td[data-cell='period'] {
      order: 4;
    }
    td[data-cell='base'],
    td[data-cell='tax'],
    td[data-cell='total'] {
      order: 5;
    }
    td[data-cell='action'] {
      order: 6;
    }

    td[data-cell='action'] > * {
      width: 100%;
    }
  }
`;

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

const StyledTotal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPeriod = styled.span`
  white-space: nowrap;

  ${({ theme }) => theme.media.belowMd} {
    white-space: normal;
  }
`;

const StyledSummary = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const [downloading, setDownloading] = useState(false);
  const status = invoiceStatusBadge(invoice.status);

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      toast.error('No se pudo descargar la factura.', { description: getErrorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <tr data-invoice={invoice.invoiceNumber}>
      <td data-cell="number" data-label="Número">
        <StyledNumber>{invoice.invoiceNumber}</StyledNumber>
      </td>
      <td data-cell="issued" data-label="Emisión">
        {formatDate(invoice.issuedAt)}
      </td>
      <td data-cell="period" data-label="Período">
        <StyledPeriod>
          {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
        </StyledPeriod>
      </td>
      <td data-cell="due" data-label="Vencimiento">
        {formatDate(invoice.dueDate)}
      </td>
      <td data-cell="base" data-label="Base" data-align="end">
        {formatEuros(Number(invoice.baseAmount))}
      </td>
      <td data-cell="tax" data-label={`IVA (${invoice.taxRate} %)`} data-align="end">
        {formatEuros(Number(invoice.taxAmount))}
      </td>
      <td data-cell="total" data-label="Total" data-align="end">
        <StyledTotal>{formatEuros(Number(invoice.amount))}</StyledTotal>
      </td>
      <td data-cell="status" data-label="Estado">
        <Badge tone={status.tone} size="sm">
          {status.label}
        </Badge>
      </td>
      <td data-cell="action">
        {invoice.status === 'pending' || invoice.status === 'overdue' ? (
          <Button
            variant="accent"
            size="sm"
            to={{ search: `?pagar=${invoice.id}`, hash: paymentPanelId(invoice.id) }}
            aria-label={`Pagar la factura ${invoice.invoiceNumber}`}
          >
            Pagar
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onDownload()}
          loading={downloading}
          iconLeft={<DownloadIcon size={16} />}
          aria-label={`Descargar la factura ${invoice.invoiceNumber}`}
        >
          Descargar
        </Button>
      </td>
    </tr>
  );
}

export type InvoiceHistoryProps = {
  page: number;
  /** URL of another page of the history. */
  hrefFor: (page: number) => string;
};

/** The company's invoices, newest first, 10 per page, each with its PDF. */
export function InvoiceHistory({ page, hrefFor }: InvoiceHistoryProps) {
  const invoices = useInvoices(page);

  if (invoices.isPending) return <LoadingState label="Cargando facturas..." />;
  if (invoices.isError) {
    return (
      <ErrorState
        title="No se pudieron cargar las facturas"
        error={invoices.error}
        headingAs="h3"
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }

  const { items, total } = invoices.data;
  if (total === 0) {
    return (
      <EmptyState
        headingAs="h3"
        icon={<NewspaperIcon size={26} />}
        title="Aún no tienes facturas"
        description="La primera factura se emite cuando termina tu período de prueba. Aquí podrás consultarlas y descargarlas en PDF."
      />
    );
  }

  const totalPages = Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE));
  if (items.length === 0) {
    return (
      <EmptyState
        headingAs="h3"
        icon={<NewspaperIcon size={26} />}
        title="No hay facturas en esta página"
        description={`Tienes ${total} ${total === 1 ? 'factura' : 'facturas'} en ${totalPages} ${totalPages === 1 ? 'página' : 'páginas'}.`}
        action={
          <Button to={hrefFor(1)} variant="outline">
            Ver las más recientes
          </Button>
        }
      />
    );
  }
  const from = (page - 1) * INVOICES_PAGE_SIZE + 1;
  const to = Math.min(total, from + items.length - 1);

  return (
    <>
      <StyledTable aria-busy={invoices.isPlaceholderData || undefined}>
        <VisuallyHidden as="caption">Historial de facturas</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Número</th>
            <th scope="col">Emisión</th>
            <th scope="col">Período</th>
            <th scope="col">Vencimiento</th>
            <th scope="col" data-align="end">
              Base
            </th>
            <th scope="col" data-align="end">
              IVA
            </th>
            <th scope="col" data-align="end">
              Total
            </th>
            <th scope="col">Estado</th>
            <th scope="col">
              <VisuallyHidden>Factura en PDF</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </StyledTable>
      {totalPages > 1 ? (
        <StyledSummary>
          Mostrando {from} a {to} de {total} facturas
        </StyledSummary>
      ) : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Páginas de facturas" />
    </>
  );
}
