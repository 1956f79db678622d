import Bowser from 'bowser';

/**
 * What «Dispositivos conectados» says about a session from its user agent alone (no IP
 * geolocation): browser and system via bowser, and a country only when the user agent names a
 * locale (some in-app browsers and older Android ones do: `es-ES`, `FBLC/es_ES`).
 */

export interface DeviceDescription {
  /** «Chrome 120 en Windows 10», «Safari en iOS 17.4», «Dispositivo desconocido». */
  label: string;
  browser: string | null;
  os: string | null;
  kind: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  /** «España (según el navegador)» or «Ubicación no disponible». */
  place: string;
}

export const UNKNOWN_DEVICE = 'Dispositivo desconocido';
export const NO_PLACE = 'Ubicación no disponible';

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });
const LOCALE = /(?:^|[\s;([/])[a-z]{2,3}[-_]([A-Z]{2})(?=[\s;)\]]|$)/;

export function placeFromUserAgent(userAgent: string): string {
  const region = LOCALE.exec(userAgent)?.[1];
  if (!region) return NO_PLACE;
  const name = regionNames.of(region);
  return name && name !== region ? `${name} (según el navegador)` : NO_PLACE;
}

const majorVersion = (version: string | undefined) => version?.split('.')[0];

export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent?.trim()) return { label: UNKNOWN_DEVICE, browser: null, os: null, kind: 'unknown', place: NO_PLACE };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, majorVersion(parsed.browser.version)].filter(Boolean).join(' ') : null;
  const os = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  const kind = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown';
  const label = browser && os ? `${browser} en ${os}` : (browser ?? os ?? UNKNOWN_DEVICE);
  return { label, browser, os, kind, place: placeFromUserAgent(userAgent) };
}
