import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

interface ContactFieldOptions {
  max: number;
  /** The field as the message names it ('El nombre', 'El asunto'...). */
  label: string;
  required: boolean;
}

/**
 * A trimmed text field with Spanish messages naming it. Required ones reject blanks; optional
 * ones may be absent, null or blank (stored as NULL). Registered in the order they run, so with
 * stopAtFirstError "obligatorio" comes before the other messages.
 */
function ContactField({ max, label, required }: ContactFieldOptions): PropertyDecorator {
  return (target, key) => {
    trim()(target, key);
    if (required) {
      IsDefined({ message: `${label} es obligatorio.` })(target, key);
      IsNotEmpty({ message: `${label} es obligatorio.` })(target, key);
    } else {
      ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null && value !== '')(target, key);
    }
    IsString({ message: `${label} debe ser un texto.` })(target, key);
    MaxLength(max, { message: `${label} no puede superar ${max} caracteres.` })(target, key);
  };
}

/** `POST /contact`: the home form (subject from a list) and the /contact page (free subject). */
export class CreateContactMessageDto {
  @ApiProperty({ maxLength: 150 })
  @ContactField({ max: 150, label: 'El nombre', required: true })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'ana@example.com' })
  @IsEmail({}, { message: 'El email no es válido.' }) // decorators apply bottom-up: checked after the field rules
  @ContactField({ max: 254, label: 'El email', required: true })
  email: string;

  @ApiProperty({
    maxLength: 200,
    description: 'general, pricing, support, partnership u other (formulario de inicio) o texto libre (página de contacto).',
  })
  @ContactField({ max: 200, label: 'El asunto', required: true })
  subject: string;

  @ApiProperty({ maxLength: 5000 })
  @ContactField({ max: 5000, label: 'El mensaje', required: true })
  message: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 30 })
  @ContactField({ max: 30, label: 'El teléfono', required: false })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @ContactField({ max: 200, label: 'La empresa', required: false })
  company?: string | null;
}
