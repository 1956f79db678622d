import { AppException } from '../../common/errors/app-exception.js';
import { BlogMessages } from './blog-errors.js';
import { isFeaturedImage, normalizeTags, parsePostInput, slugFromTitle } from './blog-input.js';

describe('slugFromTitle', () => {
  it('applies the blog rule with accents folded first', () => {
    expect(slugFromTitle('Guía de Mudanzas')).toBe('guia-de-mudanzas');
    expect(slugFromTitle('  ¿Qué es el cross-docking?  ')).toBe('que-es-el-cross-docking');
    expect(slugFromTitle('Transporte -- ADR & peligrosas!')).toBe('transporte-adr-peligrosas');
    expect(slugFromTitle('Año 2026: logística')).toBe('ano-2026-logistica');
  });

  it("falls back to 'post' when nothing is left", () => {
    expect(slugFromTitle('¡¿!?')).toBe('post');
    expect(slugFromTitle('')).toBe('post');
    expect(slugFromTitle('???', new Set(['post']))).toBe('post-2');
  });

  it('appends -2, -3… until the slug is free', () => {
    expect(slugFromTitle('Guía', new Set(['guia']))).toBe('guia-2');
    expect(slugFromTitle('Guía', new Set(['guia', 'guia-2', 'guia-3']))).toBe('guia-4');
    // Only real collisions count: a free base is kept even if suffixed versions exist.
    expect(slugFromTitle('Guía', new Set(['guia-2']))).toBe('guia');
  });

  it('keeps suffixed slugs within the 200-character column and never ends the base in a hyphen', () => {
    const title = `${'a'.repeat(199)} b`;
    const base = slugFromTitle(title);
    expect(base).toBe('a'.repeat(199));
    const second = slugFromTitle(title, new Set([base]));
    expect(second).toBe(`${'a'.repeat(198)}-2`);
    expect(second).toHaveLength(200);
    const spaced = slugFromTitle(`${'a'.repeat(197)} bcd`, new Set([`${'a'.repeat(197)}-bc`]));
    expect(spaced).toMatch(/^a+-2$/);
    expect(spaced.length).toBeLessThanOrEqual(200);
  });
});

describe('normalizeTags', () => {
  it('splits a comma-separated text, trims, drops empties and duplicates (ignoring case)', () => {
    expect(normalizeTags(' mudanzas, , Consejos ,mudanzas,  MUDANZAS ,logística  urgente')).toEqual([
      'mudanzas',
      'Consejos',
      'logística urgente',
    ]);
  });

  it('accepts a list with the same rules', () => {
    expect(normalizeTags(['  a ', '', 'b', 'A', '   '])).toEqual(['a', 'b']);
    expect(normalizeTags(null)).toEqual([]);
    expect(normalizeTags('')).toEqual([]);
  });

  it('refuses anything else', () => {
    expect(normalizeTags(42)).toBeNull();
    expect(normalizeTags(['a', 3])).toBeNull();
    expect(normalizeTags({ a: 1 })).toBeNull();
  });
});

describe('isFeaturedImage', () => {
  it('accepts http(s) URLs and /uploads/ paths', () => {
    expect(isFeaturedImage('https://cdn.ejemplo.es/portada.jpg')).toBe(true);
    expect(isFeaturedImage('http://ejemplo.es/a.png?x=1')).toBe(true);
    expect(isFeaturedImage('/uploads/demo/blog/guia.svg')).toBe(true);
  });

  it('refuses other schemes, other paths and traversal', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.es/a.png',
      '/etc/passwd',
      'portada.jpg',
      '/uploads/../secret',
      '//evil.es/a.png',
      'https://a.es/ b.png',
    ]) {
      expect(isFeaturedImage(value)).toBe(false);
    }
  });
});

describe('parsePostInput', () => {
  const errorOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as AppException).getResponse() as { code: string; message: string; errors: { field: string; message: string }[] };
    }
    throw new Error('did not throw');
  };

  it('requires title and content on create, with the spec message', () => {
    const body = errorOf(() => parsePostInput({ title: '  ', content: '<p><br></p>' }, 'create'));
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(BlogMessages.CREATE_INCOMPLETE);
    expect(body.errors).toEqual([
      { field: 'title', message: BlogMessages.TITLE_REQUIRED },
      { field: 'content', message: BlogMessages.CONTENT_REQUIRED },
    ]);
  });

  it('sanitizes content, stores excerpt as plain text and normalises tags', () => {
    const changes = parsePostInput(
      {
        title: ' Hola ',
        content: '<p onclick="x()">Texto<script>alert(1)</script></p>',
        excerpt: '<b>Breve</b> &amp; claro',
        tags: 'a, b,,a',
        featuredImage: ' ',
      },
      'create',
    );
    expect(changes).toEqual({ title: 'Hola', content: '<p>Texto</p>', excerpt: 'Breve & claro', tags: ['a', 'b'], featuredImage: null });
  });

  it('on update checks only what is sent, and a sent title may not be blank', () => {
    expect(parsePostInput({ published: true }, 'update')).toEqual({ published: true });
    expect(errorOf(() => parsePostInput({ title: '' }, 'update')).message).toBe(BlogMessages.TITLE_REQUIRED);
    expect(errorOf(() => parsePostInput({ featuredImage: 'javascript:alert(1)' }, 'update')).errors).toEqual([
      { field: 'featuredImage', message: BlogMessages.IMAGE_INVALID },
    ]);
    expect(errorOf(() => parsePostInput({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'update')).message).toBe(
      BlogMessages.TOO_MANY_TAGS,
    );
    expect(errorOf(() => parsePostInput({ published: 'yes' as unknown as boolean }, 'update')).message).toBe(
      BlogMessages.PUBLISHED_INVALID,
    );
  });
});
