import { DEFAULT_BILLING, loadConfig, parseDayList } from '../../config/app-config.js';
import { daysAfter, graceEndsAt, reminderStep } from './dunning-schedule.js';

const due = new Date('2026-11-28T10:00:00Z');
const at = (days: number, ms = 0) => new Date(daysAfter(due, days).getTime() + ms);
const STEPS = [0, 3, 7];

describe('dunning schedule', () => {
  it('mails step 0 when the invoice becomes overdue and schedules the next one', () => {
    expect(reminderStep(STEPS, due, null, at(0, 60_000))).toEqual({ sendDay: 0, nextAt: at(3) });
    expect(reminderStep(STEPS, due, null, at(0, -1))).toEqual({ sendDay: null, nextAt: at(0) });
  });

  it('mails each later step once, at its day', () => {
    expect(reminderStep(STEPS, due, 0, at(3, -1))).toEqual({ sendDay: null, nextAt: at(3) });
    expect(reminderStep(STEPS, due, 0, at(3))).toEqual({ sendDay: 3, nextAt: at(7) });
    expect(reminderStep(STEPS, due, 3, at(5))).toEqual({ sendDay: null, nextAt: at(7) });
    expect(reminderStep(STEPS, due, 3, at(7, 5))).toEqual({ sendDay: 7, nextAt: null });
    expect(reminderStep(STEPS, due, 7, at(30))).toEqual({ sendDay: null, nextAt: null });
  });

  it('after a stopped worker mails only the latest step already due', () => {
    expect(reminderStep(STEPS, due, null, at(8))).toEqual({ sendDay: 7, nextAt: null });
    expect(reminderStep(STEPS, due, 0, at(7, 1))).toEqual({ sendDay: 7, nextAt: null });
  });

  it('without a step 0 the overdue transition mails nothing', () => {
    expect(reminderStep([3, 7], due, null, at(0, 1))).toEqual({ sendDay: null, nextAt: at(3) });
  });

  it('ends the grace the configured days after the oldest overdue due date', () => {
    expect(graceEndsAt(due, 14)).toEqual(new Date('2026-12-12T10:00:00Z'));
  });

  it('reads DUNNING_REMINDER_DAYS and PAST_DUE_GRACE_DAYS, with defaults 0,3,7 and 14', () => {
    expect(DEFAULT_BILLING).toMatchObject({ dunningReminderDays: [0, 3, 7], pastDueGraceDays: 14 });
    expect(parseDayList('7, 0,3,3', [1])).toEqual([0, 3, 7]);
    expect(parseDayList(undefined, [1])).toEqual([1]);
    const config = loadConfig({ DUNNING_REMINDER_DAYS: '1,10', PAST_DUE_GRACE_DAYS: '21', JWT_SECRET: 'x'.repeat(40) });
    expect(config.billing).toMatchObject({ dunningReminderDays: [1, 10], pastDueGraceDays: 21 });
    expect(() => loadConfig({ DUNNING_REMINDER_DAYS: 'tres', JWT_SECRET: 'x'.repeat(40) })).toThrow(/DUNNING_REMINDER_DAYS/);
    expect(() => loadConfig({ PAST_DUE_GRACE_DAYS: '0', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PAST_DUE_GRACE_DAYS/);
  });
});
