import { defineTemplate, escapeHtml, layout } from './template.js';

export interface TrialEndingMailData {
  companyName: string;
  /** dd/mm/aaaa */
  trialEndsOn: string;
  planName: string;
  /** "29,00 €" */
  priceMonthly: string;
  billingUrl: string;
}

export const trialEndingTemplate = defineTemplate<TrialEndingMailData>({
  subject: () => 'Tu período de prueba en Rutalia termina en 2 días',
  text: ({ companyName, trialEndsOn, planName, priceMonthly, billingUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `Tu período de prueba gratuito de Rutalia termina el ${trialEndsOn}.`,
      `A partir de ese día tu suscripción al plan ${planName} pasará a estar activa (${priceMonthly}/mes + IVA) y recibirás la primera factura.`,
      'Si no quieres continuar, puedes cancelarla antes desde Facturación y suscripción:',
      '',
      billingUrl,
      '',
      'Revisa también tus datos de facturación (razón social y NIF/CIF): los copiaremos en la factura.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, trialEndsOn, planName, priceMonthly, billingUrl }) =>
    layout({
      title: 'Tu período de prueba termina en 2 días',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>Tu período de prueba gratuito de Rutalia termina el <strong>${escapeHtml(trialEndsOn)}</strong>.</p>
<p>A partir de ese día tu suscripción al plan ${escapeHtml(planName)} pasará a estar activa (${escapeHtml(priceMonthly)}/mes + IVA) y recibirás la primera factura. Si no quieres continuar, puedes cancelarla antes.</p>
<p>Revisa también tus datos de facturación (razón social y NIF/CIF): los copiaremos en la factura.</p>`,
      action: { label: 'Ir a Facturación y suscripción', url: billingUrl },
    }),
});
