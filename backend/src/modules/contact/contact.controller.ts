import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { RateLimit, RateLimitName } from '../../common/auth/rate-limit/rate-limit.guard.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/contact.dto.js';

class ContactCreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

@ApiTags('content')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @RateLimit(RateLimitName.CONTACT)
  @ApiOperation({ summary: 'Enviar un mensaje de contacto', description: 'Lo leen los administradores en el backoffice.' })
  @ApiCreatedResponse({ type: ContactCreatedDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (nombre, email, asunto y mensaje obligatorios)' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  create(@Body() dto: CreateContactMessageDto): Promise<ContactCreatedDto> {
    return this.contact.create(dto);
  }
}
