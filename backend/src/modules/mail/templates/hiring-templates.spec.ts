import { isMailTemplateName, renderMail } from './index.js';

describe('mail templates of the request after hiring', () => {
  it('are registered', () => {
    for (const name of ['proposal-declined', 'hire-reopened', 'completion-check', 'review-invitation']) {
      expect(isMailTemplateName(name)).toBe(true);
    }
  });

  it('proposal-declined: another company was hired, or the request withdrawn; link to the proposals; HTML escaped', () => {
    const proposalsUrl = 'https://rutalia.test/company/proposals';
    const hired = renderMail('proposal-declined', {
      companyName: 'Mudanzas <Sol> & Co',
      requestTitle: 'Piano',
      reason: 'hired_other',
      proposalsUrl,
    });
    expect(hired.subject).toBe('El cliente ha contratado a otra empresa: «Piano»');
    expect(hired.text).toContain('El cliente de «Piano» ha contratado a otra empresa, así que tu propuesta queda cerrada.');
    expect(hired.text).toContain(proposalsUrl);
    expect(hired.html).toContain('Mudanzas &lt;Sol&gt; &amp; Co');
    expect(hired.html).toContain(`href="${proposalsUrl}"`);
    const closed = renderMail('proposal-declined', { companyName: 'X', requestTitle: 'Piano', reason: 'request_closed', proposalsUrl });
    expect(closed.subject).toBe('Solicitud retirada: «Piano»');
    expect(closed.text).toContain('sin contratar a ninguna empresa');
  });

  it('hire-reopened: the client says the job was not done; links to the proposal and to contact', () => {
    const mail = renderMail('hire-reopened', {
      companyName: 'Transportes Luna',
      requestTitle: 'Mudanza',
      proposalUrl: 'https://rutalia.test/company/proposal/abc',
      contactUrl: 'https://rutalia.test/contact',
    });
    expect(mail.subject).toBe('El cliente ha reabierto «Mudanza»');
    expect(mail.text).toContain('el trabajo no llegó a hacerse con tu empresa');
    expect(mail.text).toContain('ya no verás sus datos de contacto');
    expect(mail.html).toContain('href="https://rutalia.test/company/proposal/abc"');
    expect(mail.html).toContain('href="https://rutalia.test/contact"');
  });

  it('completion-check: «¿Se hizo el trabajo?» with the hired company and a link to the dashboard', () => {
    const mail = renderMail('completion-check', {
      clientName: 'Lucía',
      requestTitle: 'Mudanza <b>',
      companyName: 'Transportes Luna',
      dashboardUrl: 'https://rutalia.test/dashboard',
    });
    expect(mail.subject).toBe('¿Se hizo el trabajo? «Mudanza <b>»');
    expect(mail.text).toContain('¿Se hizo el trabajo?');
    expect(mail.text).toContain('Contrataste a Transportes Luna para «Mudanza <b>»');
    expect(mail.text).toContain('reabre la solicitud');
    expect(mail.html).toContain('«Mudanza &lt;b&gt;»');
    expect(mail.html).toContain('href="https://rutalia.test/dashboard"');
  });

  it('review-invitation: the link to the review form of the hired company', () => {
    const reviewUrl = 'https://rutalia.test/company/transportes-luna-1?review=abc';
    const mail = renderMail('review-invitation', {
      clientName: 'Lucía',
      requestTitle: 'Mudanza',
      companyName: 'Transportes Luna',
      reviewUrl,
    });
    expect(mail.subject).toBe('¿Qué tal con Transportes Luna? Deja tu reseña');
    expect(mail.text).toContain('«Contratado en Rutalia»');
    expect(mail.text).toContain(reviewUrl);
    expect(mail.html).toContain(`href="${reviewUrl.replace('&', '&amp;')}"`);
  });
});
