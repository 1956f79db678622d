import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ProfileDto, UpdateProfileDto } from './dto/profile.dto.js';
import { UsersService } from './users.service.js';

/** Any signed-in user (client, company, admin) reads and edits their own profile. */
@ApiTags('profile')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
@Controller('me/profile')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Mi perfil' })
  @ApiOkResponse({ type: ProfileDto })
  get(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.users.getProfile(user);
  }

  @Patch()
  @ApiOperation({ summary: 'Actualizar mi perfil', description: 'Solo cambia lo enviado; el email no se puede cambiar.' })
  @ApiOkResponse({ type: ProfileDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (p. ej. "El email no se puede cambiar")' })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileDto> {
    return this.users.updateProfile(user, dto);
  }
}
