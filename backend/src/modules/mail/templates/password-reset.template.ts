import { defineTemplate, escapeHtml, layout } from './template.js';

export interface PasswordResetMailData {
  fullName: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export const passwordResetTemplate = defineTemplate<PasswordResetMailData>({
  subject: () => 'Restablece tu contraseña de Rutalia',
  text: ({ fullName, resetUrl, expiresInMinutes }) =>
    [
      `Hola, ${fullName}:`,
      '',
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Rutalia.',
      'Para elegir una nueva, abre este enlace:',
      '',
      resetUrl,
      '',
      `El enlace caduca en ${expiresInMinutes} minutos y solo puede usarse una vez.`,
      'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ fullName, resetUrl, expiresInMinutes }) =>
    layout({
      title: 'Restablece tu contraseña',
      body: `<p>Hola, ${escapeHtml(fullName)}:</p>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Rutalia.</p>
<p>El enlace caduca en ${expiresInMinutes} minutos y solo puede usarse una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.</p>`,
      action: { label: 'Elegir una nueva contraseña', url: resetUrl },
    }),
});
