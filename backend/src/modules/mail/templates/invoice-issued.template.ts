import { defineTemplate, escapeHtml, layout } from './template.js';

export interface InvoiceIssuedMailData {
  companyName: string;
  invoiceNumber: string;
  /** Total with IVA, "35,09 €". */
  amount: string;
  /** dd/mm/aaaa */
  dueDate: string;
  /** e.g. "Plan Básico (mensual), del 29/11/2026 al 29/12/2026" */
  concept: string;
  billingUrl: string;
}

export const invoiceIssuedTemplate = defineTemplate<InvoiceIssuedMailData>({
  subject: ({ invoiceNumber }) => `Nueva factura de Rutalia ${invoiceNumber}`,
  text: ({ companyName, invoiceNumber, amount, dueDate, concept, billingUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `Hemos emitido la factura ${invoiceNumber} por ${amount} (IVA incluido).`,
      `Concepto: ${concept}.`,
      `Fecha de vencimiento: ${dueDate}.`,
      '',
      'Puedes descargarla en PDF desde Facturación y suscripción:',
      billingUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, invoiceNumber, amount, dueDate, concept, billingUrl }) =>
    layout({
      title: `Factura ${invoiceNumber}`,
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>Hemos emitido la factura <strong>${escapeHtml(invoiceNumber)}</strong> por <strong>${escapeHtml(amount)}</strong> (IVA incluido).</p>
<p>Concepto: ${escapeHtml(concept)}.<br>Fecha de vencimiento: ${escapeHtml(dueDate)}.</p>`,
      action: { label: 'Ver mis facturas', url: billingUrl },
    }),
});
