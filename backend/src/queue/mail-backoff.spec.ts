import { DEFAULT_MAIL_DELIVERY } from '../config/app-config.js';
import { mailBackoffDelay } from './queues.js';

describe('mailBackoffDelay', () => {
  it('doubles from the base delay and caps each wait', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => mailBackoffDelay(attempt, 5000, 30_000))).toEqual([5000, 10_000, 20_000, 30_000, 30_000]);
    expect(mailBackoffDelay(500, 5000, 30_000)).toBe(30_000);
  });

  it('with the defaults, one job keeps retrying for hours (the old 5 attempts gave up after ~30 s)', () => {
    const { retryAttempts, retryBaseDelayMs, retryMaxDelayMs } = DEFAULT_MAIL_DELIVERY;
    let windowMs = 0;
    for (let attempt = 1; attempt < retryAttempts; attempt += 1) windowMs += mailBackoffDelay(attempt, retryBaseDelayMs, retryMaxDelayMs);
    expect(windowMs / 3600_000).toBeGreaterThan(5);
    expect(windowMs / 3600_000).toBeLessThan(6);
    // Past it, the re-drive queues the mail again every interval, until it is given up.
    expect(DEFAULT_MAIL_DELIVERY.giveUpAfterMs).toBe(3 * 24 * 3600_000);
  });
});
