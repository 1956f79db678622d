import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Query strings are text: '' means "not sent"; anything else becomes a number (NaN fails IsInt). */
export const ToOptionalNumber = () =>
  Transform(({ value }) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : Number(value),
  );

/** Deep pages are refused rather than turned into huge OFFSETs. */
export const MAX_PAGE = 100_000;

export const PageMessages = {
  PAGE_TOO_HIGH: `La página no puede ser mayor que ${MAX_PAGE}.`,
  PAGE: 'La página debe ser un número entero mayor o igual que 1.',
  PAGE_SIZE: 'El tamaño de página debe ser un número entero mayor o igual que 1.',
} as const;

/** `?page&pageSize`: both optional integers ≥ 1; the endpoint decides the default and the cap. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @ToOptionalNumber()
  @IsOptional()
  @Max(MAX_PAGE, { message: PageMessages.PAGE_TOO_HIGH })
  @Min(1, { message: PageMessages.PAGE })
  @IsInt({ message: PageMessages.PAGE })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'Por defecto y máximo según el endpoint; un valor mayor se reduce al máximo.' })
  @ToOptionalNumber()
  @IsOptional()
  @Min(1, { message: PageMessages.PAGE_SIZE })
  @IsInt({ message: PageMessages.PAGE_SIZE })
  pageSize?: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** Applies the endpoint's default and cap (a larger pageSize is reduced, not refused). */
export function resolvePage(query: { page?: number; pageSize?: number }, defaults: { pageSize: number; maxPageSize: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? defaults.pageSize, defaults.maxPageSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The shape of every paginated list of the API. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
