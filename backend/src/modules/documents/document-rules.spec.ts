import { describe, expect, it } from '@jest/globals';
import { attachmentDisposition, cleanFilename, detectDocumentType } from './document-files.js';
import { checkDocumentFields, isCalendarDay } from './document-rules.js';

const TODAY = '2026-03-10';

describe('checkDocumentFields', () => {
  it('accepts each kind with the date its rule allows', () => {
    expect(checkDocumentFields({ kind: 'cif' }, TODAY)).toEqual({ kind: 'cif', expiresOn: null });
    expect(checkDocumentFields({ kind: 'transport_authorization' }, TODAY)).toEqual({ kind: 'transport_authorization', expiresOn: null });
    expect(checkDocumentFields({ kind: 'goods_insurance', expiresOn: '2026-03-11' }, TODAY)).toEqual({
      kind: 'goods_insurance',
      expiresOn: '2026-03-11',
    });
  });

  it('names the field and says what is wrong, in Spanish', () => {
    const message = (input: { kind?: string; expiresOn?: string }): string[] => {
      const result = checkDocumentFields(input, TODAY);
      return Array.isArray(result) ? result.map((e) => `${e.field}: ${e.message}`) : [];
    };
    expect(message({})).toEqual(['kind: Elige el tipo de documento.']);
    expect(message({ kind: 'dni' })[0]).toMatch(/^kind: El tipo de documento no es válido/);
    expect(message({ kind: 'liability_insurance' })).toEqual(['expiresOn: Indica la fecha de caducidad del seguro.']);
    expect(message({ kind: 'cif', expiresOn: '2027-01-01' })).toEqual(['expiresOn: El CIF no caduca: no indiques fecha de caducidad.']);
    expect(message({ kind: 'goods_insurance', expiresOn: TODAY })[0]).toMatch(/debe ser posterior a hoy/);
    expect(message({ kind: 'goods_insurance', expiresOn: '2026-02-29' })[0]).toMatch(/fecha válida/);
    expect(message({ kind: 'goods_insurance', expiresOn: '2040-01-01' })[0]).toMatch(/más de 10 años/);
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('1/2/2027')).toBe(false);
  });
});

describe('document files', () => {
  it('recognise PDF, JPEG, PNG and WebP by their first bytes only', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n…'))?.mimeType).toBe('application/pdf');
    expect(detectDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.extension).toBe('jpg');
    expect(detectDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(detectDocumentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.mimeType).toBe('image/webp');
    for (const other of ['<html>', '<svg>', 'GIF89a', 'RIFF\x10\x00\x00\x00WAVEfmt ', '', ' %PDF-']) {
      expect(detectDocumentType(Buffer.from(other, 'latin1'))).toBeUndefined();
    }
  });

  it('keep the name without folders or control characters, and give it back as an attachment', () => {
    expect(cleanFilename('C:\\fotos\\..\\póliza\u0000.pdf')).toBe('póliza.pdf');
    expect(cleanFilename('')).toBe('documento');
    expect(attachmentDisposition('Póliza "RC"; 2026.pdf')).toBe(
      `attachment; filename="Poliza _RC__ 2026.pdf"; filename*=UTF-8''P%C3%B3liza%20%22RC%22%3B%202026.pdf`,
    );
    expect(attachmentDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
  });
});
