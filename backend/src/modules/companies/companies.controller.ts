import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, OptionalAuth, Public } from '../../common/auth/decorators.js';
import { isOwnOrStaffView, isPersonBrowsing } from '../insights/audience.js';
import { InsightsRecorder } from '../insights/insights-recorder.js';
import { CompaniesService } from './companies.service.js';
import { CompanyCardDto, CompanyCardListDto, CompanyCardPageDto, CompanyDto } from './dto/company.dto.js';
import { LATEST_DEFAULT, LatestCompaniesQuery, ListCompaniesQuery } from './dto/list-companies.query.js';

/** Public company reads: directory, home grid and the company page. Hidden companies are 404. */
@ApiTags('companies')
@Public()
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly listCache: PublicListCache,
    private readonly insights: InsightsRecorder,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Directorio de empresas',
    description:
      'Solo empresas visibles. Orden: con `q`, primero las que lo tienen en el nombre; dentro de cada grupo, hasta 3 empresas ' +
      'destacadas por su plan (una cuarta parte de la página, `featured: true`, rotando cada hora) y después de la más reciente ' +
      'a la más antigua. `q` busca palabras (sin acentos ni mayúsculas, con las variantes de cada palabra en español: «mudanza» ' +
      'encuentra «mudanzas»; la última como prefijo mientras se escribe) en nombre, servicios, descripción, ciudad y provincia; ' +
      'primero las que lo llevan en el nombre; si no encuentra nada, lo intenta con cada palabra corregida a la conocida más parecida. ' +
      'El total se cuenta hasta 1.000 (`totalCapped` si hay más); `nextCursor` lleva a la página siguiente sin coste creciente. ' +
      '`province` compara con provincia o ciudad; 12 por página (máximo 48). ' +
      'En producción una misma página puede servirse de memoria hasta 10 s (PUBLIC_LIST_CACHE_SECONDS; lo indica Cache-Control).',
  })
  @ApiOkResponse({ type: CompanyCardPageDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (page, pageSize…)' })
  async list(
    @Query() query: ListCompaniesQuery,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompanyCardPageDto> {
    reply.header('cache-control', this.listCache.cacheControl);
    const page = await this.companies.list(query);
    // A picker (`placement=none`, the new-conversation dialog) is not the public seeing the company.
    if (query.placement !== 'none' && isPersonBrowsing(userAgent)) this.insights.listAppearances(page.items.map((c) => c.id));
    return page;
  }

  @Get('latest')
  @ApiOperation({
    summary: 'Empresas destacadas del inicio',
    description:
      'Las más recientes visibles, con hasta una cuarta parte (redondeada hacia arriba, máximo 3) de empresas Premium al principio ' +
      '(`featured: true`, rotando cada hora); `limit` 6 por defecto, máximo 12.',
  })
  @ApiOkResponse({ type: CompanyCardListDto })
  async latest(
    @Query() query: LatestCompaniesQuery,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<{ items: CompanyCardDto[] }> {
    const items = await this.companies.latest(query.limit ?? LATEST_DEFAULT);
    if (isPersonBrowsing(userAgent)) this.insights.listAppearances(items.map((c) => c.id));
    return { items };
  }

  @Get(':idOrSeoParam')
  @OptionalAuth()
  @ApiOperation({
    summary: 'Una empresa',
    description:
      'Por id o por el parámetro `{slug}-{id}` de /company/{seoParam}. Cuenta una visita en sus estadísticas salvo para robots, la propia empresa y administradores.',
  })
  @ApiParam({ name: 'idOrSeoParam', example: 'mudanzas-hermanos-ruiz-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiNotFoundResponse({ description: 'COMPANY_NOT_FOUND «Empresa no encontrada» (también si está suspendida o inactiva)' })
  async get(
    @Param('idOrSeoParam') idOrSeoParam: string,
    @Headers('user-agent') userAgent: string | undefined,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<CompanyDto> {
    const row = await this.companies.requireVisibleRow(idOrSeoParam);
    if (isPersonBrowsing(userAgent) && !isOwnOrStaffView(viewer, row.userId)) this.insights.profileView(row.id);
    return this.companies.detail(row);
  }
}
