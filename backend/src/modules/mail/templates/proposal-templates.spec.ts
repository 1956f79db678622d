import { renderMail } from './index.js';

describe('proposal mail templates', () => {
  it('proposal-received: company, title, price in es-ES euros and the link; HTML escaped', () => {
    const proposalsUrl = 'https://rutalia.test/jobs/0f0e0d0c-0000-4000-8000-000000000001/proposals';
    const mail = renderMail('proposal-received', {
      clientName: 'Ana',
      companyName: 'Mudanzas <Sol> & Co',
      requestTitle: 'Piano',
      price: 1234.5,
      proposalsUrl,
    });
    expect(mail.subject).toBe('Nueva propuesta para «Piano»');
    expect(mail.text).toContain('Mudanzas <Sol> & Co te ha enviado una propuesta para tu solicitud «Piano».');
    expect(mail.text).toMatch(/Precio propuesto: 1\.234,50\s€/);
    expect(mail.text).toContain(proposalsUrl);
    expect(mail.html).toContain('Mudanzas &lt;Sol&gt; &amp; Co');
    expect(mail.html).toContain(`href="${proposalsUrl}"`);
    expect(
      renderMail('proposal-received', { clientName: 'Ana', companyName: 'X', requestTitle: 'Y', price: null, proposalsUrl }).text,
    ).not.toContain('Precio');
  });

  it('proposal-accepted: client name and phone, link to the proposal', () => {
    const mail = renderMail('proposal-accepted', {
      companyName: 'Transportes Luna',
      requestTitle: 'Mudanza',
      clientName: 'Lucía Cliente',
      clientPhone: '622333444',
      proposalUrl: 'https://rutalia.test/company/proposal/abc',
    });
    expect(mail.subject).toBe('¡Propuesta aceptada! «Mudanza»');
    expect(mail.text).toContain('Nombre: Lucía Cliente');
    expect(mail.text).toContain('Teléfono: 622333444');
    expect(mail.html).toContain('href="https://rutalia.test/company/proposal/abc"');
  });

  it('proposal-rejected: title and link to the proposals', () => {
    const mail = renderMail('proposal-rejected', {
      companyName: 'Transportes Luna',
      requestTitle: 'Mudanza',
      proposalsUrl: 'https://rutalia.test/company/proposals',
    });
    expect(mail.subject).toBe('Propuesta no aceptada: «Mudanza»');
    expect(mail.text).toContain('ha rechazado tu propuesta para «Mudanza»');
    expect(mail.html).toContain('href="https://rutalia.test/company/proposals"');
  });
});
