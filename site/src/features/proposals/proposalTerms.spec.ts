import {
  closedReasonText,
  formatAvailableDate,
  formatValidity,
  includeLabels,
  madridDay,
  priceWithAndWithoutVatText,
  sumPriceLines,
  vatLabel,
} from './proposalTerms';

/** formatEuros puts a no-break space before «€». */
const euros = (text: string) => text.replace(/(\d) €/g, '$1\u00A0€');

describe('proposal terms in words', () => {
  it('counts days in Madrid', () => {
    // 23:30 UTC on 31 December is 1 January in Spain.
    expect(madridDay(0, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(madridDay(15, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-16');
  });

  it('writes the VAT both ways', () => {
    expect(vatLabel(true)).toBe('IVA incluido');
    expect(vatLabel(false)).toBe('IVA no incluido');
    expect(priceWithAndWithoutVatText(450, false)).toBe(euros('544,50 € con IVA · 450,00 € sin IVA'));
    expect(priceWithAndWithoutVatText(121, true)).toBe(euros('121,00 € con IVA · 100,00 € sin IVA'));
    expect(priceWithAndWithoutVatText(null, true)).toBeNull();
  });

  it('writes the dates', () => {
    expect(formatAvailableDate('2026-12-15')).toBe('Disponible a partir del 15 dic. 2026');
    expect(formatAvailableDate(null)).toBeNull();
    const today = '2026-12-20';
    expect(formatValidity({ status: 'pending', validUntil: '2026-12-20' }, today)).toBe('Válida hasta el 20 dic. 2026');
    expect(formatValidity({ status: 'pending', validUntil: '2026-12-19' }, today)).toBe('Caducó el 19 dic. 2026');
    expect(formatValidity({ status: 'expired', validUntil: '2026-12-19' }, today)).toBe('Caducó el 19 dic. 2026');
    // An accepted proposal stays accepted after its validity.
    expect(formatValidity({ status: 'accepted', validUntil: '2026-12-19' }, today)).toBe('Válida hasta el 19 dic. 2026');
    expect(formatValidity({ status: 'pending', validUntil: null }, today)).toBe('Sin fecha de caducidad');
  });

  it('names what the price includes, the sum of its lines and why it closed', () => {
    expect(includeLabels(['packing', 'desconocido'])).toEqual(['Embalaje', 'desconocido']);
    expect(sumPriceLines([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(closedReasonText('hired_other')).toBe('El cliente contrató a otra empresa');
    expect(closedReasonText('request_closed')).toBe('El cliente cerró la solicitud');
    expect(closedReasonText('no_show')).toBe('El cliente indicó que el servicio no se realizó');
    expect(closedReasonText(null)).toBeNull();
  });
});
