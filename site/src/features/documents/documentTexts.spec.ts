import { describe, expect, it } from '@jest/globals';
import type { OwnDocument } from './documents.api';
import { fileSizeLabel, formatDay, kindState, kindSummary, statusLine, uploadProblems } from './documentTexts';

const doc = (over: Partial<OwnDocument>): OwnDocument => ({
  id: 'd1',
  kind: 'liability_insurance',
  status: 'pending',
  expiresOn: '2027-03-31',
  originalName: 'poliza.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1000,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  current: false,
  ...over,
});

describe('document texts', () => {
  it('write days, sizes and statuses as the screen shows them', () => {
    expect(formatDay('2027-03-31')).toBe('31/03/2027');
    expect(fileSizeLabel(300)).toBe('1 KB');
    expect(fileSizeLabel(250_000)).toBe('244 KB');
    expect(fileSizeLabel(1_500_000)).toBe('1,4 MB');
    expect(statusLine(doc({ status: 'rejected', rejectionReason: 'Ilegible' }))).toBe('Rechazado: Ilegible');
    expect(statusLine(doc({ status: 'expired' }))).toBe('Caducado el 31/03/2027');
    expect(statusLine(doc({ status: 'pending' }))).toBe('Pendiente de revisión');
  });

  it('sum up a kind: the approved version keeps counting while a new one waits', () => {
    const approved = doc({ id: 'a', status: 'approved', current: true });
    expect(kindSummary(kindState([approved], 'liability_insurance'))).toBe('Aprobado y en vigor hasta el 31/03/2027.');
    const both = kindState([doc({ id: 'b' }), approved], 'liability_insurance');
    expect(both.current?.id).toBe('a');
    expect(both.latest?.id).toBe('b');
    expect(kindSummary(both)).toMatch(/la aprobada sigue contando/);
    expect(kindSummary(kindState([], 'cif'))).toBe('Aún no lo has subido.');
    expect(kindSummary(kindState([doc({ status: 'rejected' })], 'liability_insurance'))).toMatch(/revisa el motivo/);
    expect(kindSummary(kindState([doc({ id: 'r', status: 'rejected' }), approved], 'liability_insurance'))).toBe(
      'No pudimos aceptar la versión nueva (mira el motivo); la aprobada sigue en vigor hasta el 31/03/2027.',
    );
  });

  it('check the file and the date before sending, as the server would', () => {
    const pdf = { name: 'poliza.pdf', size: 1000, type: 'application/pdf' };
    const max = 10 * 1024 * 1024;
    expect(uploadProblems({ kind: 'liability_insurance', expiresOn: '2026-05-01', file: pdf }, '2026-03-10', max)).toEqual({});
    expect(uploadProblems({ kind: 'liability_insurance', expiresOn: '', file: null }, '2026-03-10', max)).toEqual({
      file: 'Selecciona el archivo del documento.',
      expiresOn: 'Indica la fecha de caducidad del seguro.',
    });
    expect(uploadProblems({ kind: 'cif', expiresOn: '', file: { name: 'a.docx', size: 10, type: '' } }, '2026-03-10', max).file).toMatch(
      /PDF/,
    );
    expect(uploadProblems({ kind: 'cif', expiresOn: '', file: { ...pdf, size: max + 1 } }, '2026-03-10', max).file).toMatch(/Máximo 10 MB/);
    expect(uploadProblems({ kind: 'goods_insurance', expiresOn: '2026-03-10', file: pdf }, '2026-03-10', max).expiresOn).toMatch(
      /posterior a hoy/,
    );
  });
});
