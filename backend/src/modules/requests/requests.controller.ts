import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { CurrentUser, OptionalAuth, Roles } from '../../common/auth/decorators.js';
import {
  CreateRequestDto,
  ListRequestsQuery,
  MyRequestsPageDto,
  MyRequestsQuery,
  OpportunitiesQuery,
  RequestDto,
  PublicRequestPageDto,
  RequestPageDto,
  UpdateRequestDto,
} from './dto/request.dto.js';
import { RequestLifecycleService } from './request-lifecycle.service.js';
import { RequestsService } from './requests.service.js';

/** Requests (jobs): public list and detail, and the owner's writes. */
@ApiTags('requests')
@Controller('requests')
export class RequestsController {
  constructor(
    private readonly requests: RequestsService,
    private readonly listCache: PublicListCache,
    private readonly lifecycle: RequestLifecycleService,
  ) {}

  @Get()
  @OptionalAuth()
  @ApiOperation({
    summary: 'Trabajos publicados',
    description:
      'Solo activos. `q` busca palabras (sin acentos ni mayúsculas, con sus variantes en español; la última como prefijo; si no ' +
      'encuentra nada, con cada palabra corregida a la conocida más parecida). El total se cuenta hasta 1.000 (`totalCapped`); ' +
      '`nextCursor` lleva a la página siguiente. `service` mudanza|transporte|logística|mensajería; `location` ciudad o provincia; `date` today|week|month; `sort` newest|oldest|location; 6 por página (máximo 24). ' +
      'En producción una misma página puede servirse de memoria hasta 10 s (PUBLIC_LIST_CACHE_SECONDS; lo indica Cache-Control).',
  })
  @ApiOkResponse({ type: PublicRequestPageDto })
  list(@Query() query: ListRequestsQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<PublicRequestPageDto> {
    reply.header('cache-control', this.listCache.cacheControl);
    return this.requests.list(query);
  }

  @Get(':idOrSeoParam')
  @OptionalAuth()
  @ApiOperation({
    summary: 'Un trabajo',
    description:
      'Público si está activo; el cliente dueño y los administradores ven también los demás, y las empresas que enviaron propuesta ven también la contratada o completada. ' +
      'Al dueño le añade `completionDue`, `hiredProposal` y `reviewable`. 404 REQUEST_NOT_FOUND.',
  })
  @ApiOkResponse({ type: RequestDto })
  get(@Param('idOrSeoParam') idOrSeoParam: string, @CurrentUser() user: AuthUser | undefined): Promise<RequestDto> {
    return this.requests.get(idOrSeoParam, user);
  }

  @Post()
  @Roles('client')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Publicar una solicitud (cliente)' })
  @ApiCreatedResponse({ type: RequestDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateRequestDto): Promise<RequestDto> {
    return this.requests.create(user, dto);
  }

  @Patch(':id')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Editar la propia solicitud',
    description:
      '403 si no es del usuario; 404 si no existe. El título y la descripción se corrigen siempre; servicios, categoría, ruta, fecha y detalles no en una contratada ' +
      '(409 REQUEST_TERMS_LOCKED) ni completada (409 REQUEST_COMPLETED). `status` solo desde activa o cancelada (409 REQUEST_HIRED, REQUEST_COMPLETED, REQUEST_CLOSED, REQUEST_MODERATED); ' +
      'dejar de estar activa cierra las propuestas pendientes (`closedReason: request_closed`).',
  })
  @ApiOkResponse({ type: RequestDto })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: UpdateRequestDto): Promise<RequestDto> {
    return this.requests.update(user, id, dto);
  }

  @Post(':id/close')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Cerrar la propia solicitud (idempotente)',
    description:
      'Desde activa o cancelada; las propuestas pendientes se cierran (`closedReason: request_closed`) y se avisa a cada empresa. 409 REQUEST_HIRED si está contratada (primero márcala como hecha o reábrela), REQUEST_COMPLETED, REQUEST_MODERATED.',
  })
  @ApiOkResponse({ type: RequestDto })
  close(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RequestDto> {
    return this.lifecycle.close(user, id);
  }

  @Post(':id/complete')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Marcar como hecho el trabajo contratado (idempotente)',
    description:
      'Contratada → completada (`completedAt`); después se invita al cliente a valorar a la empresa (correo y aviso). Repetirlo sobre una completada responde igual. ' +
      '403 si no es del usuario; 409 REQUEST_NOT_HIRED (activa o cancelada), REQUEST_CLOSED, REQUEST_MODERATED.',
  })
  @ApiOkResponse({ type: RequestDto })
  complete(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RequestDto> {
    return this.lifecycle.complete(user, id);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Reabrir una solicitud contratada: la empresa no se presentó',
    description:
      'Contratada → activa (vuelve a ser pública y a recibir propuestas). La propuesta aceptada pasa a rechazada (`closedReason: no_show`) sin los datos del cliente y se avisa a su empresa. ' +
      '403 si no es del usuario; 409 REQUEST_NOT_HIRED, REQUEST_COMPLETED, REQUEST_CLOSED, REQUEST_MODERATED.',
  })
  @ApiOkResponse({ type: RequestDto })
  reopen(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RequestDto> {
    return this.lifecycle.reopen(user, id);
  }
}

/** The signed-in user's lists: a client's requests, a company's opportunities. */
@ApiTags('requests')
@ApiBearerAuth()
@Controller('me')
export class MyRequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get('requests')
  @Roles('client')
  @ApiOperation({
    summary: 'Mis solicitudes',
    description:
      '6 por página, con `stats: { total, active, withProposals, completed, hired }`; cada una con `completionDue`, `hiredProposal` y `reviewable`.',
  })
  @ApiOkResponse({ type: MyRequestsPageDto })
  mine(@CurrentUser() user: AuthUser, @Query() query: MyRequestsQuery): Promise<MyRequestsPageDto> {
    return this.requests.mine(user, query);
  }

  @Get('opportunities')
  @Roles('company')
  @ApiOperation({
    summary: 'Oportunidades',
    description:
      'Solicitudes activas en las que la empresa aún no ha enviado propuesta: primero las que mejor encajan con ella (servicios, categoría y distancia de su base al origen) y, a igualdad, las más recientes.',
  })
  @ApiOkResponse({ type: RequestPageDto })
  opportunities(@CurrentUser() user: AuthUser, @Query() query: OpportunitiesQuery): Promise<RequestPageDto> {
    return this.requests.opportunities(user, query);
  }
}
