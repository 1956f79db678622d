import { describe, expect, it } from '@jest/globals';
import { daysLabel, excerpt, htmlExcerpt, htmlToPlainText, proposalCountLabel } from './text';

describe('htmlToPlainText', () => {
  it('separates blocks and list items with spaces and collapses whitespace', () => {
    expect(htmlToPlainText('<p>Hola <strong>mundo</strong></p><ul><li>uno</li><li>dos</li></ul><p>a<br>b</p>')).toBe(
      'Hola mundo uno dos a b',
    );
  });

  it('decodes entities and answers an empty string for nothing', () => {
    expect(htmlToPlainText('<p>A &amp; B &lt;x&gt;</p>')).toBe('A & B <x>');
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('')).toBe('');
  });
});

describe('excerpt', () => {
  it('keeps short text as it is', () => {
    expect(excerpt('corto', 10)).toBe('corto');
  });

  it('cuts at a word boundary and drops trailing punctuation', () => {
    expect(excerpt('uno dos, tres cuatro', 10)).toBe('uno dos…');
  });

  it('cuts inside a word when there is no late enough space', () => {
    expect(excerpt('a bcdefghijklmnop', 10)).toBe('a bcdefghi…');
  });

  it('htmlExcerpt cuts the plain text of HTML', () => {
    expect(htmlExcerpt('<p>uno dos</p><p>tres cuatro</p>', 10)).toBe('uno dos…');
  });
});

describe('count labels', () => {
  it('says propuesta / propuestas', () => {
    expect(proposalCountLabel(0)).toBe('0 propuestas');
    expect(proposalCountLabel(1)).toBe('1 propuesta');
    expect(proposalCountLabel(3)).toBe('3 propuestas');
    expect(proposalCountLabel(0, 'Sin propuestas')).toBe('Sin propuestas');
    expect(proposalCountLabel(2, 'Sin propuestas')).toBe('2 propuestas');
  });

  it('says día / días', () => {
    expect(daysLabel(1)).toBe('1 día');
    expect(daysLabel(5)).toBe('5 días');
  });
});
