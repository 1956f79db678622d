import { defineTemplate, escapeHtml, layout } from './template.js';

export interface PaymentOverdueMailData {
  companyName: string;
  invoiceNumber: string;
  /** Total with IVA, "35,09 €". */
  amount: string;
  /** dd/mm/aaaa */
  dueDate: string;
  billingUrl: string;
}

export const paymentOverdueTemplate = defineTemplate<PaymentOverdueMailData>({
  subject: ({ invoiceNumber }) => `Pago pendiente: la factura ${invoiceNumber} ha vencido`,
  text: ({ companyName, invoiceNumber, amount, dueDate, billingUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `La factura ${invoiceNumber} por ${amount} venció el ${dueDate} y aún no consta como pagada.`,
      'Tu cuenta sigue activa, pero tu suscripción ha pasado a «Pago pendiente». Por favor, regulariza el pago lo antes posible.',
      '',
      billingUrl,
      '',
      'Si ya la has pagado, ignora este mensaje.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, invoiceNumber, amount, dueDate, billingUrl }) =>
    layout({
      title: 'Pago pendiente',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>La factura <strong>${escapeHtml(invoiceNumber)}</strong> por <strong>${escapeHtml(amount)}</strong> venció el ${escapeHtml(dueDate)} y aún no consta como pagada.</p>
<p>Tu cuenta sigue activa, pero tu suscripción ha pasado a «Pago pendiente». Por favor, regulariza el pago lo antes posible. Si ya la has pagado, ignora este mensaje.</p>`,
      action: { label: 'Ver mis facturas', url: billingUrl },
    }),
});
