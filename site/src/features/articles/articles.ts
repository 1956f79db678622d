/**
 * /articulos is a static index (spec §2 route table): fixed categories and
 * sample articles. The published posts live in the blog, so every card leads there.
 */

export type ArticleCategoryId = 'mudanzas' | 'mercancias' | 'logistica' | 'empresas';

export type ArticleCategory = { id: ArticleCategoryId; name: string; description: string };

export const ARTICLE_CATEGORIES: readonly ArticleCategory[] = [
  { id: 'mudanzas', name: 'Mudanzas', description: 'Planificar, presupuestar y embalar sin sustos.' },
  { id: 'mercancias', name: 'Transporte de mercancías', description: 'Carga completa, grupaje, frío y envíos urgentes.' },
  { id: 'logistica', name: 'Logística y almacenaje', description: 'Almacenes, inventario, cross-docking y última milla.' },
  { id: 'empresas', name: 'Consejos para empresas', description: 'Cómo conseguir más clientes con tu perfil y tus propuestas.' },
];

export type SampleArticle = {
  id: string;
  category: ArticleCategoryId;
  title: string;
  excerpt: string;
  readingMinutes: number;
};

export const SAMPLE_ARTICLES: readonly SampleArticle[] = [
  {
    id: 'preparar-mudanza',
    category: 'mudanzas',
    title: 'Cómo preparar una mudanza sin sorpresas: tareas semana a semana',
    excerpt:
      'Desde pedir presupuestos con un mes de antelación hasta la caja de primera necesidad del último día: un calendario práctico para llegar a tu nueva casa sin imprevistos.',
    readingMinutes: 6,
  },
  {
    id: 'precio-mudanza',
    category: 'mudanzas',
    title: '¿Cuánto cuesta una mudanza? Qué influye en el presupuesto',
    excerpt:
      'Volumen, distancia, plantas sin ascensor, montaje de muebles o la fecha elegida: los factores que cambian el precio y cómo comparar propuestas de forma justa.',
    readingMinutes: 5,
  },
  {
    id: 'carga-completa-grupaje',
    category: 'mercancias',
    title: 'Carga completa o grupaje: cuál te conviene para tus envíos',
    excerpt:
      'Si no llenas un camión, compartirlo puede ahorrarte dinero a cambio de algo más de plazo. Te explicamos cuándo compensa cada opción.',
    readingMinutes: 4,
  },
  {
    id: 'transporte-refrigerado',
    category: 'mercancias',
    title: 'Transporte refrigerado: lo que exige el acuerdo ATP para perecederos',
    excerpt:
      'Qué vehículos pueden llevar alimentos a temperatura controlada, qué certificados pedir a la empresa y cómo comprobar que se respeta la cadena de frío.',
    readingMinutes: 7,
  },
  {
    id: 'cross-docking',
    category: 'logistica',
    title: 'Cross-docking: qué es y cuándo reduce los costes de almacén',
    excerpt:
      'Mover la mercancía del muelle de entrada al de salida sin almacenarla acorta plazos y libera espacio. Ventajas, requisitos y errores habituales.',
    readingMinutes: 5,
  },
  {
    id: 'ultima-milla',
    category: 'logistica',
    title: 'Última milla: cómo mejorar las entregas a domicilio en la ciudad',
    excerpt:
      'Franjas horarias, puntos de recogida y zonas de bajas emisiones: claves para que el último tramo del envío no se lleve el margen del pedido.',
    readingMinutes: 6,
  },
  {
    id: 'propuesta-que-convence',
    category: 'empresas',
    title: 'Cómo escribir una propuesta que convenza al cliente',
    excerpt:
      'Responder rápido, detallar qué incluye el precio y resolver las dudas antes de que surjan: lo que marca la diferencia cuando el cliente compara varias ofertas.',
    readingMinutes: 4,
  },
  {
    id: 'perfil-de-empresa',
    category: 'empresas',
    title: 'Tu perfil de empresa: lo que miran los clientes antes de elegir',
    excerpt:
      'Una descripción clara, los servicios bien marcados, fotos de tu flota y reseñas recientes. Cómo completar tu ficha para generar confianza desde el primer vistazo.',
    readingMinutes: 5,
  },
];

export function categoryName(id: ArticleCategoryId): string {
  return ARTICLE_CATEGORIES.find((category) => category.id === id)?.name ?? '';
}
