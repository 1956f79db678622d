import { renderMail } from './index.js';

const payUrl = 'https://rutalia.es/company-billing?pagar=6f1c2b1e-2a7e-4c55-9d0f-1b2c3d4e5f60';
const invoice = { companyName: 'Transportes <X>', invoiceNumber: 'RUT-2026-000123', amount: '60,50 €', dueDate: '28/11/2026' };

describe('dunning mails (issue 20)', () => {
  it('payment-overdue: the date the subscription is suspended, or that it already is', () => {
    const grace = renderMail('payment-overdue', { ...invoice, billingUrl: payUrl, graceEndsOn: '12/12/2026', subscription: 'grace' });
    expect(grace.subject).toBe('Pago pendiente: la factura RUT-2026-000123 ha vencido');
    expect(grace.text).toContain('Si no recibimos el pago antes del 12/12/2026, quedará suspendida por impago');
    expect(grace.html).toContain(`href="${payUrl}"`);
    const suspended = renderMail('payment-overdue', { ...invoice, billingUrl: payUrl, subscription: 'suspended' });
    expect(suspended.text).toContain('Tu suscripción está suspendida por impago.');
    expect(suspended.text).not.toContain('sigue activa');
    expect(renderMail('payment-overdue', { ...invoice, billingUrl: payUrl, subscription: 'ended' }).text).toContain('ya no está activa');
  });

  it('invoice-reminder: days overdue and the suspension date in the grace; what is lost once suspended', () => {
    const grace = renderMail('invoice-reminder', { ...invoice, daysOverdue: 3, graceEndsOn: '12/12/2026', suspended: false, payUrl });
    expect(grace.subject).toBe('Recordatorio: la factura RUT-2026-000123 sigue pendiente de pago');
    expect(grace.text).toContain('La factura RUT-2026-000123 por 60,50 € venció el 28/11/2026 (hace 3 días) y sigue sin pagarse.');
    expect(grace.text).toContain('antes del 12/12/2026');
    expect(grace.html).toContain('Transportes &lt;X&gt;');
    expect(grace.html).toContain(`href="${payUrl}"`);
    const suspended = renderMail('invoice-reminder', { ...invoice, daysOverdue: 21, graceEndsOn: null, suspended: true, payUrl });
    expect(suspended.subject).toBe('Tu suscripción sigue suspendida: la factura RUT-2026-000123 está pendiente');
    expect(suspended.text).toContain('Tu perfil sigue visible.');
  });

  it('subscription-unpaid: the invoice, the total when several are overdue, what is lost and kept', () => {
    const one = renderMail('subscription-unpaid', { ...invoice, overdueCount: 1, totalDue: '60,50 €', payUrl });
    expect(one.subject).toBe('Tu suscripción de Rutalia está suspendida por impago');
    expect(one.text).toContain('La factura RUT-2026-000123 por 60,50 € venció el 28/11/2026 y no consta como pagada.');
    expect(one.text).toContain('- no puedes enviar propuestas a los clientes;');
    expect(one.text).toContain('Tu perfil sigue visible para los clientes.');
    expect(one.html).toContain('<li>no recibes avisos de nuevas solicitudes;</li>');
    const two = renderMail('subscription-unpaid', { ...invoice, overdueCount: 2, totalDue: '121,00 €', payUrl });
    expect(two.text).toContain('en total tienes 2 facturas vencidas por 121,00 €.');
  });
});
