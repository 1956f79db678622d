import type { Entitlements } from './entitlements.api';

/** «7 de 10 propuestas usadas este mes»; null when the plan has no limit. */
export function proposalQuotaText(usage: Entitlements['proposals']): string | null {
  if (usage.limit === null) return null;
  return `${usage.used} de ${usage.limit} ${usage.limit === 1 ? 'propuesta usada' : 'propuestas usadas'} este mes`;
}

/** «3 de 5 imágenes»; «3 imágenes» when the plan has no limit; after a downgrade, also how many it hides. */
export function galleryQuotaText(usage: Entitlements['gallery']): string {
  if (usage.limit === null) return `${usage.used} ${usage.used === 1 ? 'imagen' : 'imágenes'}`;
  const count = `${usage.visible} de ${usage.limit} ${usage.limit === 1 ? 'imagen' : 'imágenes'}`;
  return usage.hiddenByPlan > 0 ? `${count} · ${usage.hiddenByPlan} ${usage.hiddenByPlan === 1 ? 'oculta' : 'ocultas'} por tu plan` : count;
}

const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' });

/** «1 de diciembre»: when the month's count starts again (00:00 in Madrid). */
export function resetDay(iso: string): string {
  return dayMonth.format(new Date(iso));
}

/** «Profesional (hasta 50 al mes)» / «Premium (ilimitadas)». */
export function upgradeLabel(upgrade: NonNullable<Entitlements['proposals']['upgradeTo']>, unit: 'al mes' | 'imágenes'): string {
  return upgrade.limit === null ? `${upgrade.displayName} (ilimitadas)` : `${upgrade.displayName} (hasta ${upgrade.limit} ${unit})`;
}
