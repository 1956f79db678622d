import { describe, expect, it } from '@jest/globals';
import { filterFaqs, foldText } from './faqSearch';
import { FAQS, HELP_CATEGORIES } from './faqs';

const ids = (list: { id: string }[]) => list.map((faq) => faq.id);

describe('foldText', () => {
  it('drops accents, case and repeated spaces', () => {
    expect(foldText('  Verificación   RÁPIDA ')).toBe('verificacion rapida');
  });
});

describe('filterFaqs', () => {
  it('returns every FAQ for an empty query and no category', () => {
    expect(filterFaqs(FAQS, '   ', null)).toHaveLength(6);
  });

  it('matches without accents or case, in questions and answers', () => {
    expect(ids(filterFaqs(FAQS, 'VERIFICACION', null))).toContain('verificacion');
    expect(ids(filterFaqs(FAQS, '24-48 horas', null))).toEqual(['verificacion']);
    expect(ids(filterFaqs(FAQS, 'tarjeta de crédito', null))).toEqual(['empezar-empresa']);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterFaqs(FAQS, 'pdf facturas', null))).toEqual(['facturas']);
    expect(filterFaqs(FAQS, 'facturas pingüino', null)).toEqual([]);
  });

  it('filters by category, alone or with a query', () => {
    expect(ids(filterFaqs(FAQS, '', 'facturacion'))).toEqual(['facturas']);
    expect(ids(filterFaqs(FAQS, 'propuesta', 'primeros-pasos'))).toEqual(['publicar-solicitud', 'empezar-empresa']);
    expect(filterFaqs(FAQS, 'verificación', 'comunicacion')).toEqual([]);
  });

  it('has six FAQs spread over the four categories, one of them on the 24-48 hour verification', () => {
    expect(FAQS).toHaveLength(6);
    expect(HELP_CATEGORIES.map((category) => category.name)).toEqual([
      'Primeros pasos',
      'Gestión del perfil',
      'Comunicación',
      'Facturación',
    ]);
    for (const category of HELP_CATEGORIES) expect(filterFaqs(FAQS, '', category.id).length).toBeGreaterThan(0);
  });
});
