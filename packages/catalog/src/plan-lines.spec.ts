import { isDerivedTopic, planCardLines } from './plan-lines.js';

describe('planCardLines', () => {
  const basic = {
    maxProposalsPerMonth: 10,
    maxGalleryImages: 5,
    alerts: 'none' as const,
    featuredLevel: 0,
    insights: 'headline' as const,
    features: ['Perfil de empresa en el directorio', 'Hasta 10 propuestas al mes', 'Galería de hasta 5 imágenes', 'Soporte por email'],
  };

  it('generates the enforced lines and keeps only the extras of the free text', () => {
    expect(planCardLines(basic)).toEqual([
      'Hasta 10 propuestas al mes',
      'Galería de hasta 5 imágenes',
      'Estadísticas de tu perfil: las cifras principales',
      'Perfil de empresa en el directorio',
      'Soporte por email',
    ]);
  });

  it('follows the data, not an old text: a limit an admin raised is what the card says', () => {
    const lines = planCardLines({ ...basic, maxProposalsPerMonth: 15, features: ['Hasta 10 propuestas al mes'] });
    expect(lines).toContain('Hasta 15 propuestas al mes');
    expect(lines).not.toContain('Hasta 10 propuestas al mes');
  });

  it('unlimited plans, alerts, featured levels and full statistics', () => {
    expect(
      planCardLines({
        maxProposalsPerMonth: null,
        maxGalleryImages: null,
        alerts: 'instant',
        featuredLevel: 2,
        insights: 'full',
        features: [],
      }),
    ).toEqual([
      'Propuestas ilimitadas',
      'Galería de imágenes ilimitada',
      'Alertas de nuevas solicitudes de tus servicios al momento',
      'Perfil destacado en el directorio, las búsquedas, la página de inicio y las páginas de ciudad y servicio',
      'Estadísticas completas de visitas y propuestas, por semana y con gráficos',
    ]);
  });

  it('recognises the topics the data owns', () => {
    expect(isDerivedTopic('Posición preferente en la página de inicio')).toBe(true);
    expect(isDerivedTopic('Estadísticas de visitas y propuestas')).toBe(true);
    expect(isDerivedTopic('Soporte prioritario por email y chat')).toBe(false);
  });
});
