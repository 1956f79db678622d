/** YYYY-MM-DD of a local date (the visitor's day, as the date input shows it). No catalog import: the home uses it. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
