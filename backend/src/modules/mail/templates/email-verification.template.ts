import { defineTemplate, escapeHtml, layout } from './template.js';

export interface EmailVerificationMailData {
  fullName: string;
  verifyUrl: string;
  expiresInHours: number;
  /** `signup`: the account's address after sign-up; `change`: the new address of an email change. */
  purpose: 'signup' | 'change';
}

const intro = (purpose: EmailVerificationMailData['purpose']) =>
  purpose === 'change'
    ? 'Has pedido usar esta dirección en tu cuenta de Rutalia. Confírmala para que sustituya a la anterior:'
    : 'Gracias por registrarte en Rutalia. Confirma tu email para publicar tus solicitudes y enviar propuestas:';

/** Issue 22: the single-use link that verifies an address (an essential mail: it cannot be turned off). */
export const emailVerificationTemplate = defineTemplate<EmailVerificationMailData>({
  subject: ({ purpose }) => (purpose === 'change' ? 'Confirma tu nuevo email en Rutalia' : 'Verifica tu email de Rutalia'),
  text: ({ fullName, verifyUrl, expiresInHours, purpose }) =>
    [
      `Hola, ${fullName}:`,
      '',
      intro(purpose),
      '',
      verifyUrl,
      '',
      `El enlace caduca en ${expiresInHours} horas y solo puede usarse una vez.`,
      'Si no lo has pedido tú, ignora este mensaje.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ fullName, verifyUrl, expiresInHours, purpose }) =>
    layout({
      title: purpose === 'change' ? 'Confirma tu nuevo email' : 'Verifica tu email',
      body: `<p>Hola, ${escapeHtml(fullName)}:</p>
<p>${escapeHtml(intro(purpose))}</p>
<p>El enlace caduca en ${expiresInHours} horas y solo puede usarse una vez. Si no lo has pedido tú, ignora este mensaje.</p>`,
      action: { label: purpose === 'change' ? 'Confirmar el nuevo email' : 'Verificar mi email', url: verifyUrl },
    }),
});
