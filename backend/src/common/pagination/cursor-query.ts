import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../validation/validators.js';

/**
 * The `cursor` query parameter of the public lists (issue 21, keyset.ts): the `nextCursor` of an
 * earlier answer with the same filters (and order), to walk past the first pages at a constant cost.
 */
export function CursorQuery(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      description:
        'Cursor de `nextCursor` de una respuesta anterior con los mismos filtros y orden: la página que sigue a aquella ' +
        '(`page` se ignora). Para recorrer más allá de las primeras páginas sin coste creciente.',
    }),
    TrimToUndefined(),
    IsOptional(),
    MaxLength(1000, { message: 'El cursor de la página no es válido: vuelve a la primera página.' }),
    IsString(),
  );
}
