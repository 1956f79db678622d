import { renderMail } from './index.js';

describe('new-message mail', () => {
  it('names the sender, quotes the preview, links to /messages and escapes user text', () => {
    const mail = renderMail('new-message', {
      senderName: 'Mudanzas <b>Rápidas</b>',
      preview: '¿Podéis el lunes? <script>x</script>',
      requestTitle: 'Piso & trastero',
      messagesUrl: 'https://rutalia.es/messages?company=abc',
    });
    expect(mail.subject).toBe('Nuevo mensaje de Mudanzas <b>Rápidas</b>');
    expect(mail.text).toContain('Mudanzas <b>Rápidas</b> te ha escrito sobre «Piso & trastero»:');
    expect(mail.text).toContain('«¿Podéis el lunes? <script>x</script>»');
    expect(mail.text).toContain('https://rutalia.es/messages?company=abc');
    expect(mail.html).toContain('Mudanzas &lt;b&gt;Rápidas&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://rutalia.es/messages?company=abc"');
    const general = renderMail('new-message', {
      senderName: 'Ana',
      preview: 'Hola',
      requestTitle: null,
      messagesUrl: 'https://rutalia.es/messages',
    });
    expect(general.text).toContain('Ana te ha escrito:');
  });
});
