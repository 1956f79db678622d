import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

const CHALLENGE_MESSAGE = 'La operación con la llave de acceso ha caducado. Vuelve a intentarlo.';
const CREDENTIAL_MESSAGE = 'Falta la respuesta de la llave de acceso.';

/** What the browser needs for navigator.credentials (through @simplewebauthn/browser), and the id to answer with. */
export class PasskeyCeremonyDto {
  @ApiProperty({ format: 'uuid', description: 'Se devuelve con la respuesta del navegador; vale 5 minutos y una vez.' })
  challengeId: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'PublicKeyCredentialCreationOptionsJSON o PublicKeyCredentialRequestOptionsJSON (WebAuthn).',
  })
  options: object;
}

class PasskeyAnswerDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: CHALLENGE_MESSAGE })
  @IsNotEmpty({ message: CHALLENGE_MESSAGE })
  challengeId: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'La respuesta JSON de @simplewebauthn/browser.' })
  @IsObject({ message: CREDENTIAL_MESSAGE })
  credential: Record<string, unknown>;
}

/** `POST /auth/passkeys`: the browser's answer to the registration options. */
export class PasskeyRegisterDto extends PasskeyAnswerDto {
  @ApiPropertyOptional({ maxLength: 80, description: 'Por defecto, el navegador y el sistema que la registran.' })
  @IsOptional()
  @MaxLength(80, { message: 'El nombre de la llave admite como máximo 80 caracteres.' })
  @IsString({ message: 'El nombre de la llave debe ser un texto.' })
  name?: string;
}

/** `POST /auth/passkeys/login`: the browser's answer to the sign-in options. */
export class PasskeyLoginDto extends PasskeyAnswerDto {
  @ApiPropertyOptional({ description: 'Recordarme (sesión de 30 días).' })
  @IsOptional()
  @IsBoolean({ message: 'El valor de «Recordarme» no es válido.' })
  remember?: boolean;
}

export class PasskeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Chrome 131 en Linux' }) name: string;
  @ApiProperty({ description: 'Sincronizada entre dispositivos (iCloud, Google, un gestor de contraseñas).' }) synced: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: Date | null;
}

export class PasskeyListDto {
  @ApiProperty({ type: [PasskeyDto] }) items: PasskeyDto[];
}
