import { describe, expect, it } from '@jest/globals';
import { resultSummary } from './resultSummary';

const nouns = { one: 'empresa encontrada', many: 'empresas encontradas' };

describe('resultSummary', () => {
  it('counts exactly up to the cap, with the last page', () => {
    expect(resultSummary({ total: 1, totalCapped: false }, nouns, 1, 1)).toBe('1 empresa encontrada');
    expect(resultSummary({ total: 25, totalCapped: false }, nouns, 2, 3)).toBe('25 empresas encontradas · Página 2 de 3');
  });

  it('says «Más de 1.000 resultados» and no last page above the cap', () => {
    expect(resultSummary({ total: 1000, totalCapped: true }, nouns, 4, 84)).toBe('Más de 1.000 resultados · Página 4');
  });

  it('never shows a page beyond the last one', () => {
    expect(resultSummary({ total: 13 }, nouns, 9, 2)).toBe('13 empresas encontradas · Página 2 de 2');
  });
});
