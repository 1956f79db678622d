import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

const READ_INVALID = 'El campo read debe ser verdadero o falso.';

/** A contact message as the backoffice shows it. */
export class ContactMessageAdminDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'general, pricing, support, partnership, other (inicio) o texto libre (/contact).' }) subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty() read: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** `PUT /admin/contact-messages/:id`: only the read mark can change. */
export class ContactMessageReadDto {
  @ApiProperty({ description: 'true = leído (fija read_at), false = no leído (lo borra).' })
  @IsBoolean({ message: READ_INVALID })
  @IsDefined({ message: READ_INVALID })
  read: boolean;
}
