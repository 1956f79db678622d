import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AppException } from '../../common/errors/app-exception.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CompanyMessages } from './company-errors.js';
import { OwnCompanyDto, UploadImagesResultDto } from './dto/company.dto.js';
import { UpdateCompanyDto } from './dto/update-company.dto.js';
import { readUploadedFiles } from './multipart.js';

const LOGO_BODY = { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } };
const IMAGES_BODY = { schema: { type: 'object', properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } } } };

/** The signed-in company's own profile (spec 2, "Company profile edit"). */
@ApiTags('companies')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
@ApiForbiddenResponse({ description: 'FORBIDDEN (no es una cuenta de empresa)' })
@Roles('company')
@Controller('companies/me')
export class CompanyProfileController {
  constructor(private readonly profile: CompanyProfileService) {}

  @Get()
  @ApiOperation({ summary: 'Mi empresa', description: 'Incluye el estado de moderación (status, isActive, visible).' })
  @ApiOkResponse({ type: OwnCompanyDto })
  @ApiNotFoundResponse({ description: 'COMPANY_PROFILE_NOT_FOUND' })
  get(@CurrentUser() user: AuthUser): Promise<OwnCompanyDto> {
    return this.profile.get(user);
  }

  @Patch()
  @ApiOperation({ summary: 'Editar mi empresa', description: 'Solo cambia lo enviado. La descripción se sanea; el slug sigue al nombre.' })
  @ApiOkResponse({ type: OwnCompanyDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (p. ej. «El nombre de empresa es obligatorio»)' })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateCompanyDto): Promise<OwnCompanyDto> {
    return this.profile.update(user, dto);
  }

  @Post('logo')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Subir el logo',
    description: 'Una imagen (JPEG, PNG, WebP, GIF, AVIF, TIFF) de hasta 5 MB; se guarda como WebP de 512 px como mucho y sin metadatos.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(LOGO_BODY)
  @ApiOkResponse({ type: OwnCompanyDto })
  @ApiBadRequestResponse({ description: 'INVALID_IMAGE «Solo se permiten archivos de imagen»' })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE «El archivo es demasiado grande. Máximo 5MB por imagen.»' })
  async uploadLogo(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<OwnCompanyDto> {
    const [file] = await readUploadedFiles(request);
    if (!file) throw new AppException('NO_FILE', CompanyMessages.NO_FILE, HttpStatus.BAD_REQUEST);
    return this.profile.setLogo(user, file);
  }

  @Delete('logo')
  @ApiOperation({ summary: 'Quitar el logo' })
  @ApiOkResponse({ type: OwnCompanyDto })
  removeLogo(@CurrentUser() user: AuthUser): Promise<OwnCompanyDto> {
    return this.profile.removeLogo(user);
  }

  @Post('images')
  @ApiOperation({
    summary: 'Subir imágenes a la galería',
    description:
      'Varios archivos (hasta 12 por petición), de hasta 5 MB cada uno; la galería admite las imágenes que dice el plan ' +
      '(`maxGalleryImages`, contando las ocultas por el plan). Los demasiado grandes, los que no son imágenes y los que no caben ' +
      'se omiten y se indican en `skipped`. Se guardan como WebP (1600 px) con miniatura 400×300.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGES_BODY)
  @ApiCreatedResponse({ type: UploadImagesResultDto })
  @ApiBadRequestResponse({ description: 'NO_FILES' })
  @ApiForbiddenResponse({
    description:
      'PLAN_LIMIT_REACHED (la galería ya tiene las imágenes del plan; `details`: used, limit, plan, upgradeTo) · SUBSCRIPTION_REQUIRED',
  })
  @ApiPayloadTooLargeResponse({ description: 'TOO_MANY_FILES (más de 12 archivos en una petición)' })
  async uploadImages(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadImagesResultDto> {
    const files = await readUploadedFiles(request);
    if (files.length === 0) throw new AppException('NO_FILES', CompanyMessages.NO_FILES, HttpStatus.BAD_REQUEST);
    return this.profile.addImages(user, files);
  }

  @Delete('images/:imageId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Borrar una imagen de la galería',
    description: 'Solo las propias; borra también los archivos. Si el plan ocultaba alguna, la primera oculta vuelve a verse.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'IMAGE_NOT_FOUND «Imagen no encontrada»' })
  deleteImage(@CurrentUser() user: AuthUser, @Param('imageId') imageId: string): Promise<void> {
    return this.profile.deleteImage(user, imageId);
  }
}
