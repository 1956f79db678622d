import { categoryByKey, formatDistance, keyRequestDetails, priceWithAndWithoutVat, summarizeRequestDetails } from '@rutalia/catalog';
import { isCompletionDue } from './completion-due.js';
import type { RequestDto } from './dto/request.dto.js';
import type { HireRow, RequestRow } from './request-sql.js';

export function requestSeoParam(row: { slug: string; id: string }): string {
  return row.slug ? `${row.slug}-${row.id}` : row.id;
}

/**
 * How a client appears on public requests: first name and the initial of the second word
 * ('María García López' → 'María G.'; one word → that word). The full name and phone only reach
 * a company on acceptance (proposals), the email never.
 */
export function publicClientName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  return `${words[0]} ${Array.from(words[1])[0].toLocaleUpperCase('es-ES')}.`;
}

/** Public shape of a request: never the client's full name, email or phone. */
export function toRequest(row: RequestRow): RequestDto {
  return {
    id: row.id,
    slug: row.slug,
    seoParam: requestSeoParam(row),
    title: row.title,
    description: row.description,
    services: row.services,
    serviceType: row.services.join(', '),
    city: row.city,
    province: row.province,
    location: `${row.city}, ${row.province}`,
    category: row.category,
    categoryName: row.category ? (categoryByKey(row.category)?.name ?? null) : null,
    origin: { city: row.city, province: row.province, postalCode: row.originPostalCode },
    destination:
      row.destinationCity && row.destinationProvince
        ? { city: row.destinationCity, province: row.destinationProvince, postalCode: row.destinationPostalCode }
        : null,
    date: row.serviceDate,
    dateFlexibility: row.dateFlexibility,
    distanceKm: row.distanceKm,
    distanceText: row.distanceKm === null ? null : formatDistance(row.distanceKm),
    details: row.details,
    detailsSummary: summarizeRequestDetails(row.category, row.details),
    keyDetails: keyRequestDetails(row.category, row.details),
    photoCount: Number(row.photoCount),
    status: row.status,
    proposalCount: Number(row.proposalCount),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    hiredAt: isoOrNull(row.hiredAt),
    completedAt: isoOrNull(row.completedAt),
    client: { displayName: publicClientName(row.clientName) },
  };
}

/**
 * What only the request's client sees: whether to ask «¿Se hizo el trabajo?» (on Madrid day
 * `today`), the hired company and whether the hire can still be reviewed.
 */
export function ownerFields(
  row: RequestRow,
  hire: HireRow | undefined,
  today: string,
): Pick<RequestDto, 'completionDue' | 'hiredProposal' | 'reviewable'> {
  const hiredOrDone = row.status === 'hired' || row.status === 'completed';
  const hiredProposal =
    hire && hiredOrDone
      ? {
          id: hire.proposalId,
          companyId: hire.companyId,
          companyName: hire.companyName,
          companySeoParam: hire.companySlug ? `${hire.companySlug}-${hire.companyId}` : hire.companyId,
          price: hire.price === null ? null : Number(hire.price),
          vatIncluded: hire.vatIncluded,
          priceWithVat: hire.price === null ? null : priceWithAndWithoutVat(Number(hire.price), hire.vatIncluded).withVat,
        }
      : null;
  return {
    completionDue: row.status === 'hired' && (row.completionAskedAt !== null || isCompletionDue(row, today)),
    hiredProposal,
    reviewable: row.status === 'completed' && hiredProposal !== null && !hire!.reviewed,
  };
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
