import { CITIES, DIRECTORY_SERVICES } from '@rutalia/catalog';

/** How many sample requests the tool asks for and answers at most (spec 9: "AI tool makes 10 items"). */
export const SAMPLE_REQUEST_COUNT = 10;

/** Spanish cities of the catalog the model may use, as "Ciudad (Provincia)". */
const SPANISH_CITIES = CITIES.filter((city) => city.country === 'España').map((city) => `${city.name} (${city.province})`);

/**
 * The chat messages sent to the model: realistic Spanish requests, only catalog services and
 * cities (the answer is checked against the same catalog anyway), JSON only.
 */
export function sampleRequestsMessages(): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content:
        'Eres un asistente que genera datos de ejemplo realistas para un marketplace español de transporte, mudanzas y logística. Respondes solo con JSON válido, sin texto adicional.',
    },
    {
      role: 'user',
      content: [
        `Genera exactamente ${SAMPLE_REQUEST_COUNT} solicitudes de servicio realistas que publicarían clientes en España (particulares y empresas): transporte, mudanzas y logística.`,
        'Responde únicamente con un array JSON. Cada elemento tiene estas claves:',
        '- "title": título breve (entre 10 y 100 caracteres).',
        '- "description": descripción detallada en español (entre 50 y 600 caracteres): qué hay que mover, volumen o peso, fechas y condiciones.',
        '- "services": lista de 1 a 3 servicios, copiados literalmente de esta lista: ' +
          DIRECTORY_SERVICES.map((s) => `"${s}"`).join(', ') +
          '.',
        '- "city" y "province": una ciudad y su provincia, copiadas literalmente de esta lista (formato Ciudad (Provincia)): ' +
          SPANISH_CITIES.join(', ') +
          '.',
        'Varía los servicios, las ciudades y el tipo de cliente. No incluyas nombres, teléfonos ni emails.',
      ].join('\n'),
    },
  ];
}
