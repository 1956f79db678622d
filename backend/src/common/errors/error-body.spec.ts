import { BadRequestException, NotFoundException } from '@nestjs/common';
import { AppException } from './app-exception.js';
import { toErrorBody } from './error-body.js';

describe('toErrorBody', () => {
  it('keeps the code and Spanish message of an AppException', () => {
    expect(toErrorBody(AppException.conflict('Ya estás suscrito', 'NEWSLETTER_DUPLICATE'))).toEqual({
      statusCode: 409,
      code: 'NEWSLETTER_DUPLICATE',
      message: 'Ya estás suscrito',
    });
  });

  it("replaces Nest's English messages with Spanish ones", () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nope'))).toMatchObject({
      statusCode: 404,
      message: 'El recurso solicitado no existe.',
    });
    expect(toErrorBody(new BadRequestException('Unexpected token'))).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('maps database constraint violations to 4xx', () => {
    expect(toErrorBody({ driverError: { code: '23505' } })).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(toErrorBody({ driverError: { code: '22P02' } })).toMatchObject({ statusCode: 400 });
    expect(toErrorBody({ driverError: { code: '22021' } })).toMatchObject({
      statusCode: 400,
      message: 'Algún texto enviado contiene caracteres no válidos.',
    });
    expect(toErrorBody({ driverError: { code: '54000' } })).toMatchObject({ statusCode: 400 });
  });

  it('maps Fastify body errors to 4xx', () => {
    expect(toErrorBody({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 })).toMatchObject({
      statusCode: 400,
      message: 'El cuerpo de la petición no es un JSON válido.',
    });
    expect(toErrorBody({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).toMatchObject({ statusCode: 413 });
    expect(toErrorBody({ code: 'FST_ERR_BAD_URL', statusCode: 400 })).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'La dirección de la petición no es válida.',
    });
    expect(toErrorBody({ code: 'FST_ERR_MAX_PARAM_LENGTH', statusCode: 414 })).toMatchObject({
      statusCode: 414,
      message: 'La dirección de la petición es demasiado larga.',
    });
  });

  it('never leaks internals of unknown errors', () => {
    const body = toErrorBody(new Error('connection to 10.0.0.1 refused, password=secret'));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Ha ocurrido un error. Inténtalo de nuevo.' });
  });
});

describe('toErrorBody with wrapped Fastify errors', () => {
  it("uses the cause Nest keeps when it wraps Fastify's body errors", () => {
    const wrapped = new BadRequestException('Body is not valid JSON', { cause: { code: 'FST_ERR_CTP_INVALID_JSON_BODY' } });
    expect(toErrorBody(wrapped)).toMatchObject({ statusCode: 400, message: 'El cuerpo de la petición no es un JSON válido.' });
  });
});
