import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from './pagination.js';

/**
 * The documented class of a `Page<T>` envelope, for `@ApiOkResponse`:
 * `export class RequestPageDto extends PageDto(RequestDto) {}` (the subclass names the schema;
 * it may add properties, e.g. `stats`).
 */
export function PageDto<T>(item: Type<T>): Type<Page<T>> {
  class PageOfItems implements Page<T> {
    @ApiProperty({ type: [item] }) items: T[];
    @ApiProperty({ type: 'integer', minimum: 0, description: 'Elementos que cumplen los filtros, en todas las páginas.' }) total: number;
    @ApiProperty({ type: 'integer', minimum: 1 }) page: number;
    @ApiProperty({ type: 'integer', minimum: 1 }) pageSize: number;
  }
  return PageOfItems;
}
