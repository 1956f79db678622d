import { DynamicModule, Global, Module } from '@nestjs/common';

/**
 * The current time, injected wherever a business decision depends on it (subscription
 * lifecycle, invoices, access). Pass `clock.now()` into SQL as a parameter instead of calling
 * `now()` there, so tests can move time (see test/helpers/test-clock.ts) without waiting.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's clock (production). */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** Provides `Clock` everywhere: the system clock, or the one a test passes. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = new SystemClock()): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
