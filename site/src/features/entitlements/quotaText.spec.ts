import { galleryQuotaText, proposalQuotaText, resetDay } from './quotaText';

describe('quota texts', () => {
  const proposals = { used: 7, limit: 10, remaining: 3, month: '2026-11', resetsAt: '2026-11-30T23:00:00.000Z', upgradeTo: null };
  it('says how many of the month are used', () => {
    expect(proposalQuotaText(proposals)).toBe('7 de 10 propuestas usadas este mes');
    expect(proposalQuotaText({ ...proposals, limit: null, remaining: null })).toBeNull();
  });
  it('counts the gallery against the plan', () => {
    expect(galleryQuotaText({ used: 3, visible: 3, hiddenByPlan: 0, limit: 5, remaining: 2, upgradeTo: null })).toBe('3 de 5 imágenes');
    expect(galleryQuotaText({ used: 1, visible: 1, hiddenByPlan: 0, limit: null, remaining: null, upgradeTo: null })).toBe('1 imagen');
    expect(galleryQuotaText({ used: 7, visible: 5, hiddenByPlan: 2, limit: 5, remaining: 0, upgradeTo: null })).toBe(
      '5 de 5 imágenes · 2 ocultas por tu plan',
    );
  });
  it('names the day the count starts again, in Madrid', () => {
    expect(resetDay('2026-11-30T23:00:00.000Z')).toBe('1 de diciembre');
  });
});
