import { describe, expect, it } from '@jest/globals';
import { dunningMessage, payNowHref, type SubscriptionDunning } from './dunningText';

const grace: SubscriptionDunning = {
  state: 'grace',
  oldestOverdueInvoiceId: '6f1c2b1e-2a7e-4c55-9d0f-1b2c3d4e5f60',
  invoiceNumber: 'RUT-2026-000123',
  amountDue: 60.5,
  overdueCount: 1,
  totalDue: 60.5,
  overdueSince: '2026-11-28T10:00:00.000Z',
  graceEndsAt: '2026-12-12T10:00:00.000Z',
  unpaidSince: null,
};

/** formatEuros writes a no-break space before €. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('dunning banner texts', () => {
  it('in the grace: a warning with the invoice, its amount and the date (Madrid)', () => {
    const message = dunningMessage(grace);
    expect({ ...message, text: spaced(message.text) }).toEqual({
      tone: 'warning',
      title: 'Pago pendiente',
      text: 'Tienes una factura vencida (RUT-2026-000123, 60,50 €). Paga antes del 12/12/2026 para no perder el acceso a nuevas solicitudes.',
    });
    // 23:30 UTC on the 12th is already the 13th in Madrid.
    expect(dunningMessage({ ...grace, graceEndsAt: '2026-12-12T23:30:00.000Z' }).text).toContain('antes del 13/12/2026');
  });

  it('with several overdue invoices: how many and their total', () => {
    expect(spaced(dunningMessage({ ...grace, overdueCount: 2, totalDue: 121 }).text)).toBe(
      'Tienes 2 facturas vencidas (121,00 € en total; la más antigua, RUT-2026-000123, 60,50 €). Paga antes del 12/12/2026 para no perder el acceso a nuevas solicitudes.',
    );
  });

  it('suspended: an error saying what is lost, what is kept and how to get it back', () => {
    expect(dunningMessage({ ...grace, state: 'unpaid', unpaidSince: '2026-12-12T10:01:00.000Z' })).toEqual({
      tone: 'danger',
      title: 'Suscripción suspendida por impago',
      text: 'Tu suscripción está suspendida por impago: no puedes enviar propuestas ni recibir avisos. Tu perfil sigue visible. Paga ahora para recuperar el acceso al momento.',
    });
  });

  it('«Pagar ahora» opens the billing page on that invoice', () => {
    expect(payNowHref(grace)).toBe('/company-billing?pagar=6f1c2b1e-2a7e-4c55-9d0f-1b2c3d4e5f60');
  });
});
