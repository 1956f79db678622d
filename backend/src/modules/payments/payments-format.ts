import type { PaymentsConfig } from '../../config/app-config.js';

/** Euros as PostgreSQL's numeric text or a number (`35.09`) → integer cents (3509), as Stripe wants them. */
export function toCents(euros: string | number): number {
  return Math.round(Number(euros) * 100);
}

/** Integer cents → euros with two decimals as text, for a numeric(10,2) column. */
export function centsToEuros(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** `ES8200000000000000000000` → `ES82 0000 0000 0000 0000 0000`, as banks print it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Stripe is on only when both its keys are set: without the webhook secret no payment could be recorded. */
export function stripeEnabled(config: PaymentsConfig): boolean {
  return Boolean(config.stripeSecretKey && config.stripeWebhookSecret);
}

/**
 * The SDK's `host`/`port`/`protocol` from STRIPE_API_URL (tests point it at a local server);
 * nothing when unset, so the SDK talks to api.stripe.com.
 */
export function stripeHostOptions(
  apiUrl: string | undefined,
): { host: string; port: number; protocol: 'http' | 'https' } | Record<string, never> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
