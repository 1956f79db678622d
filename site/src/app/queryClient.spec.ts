import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/http';
import { createQueryClient, retryQuery } from './queryClient';

const answer = (statusCode: number) => new ApiError({ statusCode, code: `HTTP_${statusCode}`, message: 'x' });

describe('retryQuery', () => {
  it('never retries an answer about the request itself (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retryQuery(0, answer(status))).toBe(false);
  });

  it('tries twice more after a network failure, a 5xx or any other error', () => {
    for (const error of [answer(0), answer(500), answer(502), answer(503), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2, 3].map((failures) => retryQuery(failures, error))).toEqual([true, true, false, false]);
    }
  });

  it('is the default of every query, and writes are never retried', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(retryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
