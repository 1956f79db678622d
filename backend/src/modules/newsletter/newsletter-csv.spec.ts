import { NewsletterStatus } from '../../database/enums.js';
import { csvCell, csvDay, subscribersCsv } from './newsletter-csv.js';

describe('newsletter CSV', () => {
  it('neutralises formulas and quotes per RFC 4180', () => {
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
  });

  it('writes BOM, header and Spanish labels with Madrid times', () => {
    const csv = subscribersCsv([
      {
        email: 'josé@example.com',
        status: NewsletterStatus.Confirmed,
        confirmedAt: new Date('2026-07-01T10:05:00Z'),
        unsubscribedAt: null,
        createdAt: new Date('2026-06-30T23:30:00Z'),
      },
    ]);
    expect(csv).toBe('\uFEFFemail,estado,confirmado,baja,alta\r\njosé@example.com,confirmado,2026-07-01 12:05,,2026-07-01 01:30\r\n');
    expect(csvDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
