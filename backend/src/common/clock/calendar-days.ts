/** The day `days` after `day` (YYYY-MM-DD; negative: before). Calendar arithmetic in UTC, so no daylight-saving jumps. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
