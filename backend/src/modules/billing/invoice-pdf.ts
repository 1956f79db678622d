import PDFDocument from 'pdfkit';
import { formatDate, formatEuros } from './billing-format.js';
import type { BillingSnapshot } from './invoice.entity.js';

export interface InvoicePdfData {
  invoiceNumber: string;
  issuedAt: Date;
  dueDate: Date;
  periodStart: Date;
  periodEnd: Date;
  status: 'pending' | 'paid' | 'overdue' | 'refunded';
  paidAt: Date | null;
  description: string | null;
  baseAmount: number;
  taxRate: number;
  taxAmount: number;
  amount: number;
  customer: BillingSnapshot | null;
  issuer: { name: string; taxId: string; address: string };
}

const STATUS_LABELS = { pending: 'Pendiente', paid: 'Pagada', overdue: 'Vencida', refunded: 'Reembolsada' } as const;

/**
 * The invoice as a Spanish A4 PDF (pdfkit, standard Helvetica: WinAnsi covers á, ñ and €):
 * issuer and customer (the billing data copied when it was issued), concept, taxable base,
 * IVA, total in es-ES euros, issue and due dates and status. The document Title is the
 * invoice number.
 */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: 'es-ES',
    info: { Title: data.invoiceNumber, Author: data.issuer.name, Subject: `Factura ${data.invoiceNumber}`, Creator: 'Rutalia' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const muted = '#555555';

  // Header
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0f62fe').text('Rutalia', left, 50);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text('FACTURA', left, 50, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(muted);
  doc.text(`Nº ${data.invoiceNumber}`, left, 75, { width, align: 'right' });
  doc.text(`Fecha de emisión: ${formatDate(data.issuedAt)}`, { width, align: 'right' });
  doc.text(`Fecha de vencimiento: ${formatDate(data.dueDate)}`, { width, align: 'right' });
  const status = data.status === 'paid' && data.paidAt ? `Pagada el ${formatDate(data.paidAt)}` : STATUS_LABELS[data.status];
  doc.text(`Estado: ${status}`, { width, align: 'right' });

  // Parties
  const partiesTop = 160;
  const column = width / 2 - 10;
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text('Emisor', left, partiesTop);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(data.issuer.name, left, partiesTop + 16, { width: column });
  doc.text(`NIF: ${data.issuer.taxId}`, { width: column });
  doc.text(data.issuer.address, { width: column });

  const c = data.customer;
  const customerX = left + width / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(11).text('Cliente', customerX, partiesTop);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(c?.billing_name || '—', customerX, partiesTop + 16, { width: column });
  doc.text(`NIF/CIF: ${c?.tax_id || '—'}`, { width: column });
  if (c?.billing_address) doc.text(c.billing_address, { width: column });
  const place = [c?.billing_postal_code, c?.billing_city].filter(Boolean).join(' ');
  if (place) doc.text(place, { width: column });
  const region = [c?.billing_province, c?.billing_country].filter(Boolean).join(', ');
  if (region) doc.text(region, { width: column });

  // Concept
  let y = 290;
  doc.rect(left, y, width, 22).fill('#f1f3f5');
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(10);
  doc.text('Concepto', left + 8, y + 7, { width: width - 140 });
  doc.text('Importe', right - 128, y + 7, { width: 120, align: 'right' });
  y += 30;
  doc.font('Helvetica').fontSize(10);
  const concept = data.description ?? 'Suscripción Rutalia';
  doc.text(concept, left + 8, y, { width: width - 140 });
  doc.text(formatEuros(data.baseAmount), right - 128, y, { width: 120, align: 'right' });
  y = Math.max(doc.y, y + 14) + 4;
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(`Período: del ${formatDate(data.periodStart)} al ${formatDate(data.periodEnd)}`, left + 8, y, { width: width - 140 });
  y = doc.y + 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();

  // Totals
  y += 12;
  const label = right - 280;
  const totals: Array<[string, string, boolean]> = [
    ['Base imponible', formatEuros(data.baseAmount), false],
    [`IVA (${formatRate(data.taxRate)} %)`, formatEuros(data.taxAmount), false],
    ['Total', formatEuros(data.amount), true],
  ];
  for (const [name, value, bold] of totals) {
    doc
      .fillColor('#000000')
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10);
    doc.text(name, label, y, { width: 150 });
    doc.text(value, right - 128, y, { width: 120, align: 'right' });
    y += bold ? 20 : 16;
  }

  // Footer
  doc
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(8)
    .text(
      `${data.issuer.name} · NIF ${data.issuer.taxId} · ${data.issuer.address}. Importes en euros. Factura emitida electrónicamente por Rutalia.`,
      left,
      doc.page.height - 90,
      { width, align: 'center' },
    );

  doc.end();
  return done;
}

function formatRate(rate: number): string {
  return new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(rate);
}
