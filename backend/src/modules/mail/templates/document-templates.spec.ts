import { describe, expect, it } from '@jest/globals';
import { renderMail } from './index.js';

const documentsUrl = 'https://rutalia.es/company/documents';

describe('document mails (issue 20)', () => {
  it('document-expiring: the date, the days left and what happens when it lapses, escaped', () => {
    const mail = renderMail('document-expiring', {
      companyName: '<b>Mudanzas</b> & Co',
      documentName: 'Seguro de responsabilidad civil',
      expiresOn: '31/03/2027',
      daysLeft: 7,
      documentsUrl,
    });
    expect(mail.subject).toBe('Tu documento «Seguro de responsabilidad civil» caduca el 31/03/2027');
    expect(mail.text).toContain('es válido hasta el 31/03/2027: quedan 7 días.');
    expect(mail.text).toContain('su insignia dejará de verse');
    expect(mail.html).toContain('&lt;b&gt;Mudanzas&lt;/b&gt; &amp; Co');
    expect(mail.html).toContain(`href="${documentsUrl}"`);
  });

  it('document-expired: the badge went, or it lapsed before its review', () => {
    const data = { companyName: 'Mudanzas', documentName: 'Seguro de mercancías', expiresOn: '31/03/2027', documentsUrl };
    expect(renderMail('document-expired', { ...data, badgeRemoved: true }).text).toContain('Hemos quitado su insignia');
    expect(renderMail('document-expired', { ...data, badgeRemoved: false }).text).toContain('Caducó antes de que pudiéramos revisarlo');
  });

  it('document-reviewed: approved with its badge and «Verificado», or rejected with the reason', () => {
    const base = { companyName: 'Mudanzas', documentName: 'CIF / NIF', documentsUrl };
    const approved = renderMail('document-reviewed', {
      ...base,
      approved: true,
      badgeLabel: 'CIF verificado',
      verified: true,
      reason: null,
    });
    expect(approved.subject).toBe('Documento aprobado: «CIF / NIF»');
    expect(approved.text).toContain('la insignia «CIF verificado»');
    expect(approved.text).toContain('«Verificado»');
    const rejected = renderMail('document-reviewed', {
      ...base,
      approved: false,
      badgeLabel: null,
      verified: false,
      reason: 'Ilegible <script>',
    });
    expect(rejected.subject).toBe('Documento rechazado: «CIF / NIF»');
    expect(rejected.text).toContain('Motivo: Ilegible <script>');
    expect(rejected.html).toContain('Motivo: Ilegible &lt;script&gt;');
  });
});
