import { completionDueDay, isCompletionDue } from './completion-due.js';

describe('completionDueDay', () => {
  // Hired on 10 Dec 2026 at 09:00 in Madrid (08:00 UTC).
  const hiredAt = '2026-12-10T08:00:00Z';

  it.each([
    ['exact date: the day after it', '2026-12-20', 'exact', '2026-12-21'],
    ['a week from the date: the day after its 7 days', '2026-12-20', 'week', '2026-12-27'],
    ['a month from the date: the day after its 30 days', '2026-12-20', 'month', '2027-01-19'],
    ['flexible: 7 days after hiring', '2026-12-20', 'flexible', '2026-12-17'],
    ['no date: 7 days after hiring', null, null, '2026-12-17'],
    ['a window already over when hired: 7 days after hiring', '2026-12-01', 'exact', '2026-12-17'],
    ['a window ending on the hiring day: the day after', '2026-12-10', 'exact', '2026-12-11'],
  ])('%s', (_case, serviceDate, dateFlexibility, expected) => {
    expect(completionDueDay({ serviceDate, dateFlexibility, hiredAt })).toBe(expected);
  });

  it('counts the hiring day in Madrid, not in UTC', () => {
    // 23:30 UTC on 9 Dec is 00:30 on 10 Dec in Madrid.
    expect(completionDueDay({ serviceDate: null, dateFlexibility: null, hiredAt: '2026-12-09T23:30:00Z' })).toBe('2026-12-17');
  });

  it('is never due before a hire, and due from its day on', () => {
    expect(completionDueDay({ serviceDate: '2026-12-20', dateFlexibility: 'exact', hiredAt: null })).toBeNull();
    const hired = { serviceDate: '2026-12-20', dateFlexibility: 'exact', hiredAt };
    expect(isCompletionDue(hired, '2026-12-20')).toBe(false);
    expect(isCompletionDue(hired, '2026-12-21')).toBe(true);
    expect(isCompletionDue(hired, '2027-03-01')).toBe(true);
  });
});
