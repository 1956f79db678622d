import { useQuery } from '@tanstack/react-query';
import { getInsights } from './insights.api';

export const insightsKeys = {
  mine: ['me', 'insights'] as const,
};

/** The company's statistics; they change slowly (counters are written every few seconds), so the default staleness fits. */
export function useInsights() {
  return useQuery({ queryKey: insightsKeys.mine, queryFn: ({ signal }) => getInsights(signal) });
}
