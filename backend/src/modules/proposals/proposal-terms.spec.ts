import { addDays } from '../../common/clock/calendar-days.js';
import { checkProposalTerms, checkTemplateTerms, spanishEuros, throwIfInvalid } from './proposal-terms.js';

describe('checkProposalTerms', () => {
  const today = '2026-11-25';
  const move = { category: 'mudanzas', today };

  it('defaults: VAT included, nothing included, no available date, valid for 15 days, no lines', () => {
    const { terms, errors } = checkProposalTerms({ price: 450 }, move);
    expect(errors).toEqual([]);
    expect(terms).toEqual({
      price: 450,
      vatIncluded: true,
      includes: [],
      availableDate: null,
      validUntil: '2026-12-10',
      priceLines: null,
    });
  });

  it('keeps valid terms, includes in the catalog order and concepts trimmed', () => {
    const { terms, errors } = checkProposalTerms(
      {
        price: 500.5,
        vatIncluded: false,
        includes: ['insurance', 'packing', 'loading'],
        availableDate: '2027-11-26',
        validUntil: '2027-01-24',
        priceLines: [
          { concept: '  Transporte ', amount: 400.25 },
          { concept: 'Embalaje', amount: 100.25 },
        ],
      },
      move,
    );
    expect(errors).toEqual([]);
    expect(terms).toEqual({
      price: 500.5,
      vatIncluded: false,
      includes: ['loading', 'packing', 'insurance'],
      availableDate: '2027-11-26',
      validUntil: '2027-01-24',
      priceLines: [
        { concept: 'Transporte', amount: 400.25 },
        { concept: 'Embalaje', amount: 100.25 },
      ],
    });
  });

  it('lists every wrong field at once, in Spanish', () => {
    const { errors } = checkProposalTerms(
      {
        price: 100,
        includes: ['customs', 'inventado', 'packing', 'packing'],
        availableDate: '2026-11-24',
        validUntil: '2027-01-25',
        priceLines: [
          { concept: ' ', amount: -1 },
          { concept: 'x'.repeat(121), amount: 10.001 },
          'línea',
          { concept: 'a', amount: 1, extra: 1 },
        ],
      },
      move,
    );
    expect(errors).toEqual([
      { field: 'includes', message: 'No se pueden incluir en una propuesta de Mudanzas: «customs», «inventado».' },
      { field: 'includes', message: 'Cada elemento de lo que incluye el precio va una sola vez; repetidos: «packing».' },
      { field: 'priceLines[0].concept', message: 'Escribe el concepto de la línea 1 del desglose.' },
      {
        field: 'priceLines[0].amount',
        message: 'El importe de la línea 1 del desglose debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.',
      },
      { field: 'priceLines[1].concept', message: 'El concepto de la línea 2 del desglose no puede superar 120 caracteres.' },
      {
        field: 'priceLines[1].amount',
        message: 'El importe de la línea 2 del desglose debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.',
      },
      { field: 'priceLines[2]', message: 'La línea 3 del desglose debe tener un concepto y un importe.' },
      { field: 'priceLines[3]', message: 'La línea 4 del desglose solo admite «concept» y «amount».' },
      { field: 'availableDate', message: 'La fecha de disponibilidad no puede ser anterior a hoy.' },
      { field: 'validUntil', message: 'Una propuesta puede ser válida como máximo 60 días: como muy tarde, hasta el 24/01/2027.' },
    ]);
  });

  it('judges the dates: format, past and too far', () => {
    const errorsOf = (input: object) => checkProposalTerms(input, move).errors.map((e) => e.message);
    expect(errorsOf({ availableDate: '2027-02-30', validUntil: '25/12/2026' })).toEqual([
      'La fecha de disponibilidad debe tener el formato AAAA-MM-DD y existir en el calendario.',
      'La fecha de validez debe tener el formato AAAA-MM-DD y existir en el calendario.',
    ]);
    expect(errorsOf({ availableDate: '2027-11-27', validUntil: '2026-11-24' })).toEqual([
      'La fecha de disponibilidad no puede estar a más de un año vista.',
      'La propuesta no puede dejar de ser válida antes de hoy.',
    ]);
    // The edges: today, 366 days ahead and 60 days of validity.
    expect(errorsOf({ availableDate: today, validUntil: today })).toEqual([]);
    expect(errorsOf({ availableDate: addDays(today, 366), validUntil: addDays(today, 60) })).toEqual([]);
  });

  it('wants the price with lines, and lines that add up to it to the cent', () => {
    const lines = [
      { concept: 'Transporte', amount: 0.1 },
      { concept: 'Peajes', amount: 0.2 },
    ];
    expect(checkProposalTerms({ priceLines: lines }, move).errors).toEqual([
      { field: 'price', message: 'Indica el precio: el desglose tiene que sumar el precio total.' },
    ]);
    expect(checkProposalTerms({ price: 0.3, priceLines: lines }, move).errors).toEqual([]);
    expect(checkProposalTerms({ price: 12345.5, priceLines: lines }, move).errors).toEqual([
      { field: 'priceLines', message: 'Las líneas del desglose suman 0,30 € y el precio es 12.345,50 €: tienen que coincidir.' },
    ]);
    const many = Array.from({ length: 21 }, (_, i) => ({ concept: `Línea ${i}`, amount: 1 }));
    expect(checkProposalTerms({ price: 21, priceLines: many }, move).errors).toEqual([
      { field: 'priceLines', message: 'El desglose admite como máximo 20 líneas.' },
    ]);
    expect(checkProposalTerms({ price: 20, priceLines: many.slice(1) }, move).errors).toEqual([]);
    // No lines is no breakdown.
    expect(checkProposalTerms({ priceLines: [] }, move).terms.priceLines).toBeNull();
  });

  it('offers old requests (no category) the default list', () => {
    expect(checkProposalTerms({ includes: ['tolls', 'support'] }, { category: null, today }).errors).toEqual([]);
    expect(checkProposalTerms({ includes: ['packing'] }, { category: null, today }).errors).toEqual([
      { field: 'includes', message: 'No se pueden incluir en una propuesta para esta solicitud: «packing».' },
    ]);
  });
});

describe('checkTemplateTerms', () => {
  it('takes any known include and refuses unknown ones', () => {
    expect(checkTemplateTerms({ includes: ['customs', 'packing'] }).terms.includes).toEqual(['packing', 'customs']);
    expect(checkTemplateTerms({ includes: ['customs', 'teletransporte'] }).errors).toEqual([
      { field: 'includes', message: 'Estos elementos no existen: «teletransporte».' },
    ]);
  });
});

describe('throwIfInvalid', () => {
  it('throws one 400 with the first message on top and every field', () => {
    expect(() => throwIfInvalid([])).not.toThrow();
    const errors = [
      { field: 'a', message: 'Primero.' },
      { field: 'b', message: 'Segundo.' },
    ];
    expect(() => throwIfInvalid(errors)).toThrow(expect.objectContaining({ message: 'Primero.', errors, code: 'VALIDATION_ERROR' }));
  });
});

describe('spanishEuros', () => {
  it('writes euros as Spain does', () => {
    expect([spanishEuros(0), spanishEuros(1234.5), spanishEuros(1_000_000)]).toEqual(['0,00 €', '1234,50 €', '1.000.000,00 €']);
  });
});
