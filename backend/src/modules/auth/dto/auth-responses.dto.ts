import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { UserType } from '../../../database/enums.js';

/** The session user the site keeps (login, refresh, me, register). */
export class AuthUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() fullName: string;
  @ApiProperty(apiEnum('UserType', { description: 'Tipo efectivo: rol super_admin > admin > company > tipo del perfil > client.' }))
  userType: UserType;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() isSuperAdmin: boolean;
  @ApiProperty() isCompany: boolean;
  @ApiProperty({ description: 'Verificación en dos pasos activada.' }) twoFactorEnabled: boolean;
  @ApiProperty({ description: 'Administrador sin verificación en dos pasos: el backoffice solo le muestra la activación.' })
  twoFactorSetupRequired: boolean;

  static from(user: AuthUser): AuthUserDto {
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      userType: user.userType,
      isAdmin: user.isAdmin,
      isSuperAdmin: user.isSuperAdmin,
      isCompany: user.isCompany,
      twoFactorEnabled: user.twoFactorEnabled === true,
      twoFactorSetupRequired: user.isAdmin && user.twoFactorEnabled !== true,
    };
  }
}

export class UserResponseDto {
  @ApiProperty({ type: AuthUserDto }) user: AuthUserDto;
}

export class SessionResponseDto {
  @ApiProperty({ description: 'JWT HS256, 15 minutos. Enviar como Authorization: Bearer.' }) accessToken: string;
  @ApiProperty({ type: AuthUserDto }) user: AuthUserDto;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
