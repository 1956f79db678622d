import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import {
  CreateProposalTemplateDto,
  ProposalTemplateDto,
  ProposalTemplateListDto,
  UpdateProposalTemplateDto,
} from './dto/proposal-template.dto.js';
import { ProposalTemplatesService } from './proposal-templates.service.js';

const NOT_FOUND = 'PROPOSAL_TEMPLATE_NOT_FOUND «Plantilla no encontrada» (tampoco las de otra empresa)';
const INVALID = 'VALIDATION_ERROR con la lista de campos: nombre, mensaje, precio, `includes` (ids de PROPOSAL_INCLUDES), desglose';

/** The signed-in company's proposal templates (company accounts only). */
@ApiTags('proposals')
@ApiBearerAuth()
@Controller('me/proposal-templates')
@Roles('company')
export class ProposalTemplatesController {
  constructor(private readonly templates: ProposalTemplatesService) {}

  @Get()
  @ApiOperation({ summary: 'Mis plantillas de propuesta (empresa)', description: 'Las más recientes primero.' })
  @ApiOkResponse({ type: ProposalTemplateListDto })
  list(@CurrentUser() user: AuthUser): Promise<ProposalTemplateListDto> {
    return this.templates.list(user);
  }

  @Post()
  @ApiOperation({
    summary: 'Guardar una plantilla de propuesta',
    description: 'Mensaje, precio y condiciones (sin fechas) con un nombre único en la empresa. Como máximo 20 por empresa.',
  })
  @ApiCreatedResponse({ type: ProposalTemplateDto })
  @ApiBadRequestResponse({ description: INVALID })
  @ApiForbiddenResponse({ description: 'COMPANY_PROFILE_REQUIRED sin perfil de empresa' })
  @ApiConflictResponse({
    description: 'PROPOSAL_TEMPLATE_DUPLICATE «Ya tienes una plantilla con ese nombre.»; PROPOSAL_TEMPLATE_LIMIT con 20 guardadas',
  })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateProposalTemplateDto): Promise<ProposalTemplateDto> {
    return this.templates.create(user, dto);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Cambiar una plantilla de propuesta',
    description: 'Solo cambia lo enviado; `price: null` quita el precio y `priceLines: []` el desglose. El resultado se valida entero.',
  })
  @ApiOkResponse({ type: ProposalTemplateDto })
  @ApiBadRequestResponse({ description: INVALID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'PROPOSAL_TEMPLATE_DUPLICATE «Ya tienes una plantilla con ese nombre.»' })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: UpdateProposalTemplateDto): Promise<ProposalTemplateDto> {
    return this.templates.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Borrar una plantilla de propuesta' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: NOT_FOUND })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.templates.remove(user, id);
  }
}
