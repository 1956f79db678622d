import { defineTemplate, escapeHtml, layout } from './template.js';

/** The grace ended (issue 20): the subscription is `unpaid`, sent once per suspension. */
export interface SubscriptionUnpaidMailData {
  companyName: string;
  /** The oldest overdue invoice. */
  invoiceNumber: string;
  /** Its total with IVA, "35,09 €". */
  amount: string;
  /** Its due date, dd/mm/aaaa. */
  dueDate: string;
  /** How many invoices are overdue, and their total ("71,18 €"). */
  overdueCount: number;
  totalDue: string;
  /** The billing page, opened on the oldest invoice's payment. */
  payUrl: string;
}

function owed({ invoiceNumber, amount, dueDate, overdueCount, totalDue }: SubscriptionUnpaidMailData): string {
  const first = `La factura ${invoiceNumber} por ${amount} venció el ${dueDate} y no consta como pagada`;
  return overdueCount > 1 ? `${first}; en total tienes ${overdueCount} facturas vencidas por ${totalDue}.` : `${first}.`;
}

const LOST = [
  'no puedes enviar propuestas a los clientes;',
  'no recibes avisos de nuevas solicitudes;',
  'tu empresa deja de aparecer destacada.',
];

export const subscriptionUnpaidTemplate = defineTemplate<SubscriptionUnpaidMailData>({
  subject: () => 'Tu suscripción de Rutalia está suspendida por impago',
  text: (data) =>
    [
      `Hola, ${data.companyName}:`,
      '',
      owed(data),
      'Ha terminado el plazo de pago, así que hemos suspendido tu suscripción por impago. Mientras tanto:',
      ...LOST.map((line) => `- ${line}`),
      '',
      'Tu perfil sigue visible para los clientes. Paga ahora y recuperas el acceso al momento:',
      data.payUrl,
      '',
      'Si ya la has pagado, ignora este mensaje.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: (data) =>
    layout({
      title: 'Suscripción suspendida por impago',
      body: `<p>Hola, ${escapeHtml(data.companyName)}:</p>
<p>${escapeHtml(owed(data))}</p>
<p>Ha terminado el plazo de pago, así que hemos suspendido tu suscripción por impago. Mientras tanto:</p>
<ul>${LOST.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Tu perfil sigue visible para los clientes. <strong>Paga ahora y recuperas el acceso al momento.</strong> Si ya la has pagado, ignora este mensaje.</p>`,
      action: { label: 'Pagar ahora', url: data.payUrl },
    }),
});
