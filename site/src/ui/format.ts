// Spanish dates with the browser's Intl (no date library in the first load: the home's job cards
// use these).
// The server build (entry-server.tsx) writes Spain's dates whatever its own time zone,
// so the browser's hydration finds the same text; the elements showing them allow a difference
// (suppressHydrationWarning) for visitors in another zone or a relative time that ticked over.
// (`import.meta.env` is Vite's: absent where the sources run unbundled, as in the unit tests.)
const timeZone = import.meta.env?.SSR ? 'Europe/Madrid' : undefined;
const shortDate = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const longDate = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
const time = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'always' });

/** '22 nov 2026' */
export function formatDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** '22 de noviembre de 2026' */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** '22 de noviembre de 2026, 10:45' */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${longDate.format(date)}, ${time.format(date)}`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** 'hace 3 días', 'hace 5 minutos', 'hace menos de un minuto' (or 'dentro de …' for a later date). */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const abs = Math.abs(seconds);
  if (abs < 45) return seconds <= 0 ? 'hace menos de un minuto' : 'dentro de menos de un minuto';
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] =
    abs < 45 * MINUTE
      ? ['minute', MINUTE]
      : abs < DAY
        ? ['hour', HOUR]
        : abs < MONTH
          ? ['day', DAY]
          : abs < YEAR
            ? ['month', MONTH]
            : ['year', YEAR];
  return relative.format(Math.sign(seconds) * Math.max(1, Math.round(abs / size)), unit);
}
