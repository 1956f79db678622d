import { renderMail } from '../mail/templates/index.js';
import { daysLeft, formatDate, formatEuros, invoiceNumber, invoiceYear } from './billing-format.js';
import { normalizeTaxId, TAX_ID_PATTERN } from './dto/billing.dto.js';
import { billingJobId, BillingJob } from '../../queue/queues.js';

const DAY = 24 * 3600 * 1000;

describe('billing formats', () => {
  it('euros and dates as in Spain', () => {
    expect(formatEuros(35.09)).toBe('35,09 €');
    expect(formatEuros('290')).toBe('290,00 €');
    expect(formatEuros(12345.5)).toBe('12.345,50 €');
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid: date and invoice series follow Spain.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-06-01T10:00:00Z'))).toBe(2026);
    expect(invoiceNumber(2026, 123)).toBe('RUT-2026-000123');
  });

  it('days left rounded up, never below 0', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(daysLeft(new Date(now.getTime() + 7 * DAY), now)).toBe(7);
    expect(daysLeft(new Date(now.getTime() + 6 * DAY + 1), now)).toBe(7);
    expect(daysLeft(new Date(now.getTime() + 1), now)).toBe(1);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(new Date(now.getTime() - DAY), now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });

  it('NIF/CIF: normalised, 9 letters or digits with at least one digit', () => {
    expect(normalizeTaxId(' b-1234.5678 ')).toBe('B12345678');
    expect(normalizeTaxId('es12345678z')).toBe('12345678Z');
    for (const ok of ['12345678A', 'B12345678', 'X1234567L']) expect(TAX_ID_PATTERN.test(normalizeTaxId(ok) as string)).toBe(true);
    for (const bad of ['1234', 'ABCDEFGHI', '1234567890', 'B1234567$'])
      expect(TAX_ID_PATTERN.test(normalizeTaxId(bad) as string)).toBe(false);
  });

  it('job ids are deterministic per transition, subject and period, and never contain ":"', () => {
    const id = billingJobId(BillingJob.RENEW, 'abc', '2026-12-29T10:00:00.000Z');
    expect(id).toBe(`billing-renew-abc-${Date.parse('2026-12-29T10:00:00.000Z')}`);
    expect(billingJobId(BillingJob.RENEW, 'abc', new Date('2026-12-29T10:00:00.000Z'))).toBe(id);
    expect(billingJobId(BillingJob.INVOICE_OVERDUE, 'inv')).toBe('billing-invoice-overdue-inv');
    expect(id).not.toContain(':');
  });
});

describe('billing mails', () => {
  it('trial-ending, invoice-issued and payment-overdue: Spanish, data escaped in HTML', () => {
    const billingUrl = 'https://rutalia.es/company-billing';
    const trial = renderMail('trial-ending', {
      companyName: 'A & B',
      trialEndsOn: '29/11/2026',
      planName: 'Básico',
      priceMonthly: '29,00 €',
      billingUrl,
    });
    expect(trial.subject).toBe('Tu período de prueba en Rutalia termina en 2 días');
    expect(trial.text).toContain('termina el 29/11/2026');
    expect(trial.html).toContain('A &amp; B');
    expect(trial.html).toContain(`href="${billingUrl}"`);

    const issued = renderMail('invoice-issued', {
      companyName: 'Transportes <X>',
      invoiceNumber: 'RUT-2026-000001',
      amount: '35,09 €',
      dueDate: '14/12/2026',
      concept: 'Suscripción Rutalia, plan Básico (mensual)',
      billingUrl,
    });
    expect(issued.subject).toBe('Nueva factura de Rutalia RUT-2026-000001');
    expect(issued.text).toContain('Hemos emitido la factura RUT-2026-000001 por 35,09 € (IVA incluido).');
    expect(issued.html).toContain('Transportes &lt;X&gt;');

    const overdue = renderMail('payment-overdue', {
      companyName: 'X',
      invoiceNumber: 'RUT-2026-000001',
      amount: '35,09 €',
      dueDate: '14/12/2026',
      billingUrl,
    });
    expect(overdue.subject).toBe('Pago pendiente: la factura RUT-2026-000001 ha vencido');
    expect(overdue.text).toContain('venció el 14/12/2026');
  });
});
