import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const CHALLENGE_MESSAGE = 'La verificación ha caducado. Inicia sesión de nuevo.';
const CODE_MESSAGE = 'Escribe el código de 6 cifras de tu aplicación o un código de recuperación.';

/** A TOTP code (6 digits) or a recovery code (`abcde-fghjk`). */
function CodeField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: '123456', description: 'Código de 6 cifras de la aplicación o código de recuperación.' })(target, key);
    MaxLength(32, { message: CODE_MESSAGE })(target, key);
    IsNotEmpty({ message: CODE_MESSAGE })(target, key);
    IsString({ message: CODE_MESSAGE })(target, key);
  };
}

/** `POST /auth/2fa/verify`: the second step of sign-in. */
export class TwoFactorVerifyDto {
  @ApiProperty({ description: 'El challengeToken que respondió POST /auth/login.' })
  @MaxLength(256, { message: CHALLENGE_MESSAGE })
  @IsNotEmpty({ message: CHALLENGE_MESSAGE })
  @IsString({ message: CHALLENGE_MESSAGE })
  challengeToken: string;

  @CodeField()
  code: string;
}

/** `POST /auth/2fa/enable`: the first code of the app confirms the secret. */
export class TwoFactorEnableDto {
  @CodeField()
  code: string;
}

/** `POST /auth/2fa/recovery-codes`: a code (of the app or a recovery one) for ten new recovery codes. */
export class TwoFactorRecoveryCodesDto {
  @CodeField()
  code: string;
}

/** `POST /auth/2fa/disable`: the password and a code. */
export class TwoFactorDisableDto {
  @ApiProperty()
  @MaxLength(1024)
  @IsNotEmpty({ message: 'La contraseña es obligatoria.' })
  @IsString({ message: 'La contraseña es obligatoria.' })
  password: string;

  @CodeField()
  code: string;
}

/** Login when two-factor is on: no session yet, only the token of the code step. */
export class TwoFactorChallengeDto {
  @ApiProperty({ enum: [true] }) twoFactorRequired: true;
  @ApiProperty({ description: 'Para POST /auth/2fa/verify; vale 5 minutos y 5 intentos.' }) challengeToken: string;
}

export class TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabledAt: Date | null;
  @ApiProperty() recoveryCodesLeft: number;
  @ApiProperty({ description: 'Obligatoria (administradores): no se puede desactivar.' }) required: boolean;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'Secreto en base32, para escribirlo a mano.' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/Rutalia:ana%40example.com?secret=…&issuer=Rutalia' }) otpauthUri: string;
  @ApiProperty({ description: 'Código QR del otpauthUri, como data URL PNG.' }) qrCode: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Diez códigos de un solo uso; no se vuelven a mostrar.' }) recoveryCodes: string[];
}
