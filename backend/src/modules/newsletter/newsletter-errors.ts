import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

export const NewsletterMessages = {
  ALREADY_SUBSCRIBED: 'Este email ya está registrado en nuestra newsletter',
  TOKEN_INVALID: 'El enlace no es válido o ya se ha utilizado.',
} as const;

export const alreadySubscribed = () =>
  new AppException('NEWSLETTER_ALREADY_SUBSCRIBED', NewsletterMessages.ALREADY_SUBSCRIBED, HttpStatus.CONFLICT);

export const tokenInvalid = () => AppException.notFound(NewsletterMessages.TOKEN_INVALID, 'NEWSLETTER_TOKEN_INVALID');
