import {
  compareWithMedian,
  comparisonText,
  formatCount,
  formatMetric,
  formatMinutes,
  METRICS,
  peerGroupLabel,
  periodLabel,
  weekAxisLines,
  weekLabel,
} from './insightsFormat';

const metric = (key: string) => METRICS.find((m) => m.key === key)!;
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('insights formatting', () => {
  it('writes numbers, rates and response times in Spanish', () => {
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(12345)).toBe('12.345');
    expect(nbsp(formatMetric('winRate', 42))).toBe('42 %');
    expect(formatMetric('winRate', null)).toBe('—');
    expect(formatMetric('profileViews', 0)).toBe('0');
    expect(formatMinutes(0)).toBe('menos de 1 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(24 * 60)).toBe('1 día');
    expect(formatMinutes(27 * 60)).toBe('1 día 3 h');
    expect(formatMinutes(2 * 24 * 60 + 23 * 60 + 50)).toBe('3 días');
  });

  it('labels the period and the weeks', () => {
    expect(periodLabel('2026-10-27', '2026-11-25')).toBe('del 27 oct al 25 nov');
    expect(periodLabel('2026-12-10', '2027-01-08')).toBe('del 10 dic 2026 al 8 ene 2027');
    expect(weekLabel('2026-11-16', '2026-11-22')).toBe('16–22 nov');
    expect(weekLabel('2026-10-27', '2026-11-01')).toBe('27 oct–1 nov');
    expect(weekLabel('2026-11-25', '2026-11-25')).toBe('25 nov');
    expect(weekAxisLines('2026-11-16', '2026-11-22')).toEqual(['16–22', 'nov']);
    expect(weekAxisLines('2026-10-27', '2026-11-01')).toEqual(['27 oct–', '1 nov']);
    expect(weekAxisLines('2026-11-25', '2026-11-25')).toEqual(['25', 'nov']);
  });

  it('names the peer group', () => {
    const base = { categorySlug: 'mudanzas', categoryName: 'Mudanzas', companies: 14, median: {} as never };
    expect(peerGroupLabel({ ...base, scope: 'province', province: 'Madrid' })).toBe('empresas de Mudanzas en Madrid');
    expect(peerGroupLabel({ ...base, scope: 'country', province: null })).toBe('empresas de Mudanzas en España');
  });

  it('compares with the median, lower being better for the response time', () => {
    expect(compareWithMedian(metric('profileViews'), 20, 12)).toBe('better');
    expect(compareWithMedian(metric('profileViews'), 3, 12)).toBe('worse');
    expect(compareWithMedian(metric('profileViews'), 12, 12)).toBe('same');
    expect(compareWithMedian(metric('winRate'), null, 30)).toBeNull();
    expect(compareWithMedian(metric('medianResponseMinutes'), 30, 90)).toBe('better');
    expect(comparisonText(metric('medianResponseMinutes'), 30, 90)).toBe('Más rápido que la mediana');
    expect(comparisonText(metric('proposalsSent'), 1, 4)).toBe('Por debajo de la mediana');
  });
});
