/// <reference types="jest" />
import { blogSlug, idFromSeoParam, isUuid, seoParam, slugify, SLUG_MAX_LENGTH } from './slug.js';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('slugify', () => {
  it('lower-cases and removes accents and ñ/ç', () => {
    expect(slugify('Transportes Martínez')).toBe('transportes-martinez');
    expect(slugify('A Coruña')).toBe('a-coruna');
    expect(slugify('Álava ÉÍÓÚ Üñ Ç')).toBe('alava-eiou-un-c');
    expect(slugify('Logística Peñíscola')).toBe('logistica-peniscola');
  });

  it('drops symbols and punctuation, keeping letters, digits, spaces and hyphens', () => {
    expect(slugify('Transportes García & Hijos, S.L.')).toBe('transportes-garcia-hijos-sl');
    expect(slugify("L'Hospitalet de Llobregat")).toBe('lhospitalet-de-llobregat');
    expect(slugify('Mudanza 3º piso (urgente!) 24/7')).toBe('mudanza-3-piso-urgente-247');
    expect(slugify('¿Necesitas un camión? ¡Aquí!')).toBe('necesitas-un-camion-aqui');
  });

  it('turns whitespace into hyphens, collapses repeats and trims the ends', () => {
    expect(slugify('  Vitoria -  Gasteiz \t\n norte  ')).toBe('vitoria-gasteiz-norte');
    expect(slugify('--a---b--')).toBe('a-b');
    expect(slugify(' - ')).toBe('');
    expect(slugify('&&&')).toBe('');
  });

  it('transliterates letters that have no decomposition', () => {
    expect(slugify('Straße Øresund Łódź')).toBe('strasse-oresund-lodz');
  });

  it('caps the slug at 60 characters and never ends it with a hyphen', () => {
    const long = 'Transporte de mercancías paletizadas desde Madrid hasta Barcelona con descarga';
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('transporte-de-mercancias-paletizadas-desde-madrid-hasta-barc');

    // Character 60 would be a hyphen: it is trimmed.
    const boundary = `${'a'.repeat(59)} bcd`;
    expect(slugify(boundary)).toBe('a'.repeat(59));
    expect(slugify('abcde fgh', 6)).toBe('abcde');
    expect(slugify('x'.repeat(100))).toHaveLength(60);
  });

  it('keeps slugs that already follow the rule unchanged', () => {
    for (const slug of ['transporte-adr', 'a-coruna', 'ultima-milla', 'madrid-2024']) {
      expect(slugify(slug)).toBe(slug);
    }
  });
});

describe('seoParam and idFromSeoParam', () => {
  it('joins the slug of the name and the id', () => {
    expect(seoParam('Mudanzas García S.L.', ID)).toBe(`mudanzas-garcia-sl-${ID}`);
    expect(seoParam('***', ID)).toBe(ID);
  });

  it('recovers the trailing 36-character UUID', () => {
    expect(idFromSeoParam(`mudanzas-garcia-sl-${ID}`)).toBe(ID);
    expect(idFromSeoParam(seoParam('Transporte urgente Madrid – Sevilla', ID))).toBe(ID);
    expect(idFromSeoParam(ID)).toBe(ID);
    expect(idFromSeoParam(`empresa-${ID.toUpperCase()}`)).toBe(ID);
    expect(idFromSeoParam(seoParam('x'.repeat(200), ID))).toBe(ID);
  });

  it('returns null when there is no id or it is malformed', () => {
    expect(idFromSeoParam('')).toBeNull();
    expect(idFromSeoParam('mudanzas-garcia')).toBeNull();
    expect(idFromSeoParam(undefined)).toBeNull();
    expect(idFromSeoParam(null)).toBeNull();
    expect(idFromSeoParam('mudanzas-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6')).toBeNull(); // 35 chars
    expect(idFromSeoParam('mudanzas-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6z')).toBeNull(); // not hex
    expect(idFromSeoParam('mudanzas-3f2b8c1e9a4d-4e6f-8b7a-1c2d3e4f5a6b0')).toBeNull(); // wrong groups
    expect(idFromSeoParam(`mudanzas${ID}`)).toBeNull(); // no separator before the id
    expect(idFromSeoParam(`${ID}-mudanzas`)).toBeNull(); // id not at the end
  });

  it('recognises UUIDs', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(`${ID}0`)).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});

describe('blogSlug', () => {
  it('folds accents instead of dropping accented letters', () => {
    expect(blogSlug('Guía de mudanzas')).toBe('guia-de-mudanzas');
    expect(blogSlug('Cómo preparar una mudanza: 10 consejos')).toBe('como-preparar-una-mudanza-10-consejos');
    expect(blogSlug('Logística en España')).toBe('logistica-en-espana');
  });

  it('follows the blog rule: spaces to hyphens, other characters removed, hyphens collapsed and trimmed', () => {
    expect(blogSlug('  ¿Qué es el cross-docking?  ')).toBe('que-es-el-cross-docking');
    expect(blogSlug('Transporte  --  ADR & peligrosas!')).toBe('transporte-adr-peligrosas');
    expect(blogSlug('!!!')).toBe('');
  });

  it('does not cap the length', () => {
    const title = 'palabra '.repeat(20).trim();
    expect(blogSlug(title)).toHaveLength('palabra-'.repeat(20).length - 1);
  });
});
