import { addDays } from '../../common/clock/calendar-days.js';
import { figuresIn, insightsWindow, median, weeklyFigures, weeksOf } from './insights-figures.js';

describe('insights window and weeks', () => {
  it('covers today and the 29 days before it', () => {
    expect(insightsWindow('2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('cuts Monday-to-Sunday weeks to the window, oldest first', () => {
    // 2026-10-27 is a Tuesday, 2026-11-25 a Wednesday.
    expect(weeksOf({ from: '2026-10-27', to: '2026-11-25' })).toEqual([
      { from: '2026-10-27', to: '2026-11-01' },
      { from: '2026-11-02', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-23', to: '2026-11-25' },
    ]);
  });

  it('keeps a window that starts on a Monday and ends on a Sunday whole', () => {
    expect(weeksOf({ from: '2026-11-02', to: '2026-11-15' })).toEqual([
      { from: '2026-11-02', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-15' },
    ]);
  });
});

describe('figures', () => {
  const rows = {
    exposure: [
      { day: '2026-11-02', profileViews: 3, listAppearances: 40 },
      { day: '2026-11-10', profileViews: 5, listAppearances: 10 },
      { day: '2026-10-01', profileViews: 99, listAppearances: 99 }, // outside
    ],
    jobViews: [
      { day: '2026-11-02', count: 4 },
      { day: '2026-11-11', count: 2 },
    ],
    proposals: [
      { day: '2026-11-03', accepted: true, responseMinutes: 30 },
      { day: '2026-11-04', accepted: false, responseMinutes: 90 },
      { day: '2026-11-12', accepted: false, responseMinutes: null },
    ],
  };

  it('adds up a range and derives the win rate and the median response', () => {
    expect(figuresIn({ from: '2026-10-27', to: '2026-11-25' }, rows)).toEqual({
      profileViews: 8,
      listAppearances: 50,
      jobViews: 6,
      proposalsSent: 3,
      proposalsAccepted: 1,
      winRate: 33,
      medianResponseMinutes: 60,
    });
  });

  it('has no win rate nor response time without proposals', () => {
    const week = weeklyFigures({ from: '2026-11-16', to: '2026-11-22' }, rows)[0];
    expect(week).toMatchObject({ from: '2026-11-16', proposalsSent: 0, winRate: null, medianResponseMinutes: null });
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
