import { describe, expect, it } from '@jest/globals';
import { invoiceToPay, paymentPanelId, paymentReturnNotice } from './payments.api';

const params = (query: string) => new URLSearchParams(query);

describe('payments return and «Pagar ahora» links', () => {
  it('says the payment was received (the webhook may lag) when Stripe sends the company back with ?pago=ok', () => {
    expect(paymentReturnNotice(params('pago=ok'))).toEqual({
      tone: 'success',
      title: 'Pago recibido',
      text: 'Pago recibido: lo verás en tus facturas en unos segundos.',
    });
  });

  it('is neutral when the company cancelled, and names the saved method', () => {
    expect(paymentReturnNotice(params('pago=cancelado'))).toMatchObject({ tone: 'info', title: 'Pago cancelado' });
    expect(paymentReturnNotice(params('metodo=guardado'))).toMatchObject({ tone: 'success', title: 'Método de pago guardado' });
    expect(paymentReturnNotice(params('metodo=cancelado'))).toMatchObject({ tone: 'info' });
    expect(paymentReturnNotice(params('facturas=2'))).toBeNull();
    expect(paymentReturnNotice(params('pago=raro'))).toBeNull();
  });

  it('reads ?pagar=<invoice id> and ignores anything that is not an id', () => {
    const id = '6f1c2b1e-2a7e-4c55-9d0f-1b2c3d4e5f60';
    expect(invoiceToPay(params(`pagar=${id}`))).toBe(id);
    expect(invoiceToPay(params('pagar=<script>'))).toBeNull();
    expect(invoiceToPay(params(''))).toBeNull();
    expect(paymentPanelId(id)).toBe(`pagar-${id}`);
  });
});
