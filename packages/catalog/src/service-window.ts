import type { DateFlexibility } from './request-forms.js';

/**
 * Days after `date` a request may still be served: 7 days in all for `week`, 30 for `month`
 * (`flexible`: any day from it on; `exact`: that day). The jobs' date filter (SQL) and the
 * detail's «hasta el …» use these windows.
 */
export const SERVICE_WINDOW_EXTRA_DAYS = { week: 6, month: 29 } as const satisfies Partial<Record<DateFlexibility, number>>;
