import { excerptOf, readingMinutes } from './blog.mapper.js';

describe('excerptOf', () => {
  it('keeps the excerpt the author wrote', () => {
    expect(excerptOf({ excerpt: ' Resumen propio ', content: '<p>Otro texto</p>' })).toBe('Resumen propio');
  });

  it('falls back to ~160 characters of the content text, cut at a word boundary with …', () => {
    const content = `<h2>Título</h2><p>${'palabra '.repeat(40)}</p>`;
    const excerpt = excerptOf({ excerpt: '  ', content });
    expect(excerpt.startsWith('Título palabra palabra')).toBe(true);
    expect(excerpt.endsWith('palabra…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.length).toBeGreaterThan(140);
    expect(excerptOf({ excerpt: null, content: '<p>Corto &amp; claro</p>' })).toBe('Corto & claro');
  });
});

describe('readingMinutes', () => {
  it('is ceil(words / 200) and at least 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${'a '.repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'a '.repeat(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${'a '.repeat(650)}</p>`)).toBe(4);
  });
});
