import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import type { Page } from '../../common/pagination/pagination.js';
import { Public } from '../../common/auth/decorators.js';
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
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Directorio de empresas',
    description:
      'Solo empresas visibles. Orden: con `q`, primero las que lo tienen en el nombre; dentro de cada grupo, hasta 3 empresas ' +
      'destacadas por su plan (una cuarta parte de la página, `featured: true`, rotando cada hora) y después de la más reciente ' +
      'a la más antigua. `q` busca sin acentos ni mayúsculas en nombre, descripción, ' +
      'ciudad, provincia y servicios; `province` compara con provincia o ciudad; 12 por página (máximo 48). ' +
      'En producción una misma página puede servirse de memoria hasta 10 s (PUBLIC_LIST_CACHE_SECONDS; lo indica Cache-Control).',
  })
  @ApiOkResponse({ type: CompanyCardPageDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (page, pageSize…)' })
  list(@Query() query: ListCompaniesQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<Page<CompanyCardDto>> {
    reply.header('cache-control', this.listCache.cacheControl);
    return this.companies.list(query);
  }

  @Get('latest')
  @ApiOperation({
    summary: 'Empresas destacadas del inicio',
    description:
      'Las más recientes visibles, con hasta una cuarta parte (redondeada hacia arriba, máximo 3) de empresas Premium al principio ' +
      '(`featured: true`, rotando cada hora); `limit` 6 por defecto, máximo 12.',
  })
  @ApiOkResponse({ type: CompanyCardListDto })
  async latest(@Query() query: LatestCompaniesQuery): Promise<{ items: CompanyCardDto[] }> {
    return { items: await this.companies.latest(query.limit ?? LATEST_DEFAULT) };
  }

  @Get(':idOrSeoParam')
  @ApiOperation({ summary: 'Una empresa', description: 'Por id o por el parámetro `{slug}-{id}` de /company/{seoParam}.' })
  @ApiParam({ name: 'idOrSeoParam', example: 'mudanzas-hermanos-ruiz-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiNotFoundResponse({ description: 'COMPANY_NOT_FOUND «Empresa no encontrada» (también si está suspendida o inactiva)' })
  get(@Param('idOrSeoParam') idOrSeoParam: string): Promise<CompanyDto> {
    return this.companies.getVisible(idOrSeoParam);
  }
}
