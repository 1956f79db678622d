import { mailTemplates, renderMail, type MailTemplateName } from './index.js';

const base = { publicUrl: 'https://rutalia.test', unsubscribeToken: '7df22a3f-8538-4d63-a3e7-04af2cc3300f' };
const PAGE = 'https://rutalia.test/newsletter/baja?token=7df22a3f-8538-4d63-a3e7-04af2cc3300f';
const ONE_CLICK = '<https://rutalia.test/api/newsletter/unsubscribe?token=7df22a3f-8538-4d63-a3e7-04af2cc3300f>';

const samples = {
  'newsletter-confirm': { ...base, confirmUrl: 'https://rutalia.test/newsletter/confirmar?token=abc_123-XYZ' },
  'newsletter-welcome': base,
  'newsletter-issue': { ...base, subject: 'Novedades de noviembre', html: '<p>Hola</p>' },
};

describe('newsletter mail templates', () => {
  it('every newsletter template has a sample here', () => {
    const names = Object.keys(mailTemplates).filter((name) => name.startsWith('newsletter-'));
    expect(names.sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(Object.entries(samples))('%s carries the unsubscribe link in text and HTML, and the one-click headers', (name, data) => {
    const mail = renderMail(name as MailTemplateName, data as never);
    expect(mail.text).toContain(`Para darte de baja: ${PAGE}`);
    expect(mail.html).toContain(`<a href="${PAGE}"`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': ONE_CLICK, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('other mails have no list headers', () => {
    const mail = renderMail('password-reset', {
      fullName: 'Ana',
      resetUrl: 'https://rutalia.test/reset-password?token=x',
      expiresInMinutes: 60,
    });
    expect(mail.headers).toBeUndefined();
  });

  it('newsletter-confirm: Spanish subject and the confirmation button', () => {
    const mail = renderMail('newsletter-confirm', samples['newsletter-confirm']);
    expect(mail.subject).toBe('Confirma tu suscripción a la newsletter de Rutalia');
    expect(mail.text).toContain('https://rutalia.test/newsletter/confirmar?token=abc_123-XYZ');
    expect(mail.html).toContain('href="https://rutalia.test/newsletter/confirmar?token=abc_123-XYZ"');
  });

  it('newsletter-issue: the subject as given, the body sanitized, links kept in the text part', () => {
    const mail = renderMail('newsletter-issue', {
      ...base,
      subject: 'Novedades de noviembre',
      html: '<h2>Tarifas</h2><p>Lee <a href="https://rutalia.test/blog/x" onclick="steal()">el post</a>.</p><script>alert(1)</script><img src=x onerror=alert(2)><p>Adiós</p>',
    });
    expect(mail.subject).toBe('Novedades de noviembre');
    expect(mail.html).toContain(
      '<h2>Tarifas</h2><p>Lee <a href="https://rutalia.test/blog/x" rel="nofollow noopener">el post</a>.</p><p>Adiós</p>',
    );
    expect(mail.html).not.toMatch(/script|onerror|onclick|<img/);
    expect(mail.text.startsWith('Tarifas\n\nLee el post (https://rutalia.test/blog/x).\n\nAdiós\n\n--\n')).toBe(true);
  });
});
