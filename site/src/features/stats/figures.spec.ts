import { describe, expect, it } from '@jest/globals';
import { formatCount, formatResponseTime, requestCountLabel, siteFigures } from './figures';
import { JOB_SERVICE_FILTERS } from '@rutalia/catalog/services';
import type { SiteStats } from './stats.api';

const stats: SiteStats = {
  companies: 1234,
  requests: 56,
  activeRequests: 20,
  satisfactionPercent: 94.6,
  medianResponseHours: 5.4,
  requestCategories: Object.fromEntries(JOB_SERVICE_FILTERS.map((filter, i) => [filter.value, i % 4])) as SiteStats['requestCategories'],
};

describe('site figures', () => {
  it('groups thousands the Spanish way, also for 4 digits', () => {
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });

  it('shows the response time in hours, then days', () => {
    expect(formatResponseTime(0.4)).toBe('<1h');
    expect(formatResponseTime(5.4)).toBe('5h');
    expect(formatResponseTime(48)).toBe('48h');
    expect(formatResponseTime(96)).toBe('4 días');
  });

  it('shows every figure when the data exists', () => {
    expect(siteFigures(stats).map((figure) => figure.value)).toEqual(['1.234', '56', '95%', '5h']);
  });

  it('leaves out satisfaction and response time without data', () => {
    const figures = siteFigures({ ...stats, satisfactionPercent: null, medianResponseHours: null });
    expect(figures.map((figure) => figure.key)).toEqual(['companies', 'requests']);
  });

  it('pluralises the category counts', () => {
    expect(requestCountLabel(1)).toBe('1 solicitud');
    expect(requestCountLabel(0)).toBe('0 solicitudes');
    expect(requestCountLabel(1500)).toBe('1.500 solicitudes');
  });
});
