import { defineTemplate, escapeHtml, layout } from './template.js';

/** A later dunning step (issue 20): DUNNING_REMINDER_DAYS after the due date, once per step. */
export interface InvoiceReminderMailData {
  companyName: string;
  invoiceNumber: string;
  /** Total with IVA, "35,09 €". */
  amount: string;
  /** dd/mm/aaaa */
  dueDate: string;
  /** Whole days since the due date (the step: 3, 7…). */
  daysOverdue: number;
  /** dd/mm/aaaa: when the subscription is suspended if still unpaid; null when it already is. */
  graceEndsOn: string | null;
  /** The subscription is suspended for non-payment. */
  suspended: boolean;
  /** The billing page, opened on this invoice's payment. */
  payUrl: string;
}

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);

function lines(data: InvoiceReminderMailData): string[] {
  const late = `La factura ${data.invoiceNumber} por ${data.amount} venció el ${data.dueDate} (hace ${days(data.daysOverdue)}) y sigue sin pagarse.`;
  if (data.suspended) {
    return [
      late,
      'Tu suscripción está suspendida por impago: no puedes enviar propuestas ni recibir avisos de nuevas solicitudes. Tu perfil sigue visible.',
      'En cuanto la pagues, recuperas el acceso al momento.',
    ];
  }
  return [
    late,
    data.graceEndsOn
      ? `Si no recibimos el pago antes del ${data.graceEndsOn}, tu suscripción quedará suspendida por impago: no podrás enviar propuestas ni recibir avisos de nuevas solicitudes.`
      : 'Págala lo antes posible para no perder el acceso a nuevas solicitudes.',
  ];
}

export const invoiceReminderTemplate = defineTemplate<InvoiceReminderMailData>({
  subject: ({ invoiceNumber, suspended }) =>
    suspended
      ? `Tu suscripción sigue suspendida: la factura ${invoiceNumber} está pendiente`
      : `Recordatorio: la factura ${invoiceNumber} sigue pendiente de pago`,
  text: (data) =>
    [
      `Hola, ${data.companyName}:`,
      '',
      ...lines(data),
      '',
      'Págala desde Facturación y suscripción:',
      data.payUrl,
      '',
      'Si ya la has pagado, ignora este mensaje.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: (data) =>
    layout({
      title: data.suspended ? 'Suscripción suspendida' : 'Recordatorio de pago',
      body: `<p>Hola, ${escapeHtml(data.companyName)}:</p>
${lines(data)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p>Si ya la has pagado, ignora este mensaje.</p>`,
      action: { label: 'Pagar ahora', url: data.payUrl },
    }),
});
