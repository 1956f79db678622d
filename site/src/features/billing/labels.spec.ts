import { describe, expect, it } from '@jest/globals';
import { daysLabel, invoiceStatusBadge, subscriptionStatusBadge } from './labels';

describe('billing labels', () => {
  it('counts trial days rounded up and never below 0 (spec §9)', () => {
    expect(daysLabel(7)).toBe('7 días');
    expect(daysLabel(1)).toBe('1 día');
    expect(daysLabel(0.2)).toBe('1 día');
    expect(daysLabel(-3)).toBe('0 días');
  });

  it('names statuses as spec §4 does, with their colours', () => {
    expect(subscriptionStatusBadge('trialing')).toEqual({ label: 'Período de prueba', tone: 'info' });
    expect(subscriptionStatusBadge('past_due').label).toBe('Pago pendiente');
    expect(subscriptionStatusBadge('unpaid')).toEqual({ label: 'Suspendida por impago', tone: 'danger' });
    expect(invoiceStatusBadge('paid')).toEqual({ label: 'Pagada', tone: 'success' });
    expect(invoiceStatusBadge('pending')).toEqual({ label: 'Pendiente', tone: 'warning' });
    expect(invoiceStatusBadge('overdue')).toEqual({ label: 'Vencida', tone: 'danger' });
    expect(invoiceStatusBadge('refunded')).toEqual({ label: 'Reembolsada', tone: 'neutral' });
    expect(invoiceStatusBadge('void')).toEqual({ label: 'void', tone: 'neutral' });
  });
});
