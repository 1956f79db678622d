import { renderMail } from './index.js';

describe('email verification mails (issue 22)', () => {
  it('email-verification: the link in text and HTML, its validity, the name escaped', () => {
    const verifyUrl = 'https://rutalia.es/verify-email?token=abc_123-XYZ';
    const mail = renderMail('email-verification', { fullName: '<b>Ana</b>', verifyUrl, expiresInHours: 48, purpose: 'signup' });
    expect(mail.subject).toBe('Verifica tu email de Rutalia');
    expect(mail.text).toContain(verifyUrl);
    expect(mail.text).toContain('caduca en 48 horas');
    expect(mail.html).toContain(`href="${verifyUrl}"`);
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(renderMail('email-verification', { fullName: 'Ana', verifyUrl, expiresInHours: 48, purpose: 'change' }).subject).toBe(
      'Confirma tu nuevo email en Rutalia',
    );
  });

  it('email-change-notice: requested and changed, with the new address masked', () => {
    const data = { fullName: 'Ana', newEmailMasked: 'an***@nuevo.es', supportUrl: 'https://rutalia.es/contact' };
    const requested = renderMail('email-change-notice', { ...data, stage: 'requested' });
    expect(requested.subject).toBe('Solicitud de cambio de email en Rutalia');
    expect(requested.text).toContain('an***@nuevo.es');
    expect(requested.text).toContain('seguirá activa');
    const changed = renderMail('email-change-notice', { ...data, stage: 'changed' });
    expect(changed.subject).toBe('El email de tu cuenta de Rutalia ha cambiado');
    expect(changed.html).toContain('href="https://rutalia.es/contact"');
  });
});
