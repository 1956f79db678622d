/// <reference types="jest" />
import { responseTimeLabel, responseTimeSentence } from './response-time.js';

describe('response time label', () => {
  it('rounds up to the next bucket: under 1 h, 3 h, 24 h, then whole days', () => {
    expect(responseTimeLabel(0)).toBe('menos de 1 h');
    expect(responseTimeLabel(59)).toBe('menos de 1 h');
    expect(responseTimeLabel(60)).toBe('menos de 3 h');
    expect(responseTimeLabel(179)).toBe('menos de 3 h');
    expect(responseTimeLabel(180)).toBe('menos de 24 h');
    expect(responseTimeLabel(1439)).toBe('menos de 24 h');
    expect(responseTimeLabel(1440)).toBe('menos de 2 días');
    expect(responseTimeLabel(4000)).toBe('menos de 3 días');
  });

  it('nothing without a median', () => {
    expect(responseTimeLabel(null)).toBeNull();
    expect(responseTimeLabel(undefined)).toBeNull();
    expect(responseTimeLabel(-5)).toBeNull();
    expect(responseTimeSentence(null)).toBeNull();
    expect(responseTimeSentence(90)).toBe('Suele responder en menos de 3 h');
  });
});
