import { includesForCategory } from '@rutalia/catalog/proposal-terms';
import {
  amountProblem,
  applyTemplate,
  emptyProposalForm,
  linesMismatch,
  linesTotal,
  parseAmount,
  toProposalInput,
  toTemplateInput,
} from './proposalFormValues';
import type { ProposalTemplate } from './proposals.api';

const lines = (...amounts: string[]) => amounts.map((amount, i) => ({ concept: `Concepto ${i + 1}`, amount }));

describe('the proposal form values', () => {
  it('starts with IVA included and valid for 15 days', () => {
    expect(emptyProposalForm('2026-12-20')).toMatchObject({ vatIncluded: true, validUntil: '2027-01-04', priceLines: [], includes: [] });
  });

  it('reads amounts with a comma or a dot, at most 2 decimals', () => {
    expect([parseAmount('450'), parseAmount('450,5'), parseAmount(' 0.25 '), parseAmount('1,234'), parseAmount('')]).toEqual([
      450,
      450.5,
      0.25,
      undefined,
      undefined,
    ]);
    expect(amountProblem('12,345', 'El precio')).toBe('El precio debe ser un número positivo con como máximo 2 decimales.');
    expect(amountProblem('1000001', 'El importe')).toBe('El importe debe estar entre 0 y 1.000.000 €.');
    expect(amountProblem('', 'El precio')).toBe(true);
  });

  it('adds the lines to the cent and says when they are not the price', () => {
    expect(linesTotal(lines('0.1', '0,2', ''))).toBe(0.3);
    expect(linesMismatch({ price: '0.3', priceLines: lines('0.1', '0.2') })).toBeNull();
    expect(linesMismatch({ price: '', priceLines: lines('450') })).toEqual({ sum: 450, price: undefined });
    expect(linesMismatch({ price: '500', priceLines: lines('450') })).toEqual({ sum: 450, price: 500 });
    expect(linesMismatch({ price: '', priceLines: [] })).toBeNull();
  });

  it('builds the proposal and the template bodies', () => {
    const values = {
      ...emptyProposalForm('2026-12-20'),
      price: '605,5',
      vatIncluded: false,
      includes: ['loading'],
      availableDate: '2027-01-10',
      priceLines: [{ concept: ' Transporte ', amount: '605.50' }],
    };
    expect(toProposalInput(values, '<p>Hola</p>')).toEqual({
      message: '<p>Hola</p>',
      price: 605.5,
      vatIncluded: false,
      includes: ['loading'],
      priceLines: [{ concept: 'Transporte', amount: 605.5 }],
      availableDate: '2027-01-10',
      validUntil: '2027-01-04',
    });
    // No dates in a template; no price is null (it removes a replaced template's price).
    expect(toTemplateInput({ ...values, price: '', priceLines: [] }, '<p>Hola</p>', ' Básica ')).toEqual({
      name: 'Básica',
      message: '<p>Hola</p>',
      price: null,
      vatIncluded: false,
      includes: ['loading'],
      priceLines: [],
    });
  });

  it('applies a template, keeping the dates and only the includes this category offers', () => {
    const template: ProposalTemplate = {
      id: 't1',
      name: 'Mudanza piso estándar',
      message: '<p>Hola</p>',
      price: 600,
      vatIncluded: false,
      includes: ['loading', 'customs'],
      priceLines: [
        { concept: 'Transporte', amount: 450 },
        { concept: 'Embalaje', amount: 150.5 },
      ],
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    const current = { ...emptyProposalForm('2026-12-20'), availableDate: '2027-01-10' };
    const { values, dropped } = applyTemplate(current, template, 'Hola', includesForCategory('mudanzas'));
    expect(values).toEqual({
      message: 'Hola',
      price: '600',
      vatIncluded: false,
      includes: ['loading'],
      availableDate: '2027-01-10',
      validUntil: '2027-01-04',
      priceLines: [
        { concept: 'Transporte', amount: '450' },
        { concept: 'Embalaje', amount: '150.50' },
      ],
    });
    expect(dropped).toEqual(['customs']);
  });
});
