import 'reflect-metadata';
import { IsEmail, IsInt, IsString, MaxLength, Min, validateSync } from 'class-validator';
import { toFieldErrors } from './validation-messages.js';

class Sample {
  @IsEmail() email: unknown;
  @IsString() @MaxLength(5) title: unknown;
  @IsInt() @Min(1) rating: unknown;
  @IsString({ message: 'Debes seleccionar al menos un servicio' }) services: unknown;
}

describe('toFieldErrors', () => {
  it('translates built-in constraints into Spanish naming the field, keeping custom messages', () => {
    const sample = Object.assign(new Sample(), { email: 'nope', title: 'demasiado largo', rating: 0, services: 3 });
    const errors = toFieldErrors(validateSync(sample));
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'El campo email debe ser un email válido.' },
        { field: 'title', message: 'El campo title no puede superar 5 caracteres.' },
        { field: 'rating', message: 'El campo rating debe ser como mínimo 1.' },
        { field: 'services', message: 'Debes seleccionar al menos un servicio' },
      ]),
    );
  });
});
