import type { CompanyStatus } from '../../database/enums.js';
import type { CompanyRow } from './company-sql.js';
import type { CompanyCardDto, CompanyDto, CompanyImageDto, OwnCompanyDto, RatingDto } from './dto/company.dto.js';
import { htmlToText, truncateText } from '../../common/security/rich-text.js';
import { publicBadges } from '../documents/badges.js';

/** Card excerpt length (spec 9: "Company description truncated at 150 characters"). */
export const EXCERPT_LENGTH = 150;

/** company-rating-sql.ts ratingColumnsSql: the average weighs «Contratado en Rutalia» reviews double. */
export interface RatingRow {
  companyId: string;
  count: number;
  verifiedCount: number;
  average: number | null;
}

export interface ImageRow {
  id: string;
  companyId: string;
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  hiddenByPlan?: boolean;
}

/** `{slug}-{id}` (the id alone when the name gives no slug). */
export function companySeoParam(company: { slug: string; id: string }): string {
  return company.slug ? `${company.slug}-${company.id}` : company.id;
}

export function toRating(row: Pick<RatingRow, 'count' | 'average' | 'verifiedCount'> | undefined): RatingDto {
  const count = row?.count ?? 0;
  return { average: count > 0 && row?.average != null ? Number(row.average) : null, count, verifiedCount: Number(row?.verifiedCount ?? 0) };
}

export function toImage(row: ImageRow): CompanyImageDto {
  return { id: row.id, url: row.url, thumbnailUrl: row.thumbnailUrl ?? row.url, width: row.width, height: row.height };
}

/** The owner's view of an image: also whether its plan hides it from the public. */
export function toOwnImage(row: ImageRow): CompanyImageDto {
  return { ...toImage(row), hiddenByPlan: row.hiddenByPlan === true };
}

/** `today` (Madrid day, from the app's clock) decides which badges still hold (badges.ts publicBadges). */
export function toCard(row: CompanyRow, rating: RatingRow | undefined, today: string): CompanyCardDto {
  return {
    id: row.id,
    slug: row.slug,
    seoParam: companySeoParam(row),
    companyName: row.companyName,
    city: row.city,
    province: row.province,
    services: row.services,
    excerpt: truncateText(htmlToText(row.description), EXCERPT_LENGTH),
    logo: row.logo,
    verified: row.verifiedAt !== null,
    badges: publicBadges(row.badges, today),
    rating: toRating(rating),
    featured: row.featured === true,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toCompany(row: CompanyRow, images: ImageRow[], rating: RatingRow | undefined, today: string): CompanyDto {
  return {
    id: row.id,
    slug: row.slug,
    seoParam: companySeoParam(row),
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    city: row.city,
    province: row.province,
    services: row.services,
    description: row.description,
    website: row.website,
    logo: row.logo,
    images: images.map(toImage),
    verified: row.verifiedAt !== null,
    badges: publicBadges(row.badges, today),
    rating: toRating(rating),
    responseMinutes: row.responseMinutes ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toOwnCompany(
  row: CompanyRow & { status: CompanyStatus; isActive: boolean; suspensionReason: string | null },
  images: ImageRow[],
  rating: RatingRow | undefined,
  today: string,
): OwnCompanyDto {
  return {
    ...toCompany(row, [], rating, today),
    images: images.map(toOwnImage),
    status: row.status,
    isActive: row.isActive,
    visible: row.isActive && row.status === 'active',
    suspensionReason: row.suspensionReason,
  };
}
