import { Clock } from '../../backend/src/common/clock/clock.js';

/**
 * A clock tests move by hand: `startTestApp({}, { clock })` makes the app read it for every
 * lifecycle decision (trials, periods, invoices, access). Starts at the real time unless told.
 */
export class TestClock extends Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    super();
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date): void {
    this.current = at.getTime();
  }

  advance(ms: number): Date {
    this.current += ms;
    return this.now();
  }

  advanceDays(days: number): Date {
    return this.advance(days * 24 * 3600 * 1000);
  }
}
