const euros = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Spec §2/§9: '€{price_monthly}/mes', and 'Gratis' for 0. */
export function monthlyPriceLabel(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return 'Gratis';
  const amount = Number.isInteger(price) ? euros.format(price) : price.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `€${amount}/mes`;
}
