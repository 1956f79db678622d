import { describe, expect, it } from '@jest/globals';
import {
  askAboutProposalText,
  conversationProposalState,
  preview,
  proposalChipText,
  requestContextMeta,
  shortRelative,
} from './messageTexts';

describe('preview', () => {
  it('keeps short texts and collapses whitespace', () => {
    expect(preview('  Hola,\n\n¿qué tal?  ')).toBe('Hola, ¿qué tal?');
  });

  it('cuts at 100 characters with an ellipsis', () => {
    const text = 'a'.repeat(150);
    expect(preview(text)).toBe(`${'a'.repeat(100)}…`);
    expect(preview('a'.repeat(100))).toBe('a'.repeat(100));
  });
});

describe('shortRelative', () => {
  const now = new Date(2026, 10, 22, 12, 0, 0);
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('answers ahora, minutes and hours today', () => {
    expect(shortRelative(at(20_000), now)).toBe('ahora');
    expect(shortRelative(at(5 * 60_000), now)).toBe('hace 5 min');
    expect(shortRelative(at(3 * 3_600_000), now)).toBe('hace 3 h');
  });

  it('answers ayer, then a short date', () => {
    expect(shortRelative(new Date(2026, 10, 21, 18, 0).toISOString(), now)).toBe('ayer');
    expect(shortRelative(new Date(2026, 10, 12, 9, 0).toISOString(), now)).toMatch(/^12 nov/);
    expect(shortRelative(new Date(2025, 0, 3, 9, 0).toISOString(), now)).toMatch(/2025/);
  });
});

describe('requestContextMeta', () => {
  const request = {
    id: 'b7c1f0a2-0000-4000-8000-000000000001',
    title: 'Mudanza de piso de Madrid a Valencia',
    seoParam: 'mudanza-de-piso-b7c1f0a2-0000-4000-8000-000000000001',
    route: 'Madrid → Valencia',
    date: '2026-12-15',
    dateFlexibility: 'exact' as const,
    acceptedPrice: 450,
    proposal: null,
  };

  it('gives the route, the date with its flexibility and the accepted price in euros', () => {
    expect(requestContextMeta(request)).toEqual({ route: 'Madrid → Valencia', date: '15 dic. 2026', price: '450,00\u00A0€ aceptado' });
    expect(requestContextMeta({ ...request, dateFlexibility: 'week' }).date).toBe('15 dic. 2026 · esa semana');
  });

  it('leaves the accepted price to the proposal chip when there is one', () => {
    const proposal = { id: 'p', price: 450, vatIncluded: true, priceWithVat: 450, status: 'accepted' as const, validUntil: null };
    expect(requestContextMeta({ ...request, proposal }).price).toBeNull();
  });

  it('leaves out what is unknown: no date (old requests), no accepted price', () => {
    expect(requestContextMeta({ ...request, date: null, dateFlexibility: null, acceptedPrice: null })).toEqual({
      route: 'Madrid → Valencia',
      date: null,
      price: null,
    });
  });
});

describe('the proposal of a conversation', () => {
  const today = '2026-11-22';
  const proposal = {
    id: 'c1d2e3f4-0000-4000-8000-000000000002',
    price: 450,
    vatIncluded: true,
    priceWithVat: 450,
    status: 'pending' as const,
    validUntil: '2026-12-07',
  };

  it('writes the price with IVA and the state: Pendiente, Aceptada, Descartada, Caducada', () => {
    expect(proposalChipText(proposal, today)).toBe('Propuesta: 450,00\u00A0€ (IVA incl.) · Pendiente');
    expect(proposalChipText({ ...proposal, status: 'accepted' }, today)).toBe('Propuesta: 450,00\u00A0€ (IVA incl.) · Aceptada');
    expect(proposalChipText({ ...proposal, status: 'rejected' }, today)).toBe('Propuesta: 450,00\u00A0€ (IVA incl.) · Descartada');
    expect(proposalChipText({ ...proposal, status: 'expired' }, today)).toBe('Propuesta: 450,00\u00A0€ (IVA incl.) · Caducada');
    // Without IVA, the chip shows the price with it (what the client compares).
    expect(proposalChipText({ ...proposal, price: 450, vatIncluded: false, priceWithVat: 544.5 }, today)).toBe(
      'Propuesta: 544,50\u00A0€ (IVA incl.) · Pendiente',
    );
    expect(proposalChipText({ ...proposal, price: null, priceWithVat: null }, today)).toBe('Propuesta sin precio · Pendiente');
  });

  it('reads a pending proposal past its last valid day (Madrid) as Caducada; that day it is still valid', () => {
    expect(conversationProposalState({ status: 'pending', validUntil: '2026-11-21' }, today)).toBe('expired');
    expect(conversationProposalState({ status: 'pending', validUntil: today }, today)).toBe('pending');
    expect(conversationProposalState({ status: 'pending', validUntil: null }, today)).toBe('pending');
    expect(conversationProposalState({ status: 'accepted', validUntil: '2026-11-01' }, today)).toBe('accepted');
  });

  it('invites the client to ask before deciding', () => {
    expect(askAboutProposalText('Mudanzas Rápidas')).toBe('Pregunta a Mudanzas Rápidas sobre su propuesta antes de decidir.');
  });
});
