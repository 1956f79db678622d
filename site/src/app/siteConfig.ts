/**
 * Runtime settings the server writes into every page as
 * `<script id="rutalia-config" type="application/json">{…}</script>` (from the backend's
 * configuration, so changing them needs no rebuild). Defaults apply when the page was not
 * served by the backend (e.g. `vite dev`).
 */
export type SiteConfig = {
  /** Support WhatsApp number, digits only in international format (e.g. 34600000000). */
  whatsappNumber: string;
  /** Greeting prefilled in the WhatsApp chat. */
  whatsappGreeting: string;
};

const DEFAULTS: SiteConfig = {
  whatsappNumber: '34600000000',
  whatsappGreeting: 'Hola, me gustaría recibir información sobre los servicios de logística y transporte de Rutalia.',
};

let cached: SiteConfig | null = null;

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  let injected: Partial<SiteConfig> = {};
  try {
    const text = document.getElementById('rutalia-config')?.textContent;
    if (text) injected = JSON.parse(text) as Partial<SiteConfig>;
  } catch {
    // a malformed block is ignored: the defaults keep the button working
  }
  cached = { ...DEFAULTS, ...injected };
  return cached;
}
