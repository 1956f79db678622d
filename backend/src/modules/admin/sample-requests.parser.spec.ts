import { extractJson, parseSampleRequests, toSampleRequest } from './sample-requests.parser.js';

const good = {
  title: 'Mudanza en Bilbao',
  description: 'Piso de dos habitaciones, segundo con ascensor.',
  services: ['Mudanzas'],
  city: 'Bilbao',
  province: 'Bizkaia',
};

describe('sample requests parser', () => {
  it('reads bare JSON, fenced JSON and JSON inside prose', () => {
    expect(extractJson('[1]')).toEqual([1]);
    expect(extractJson('```json\n[2]\n```')).toEqual([2]);
    expect(extractJson('Claro, aquí están: [3] ¡Espero que sirvan!')).toEqual([3]);
    expect(extractJson('nada de JSON')).toBeUndefined();
  });

  it('normalises services, city and province to the catalog spelling', () => {
    expect(toSampleRequest({ ...good, services: ['mudanzas', 'MUDANZAS', 'Teletransporte'], city: 'bilbao', province: 'Vizcaya' })).toEqual(
      good,
    );
    expect(toSampleRequest({ ...good, services: 'Mudanzas, Distribución' })?.services).toEqual(['Mudanzas', 'Distribución']);
  });

  it('drops items with unknown services, cities outside the catalog or the wrong province, or missing text', () => {
    expect(toSampleRequest({ ...good, services: ['Teletransporte'] })).toBeUndefined();
    expect(toSampleRequest({ ...good, city: 'Gotham' })).toBeUndefined();
    expect(toSampleRequest({ ...good, province: 'Madrid' })).toBeUndefined();
    expect(toSampleRequest({ ...good, city: 'Lisboa', province: 'Lisboa' })).toBeUndefined();
    expect(toSampleRequest({ ...good, title: '   ' })).toBeUndefined();
    expect(toSampleRequest({ ...good, description: 'x'.repeat(2_001) })).toBeUndefined();
    expect(toSampleRequest('texto')).toBeUndefined();
  });

  it('strips markup from the texts', () => {
    expect(toSampleRequest({ ...good, title: '<b>Mudanza</b>  en\nBilbao' })?.title).toBe('Mudanza en Bilbao');
  });

  it('keeps at most 10 items and finds the list inside an object', () => {
    expect(parseSampleRequests(JSON.stringify(Array.from({ length: 12 }, () => good)))).toHaveLength(10);
    expect(parseSampleRequests(JSON.stringify({ solicitudes: [good, { title: 'x' }] }))).toEqual([good]);
    expect(parseSampleRequests('{"ok": true}')).toEqual([]);
  });
});
