import { isMailTemplateName, mailTemplates, renderMail } from './index.js';

describe('mail templates', () => {
  it('password-reset: Spanish subject, the link in text and HTML, user data escaped', () => {
    const resetUrl = 'https://rutalia.es/reset-password?token=abc_123-XYZ';
    const mail = renderMail('password-reset', { fullName: '<b>Ana</b> & Co', resetUrl, expiresInMinutes: 60 });
    expect(mail.subject).toBe('Restablece tu contraseña de Rutalia');
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('Hola, <b>Ana</b> & Co:');
    expect(mail.text).toContain('caduca en 60 minutos');
    expect(mail.html).toContain(`href="${resetUrl}"`);
    expect(mail.html).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt; &amp; Co:');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('knows its templates', () => {
    expect(Object.keys(mailTemplates)).toContain('password-reset');
    expect(isMailTemplateName('password-reset')).toBe(true);
    expect(isMailTemplateName('toString')).toBe(false);
    expect(isMailTemplateName('no-existe')).toBe(false);
  });
});
