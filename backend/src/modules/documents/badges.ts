import { CompanyDocumentKind } from '../../database/enums.js';

/**
 * The public side of company documents (issue 20): which kinds exist, what each is called, and
 * how an approved document becomes a badge. Pure functions, no Nest: the companies and proposals
 * mappers use them too.
 */

/** Every kind, in the order the screens and the badges list them. */
export const DOCUMENT_KINDS: readonly CompanyDocumentKind[] = [
  CompanyDocumentKind.Cif,
  CompanyDocumentKind.TransportAuthorization,
  CompanyDocumentKind.LiabilityInsurance,
  CompanyDocumentKind.GoodsInsurance,
];

/** The name of each kind of document, as the forms and mails write it. */
export const DOCUMENT_KIND_NAMES: Readonly<Record<CompanyDocumentKind, string>> = {
  [CompanyDocumentKind.Cif]: 'CIF / NIF',
  [CompanyDocumentKind.TransportAuthorization]: 'Autorización de transporte (tarjeta de transporte MDPE)',
  [CompanyDocumentKind.LiabilityInsurance]: 'Seguro de responsabilidad civil',
  [CompanyDocumentKind.GoodsInsurance]: 'Seguro de mercancías',
};

/** Kinds whose badge names its last valid day (the insurances: «… hasta 31/03/2027»). */
const DATED_BADGES: ReadonlySet<CompanyDocumentKind> = new Set([
  CompanyDocumentKind.LiabilityInsurance,
  CompanyDocumentKind.GoodsInsurance,
]);

/** Whether a kind needs an expiry date (insurances), may have one (transport authorisation) or may not (CIF). */
export function expiryRule(kind: CompanyDocumentKind): 'required' | 'optional' | 'none' {
  if (kind === CompanyDocumentKind.Cif) return 'none';
  return DATED_BADGES.has(kind) ? 'required' : 'optional';
}

/** What companies.badges keeps for each approved document. */
export interface StoredBadge {
  kind: CompanyDocumentKind;
  /** YYYY-MM-DD (Madrid calendar day), or null when it does not expire. */
  expiresOn: string | null;
}

/** A badge as the API sends it. */
export interface Badge extends StoredBadge {
  label: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2027-03-31` → `31/03/2027` (a calendar day: no time zone involved). */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** «CIF verificado», «Autorización de transporte», «Seguro de responsabilidad civil hasta 31/03/2027»… */
export function badgeLabel(kind: CompanyDocumentKind, expiresOn: string | null): string {
  switch (kind) {
    case CompanyDocumentKind.Cif:
      return 'CIF verificado';
    case CompanyDocumentKind.TransportAuthorization:
      return 'Autorización de transporte';
    case CompanyDocumentKind.LiabilityInsurance:
    case CompanyDocumentKind.GoodsInsurance: {
      const name = DOCUMENT_KIND_NAMES[kind];
      return expiresOn ? `${name} hasta ${formatDay(expiresOn)}` : name;
    }
  }
}

/** Still valid on `today` (YYYY-MM-DD): it has no date, or its last day is today or later. */
export const isCurrent = (badge: Pick<StoredBadge, 'expiresOn'>, today: string): boolean =>
  badge.expiresOn === null || badge.expiresOn >= today;

/**
 * The badges the public sees today, from what companies.badges holds: known kinds only, without
 * the ones whose date passed (the daily job removes them after midnight; until it runs, the date
 * decides), in DOCUMENT_KINDS order, with their labels.
 */
export function publicBadges(stored: readonly StoredBadge[] | null | undefined, today: string): Badge[] {
  const byKind = new Map((stored ?? []).map((badge) => [badge.kind, badge]));
  return DOCUMENT_KINDS.flatMap((kind) => {
    const badge = byKind.get(kind);
    if (!badge || !isCurrent(badge, today)) return [];
    const expiresOn = badge.expiresOn ?? null;
    return [{ kind, expiresOn, label: badgeLabel(kind, expiresOn) }];
  });
}
