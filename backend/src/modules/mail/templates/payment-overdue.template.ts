import { defineTemplate, escapeHtml, layout } from './template.js';

export interface PaymentOverdueMailData {
  companyName: string;
  invoiceNumber: string;
  /** Total with IVA, "35,09 €". */
  amount: string;
  /** dd/mm/aaaa */
  dueDate: string;
  billingUrl: string;
  /** dd/mm/aaaa: the end of the grace (issue 20), when the subscription is suspended if still unpaid. */
  graceEndsOn?: string | null;
  /**
   * The subscription now: `grace` (past_due, the default), `suspended` (unpaid already, for an
   * older invoice) or `ended` (cancelled: the invoice is still owed).
   */
  subscription?: 'grace' | 'suspended' | 'ended';
}

/** What happens next: suspended already, suspended on a date, or (without dunning data) just «Pago pendiente». */
function consequence({ graceEndsOn, subscription }: PaymentOverdueMailData): string {
  if (subscription === 'suspended') {
    return 'Tu suscripción está suspendida por impago. Paga tus facturas pendientes para recuperar el acceso al momento.';
  }
  if (subscription === 'ended') return 'Tu suscripción ya no está activa, pero la factura sigue pendiente. Por favor, regulariza el pago.';
  const base = 'Tu cuenta sigue activa, pero tu suscripción ha pasado a «Pago pendiente».';
  return graceEndsOn
    ? `${base} Si no recibimos el pago antes del ${graceEndsOn}, quedará suspendida por impago: no podrás enviar propuestas ni recibir avisos de nuevas solicitudes.`
    : `${base} Por favor, regulariza el pago lo antes posible.`;
}

export const paymentOverdueTemplate = defineTemplate<PaymentOverdueMailData>({
  subject: ({ invoiceNumber }) => `Pago pendiente: la factura ${invoiceNumber} ha vencido`,
  text: (data) =>
    [
      `Hola, ${data.companyName}:`,
      '',
      `La factura ${data.invoiceNumber} por ${data.amount} venció el ${data.dueDate} y aún no consta como pagada.`,
      consequence(data),
      '',
      data.billingUrl,
      '',
      'Si ya la has pagado, ignora este mensaje.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: (data) =>
    layout({
      title: 'Pago pendiente',
      body: `<p>Hola, ${escapeHtml(data.companyName)}:</p>
<p>La factura <strong>${escapeHtml(data.invoiceNumber)}</strong> por <strong>${escapeHtml(data.amount)}</strong> venció el ${escapeHtml(data.dueDate)} y aún no consta como pagada.</p>
<p>${escapeHtml(consequence(data))} Si ya la has pagado, ignora este mensaje.</p>`,
      action: { label: 'Pagar la factura', url: data.billingUrl },
    }),
});
