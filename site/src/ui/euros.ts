/**
 * Every euro amount the site shows, in Spanish (es-ES). Two forms:
 *
 * - amounts (proposal prices, invoices, totals): `formatEuros` → '450,50 €', '12.345,00 €',
 *   always two decimals;
 * - plan prices, as the spec writes them (§2 Home, §9): `monthlyPriceLabel` → '€29/mes',
 *   `yearlyPriceLabel` → '€590/año', 'Gratis' for 0; decimals only when there are cents
 *   ('€59,50/mes').
 *
 * Digit grouping is es-ES's own (CLDR, as the RAE recommends): thousands are separated from five
 * digits on ('12.345,50 €'), not in four-digit amounts ('1234,50 €', '€1200/mes').
 */

const amountFormat = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '450,50 €', '12.345,00 €' (es-ES, always two decimals). */
export function formatEuros(amount: number): string {
  return amountFormat.format(amount);
}

/** '€29', '€59,50': a plan price, without decimals when it is whole euros. */
function planPrice(price: number): string {
  return `€${(Number.isInteger(price) ? wholeFormat : centsFormat).format(price)}`;
}

/** Spec §2/§9: '€{price_monthly}/mes', and 'Gratis' for 0. */
export function monthlyPriceLabel(price: number): string {
  return Number.isFinite(price) && price > 0 ? `${planPrice(price)}/mes` : 'Gratis';
}

/** The yearly price like the monthly one: '€590/año', and 'Gratis' for 0. */
export function yearlyPriceLabel(price: number): string {
  return Number.isFinite(price) && price > 0 ? `${planPrice(price)}/año` : 'Gratis';
}
