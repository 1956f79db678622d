import type { RequestDto } from './dto/request.dto.js';
import type { RequestRow } from './request-sql.js';

export function requestSeoParam(row: { slug: string; id: string }): string {
  return row.slug ? `${row.slug}-${row.id}` : row.id;
}

/** Public shape of a request: never the client's email or phone. */
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
    status: row.status,
    proposalCount: Number(row.proposalCount),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    client: { fullName: row.clientName },
  };
}
