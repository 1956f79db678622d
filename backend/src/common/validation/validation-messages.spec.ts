import 'reflect-metadata';
import { IsEmail, IsInt, IsString, MaxLength, Min, validateSync } from 'class-validator';
import { inputShapeProblem, InputShapeMessages } from './validation.pipe.js';
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

describe("Nest's own validation messages", () => {
  it('explains a body that is not an object in Spanish', () => {
    const errors = toFieldErrors([{ property: 'body', constraints: { isObject: 'Validation failed (object is expected)' }, children: [] }]);
    expect(errors).toEqual([{ field: 'body', message: 'El cuerpo de la petición debe ser un objeto JSON.' }]);
  });
});

describe('field names sent by the client', () => {
  it('are not echoed back when they are not plain names', () => {
    const key = '{"content":"<b>x</b>","a":undefined}';
    const [error] = toFieldErrors([
      { property: key, constraints: { whitelistValidation: `property ${key} should not exist` }, children: [] },
    ]);
    expect(error.message).toBe('Se ha enviado un campo no permitido.');
    const [long] = toFieldErrors([
      { property: 'k'.repeat(5000), constraints: { whitelistValidation: `property ${'k'.repeat(5000)} should not exist` }, children: [] },
    ]);
    expect(long.field.length).toBeLessThanOrEqual(101);
  });
});

describe('inputShapeProblem', () => {
  it('measures nesting without recursion, even thousands of levels deep', () => {
    const deep = JSON.parse('['.repeat(50_000) + ']'.repeat(50_000));
    expect(inputShapeProblem(deep)).toBe(InputShapeMessages.TOO_DEEP);
    expect(inputShapeProblem({ a: [{ b: 1 }], c: 'x' })).toBeUndefined();
    expect(inputShapeProblem('texto')).toBeUndefined();
  });

  it('refuses huge lists and objects', () => {
    expect(inputShapeProblem({ services: new Array(1001).fill('Mudanzas') })).toBe(InputShapeMessages.TOO_MANY_ITEMS);
    expect(inputShapeProblem(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i])))).toBe(
      InputShapeMessages.TOO_MANY_ITEMS,
    );
    expect(inputShapeProblem({ services: new Array(1000).fill('Mudanzas') })).toBeUndefined();
  });
});
