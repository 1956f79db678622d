import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { CompanyMatchListDto } from './matching.dto.js';
import { MatchingService } from './matching.service.js';

@ApiTags('requests')
@ApiBearerAuth()
@Controller('requests')
export class MatchingController {
  constructor(private readonly matching: MatchingService) {}

  @Get(':id/matches')
  @ApiOperation({
    summary: 'Empresas recomendadas para una solicitud',
    description:
      'Hasta 4 empresas visibles que ofrecen alguno de los servicios pedidos o la categoría de la solicitud, de mayor a menor puntuación (servicios, categoría, distancia, valoración, verificación, rapidez de respuesta y perfil; ver `score`) y luego valoración. Solo el cliente de la solicitud o un administrador.',
  })
  @ApiOkResponse({ type: CompanyMatchListDto })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN' })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND «Solicitud no encontrada»' })
  async matches(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<CompanyMatchListDto> {
    return { items: await this.matching.matches(user, id) };
  }
}
