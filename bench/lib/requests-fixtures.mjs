// Spanish request and proposal texts for bench/requests-explain.mjs (services from the catalog, checked).
import { ALL_SERVICES, DIRECTORY_SERVICES } from '@rutalia/catalog';

// Request templates: title, description (HTML, as the rich-text editor stores it) and catalog services.
export const TEMPLATES = [
  [
    'Mudanza de piso de 3 habitaciones',
    'Necesito mudanza completa de un piso de 90 m² con ascensor, embalaje de cristalería y montaje de muebles. Fechas flexibles.',
    ['Mudanzas', 'Mudanzas de viviendas'],
  ],
  [
    'Mudanza de oficina con 25 puestos',
    'Traslado de mobiliario, archivadores y equipos informáticos un fin de semana; hace falta camión con plataforma elevadora.',
    ['Mudanzas de oficinas y empresas'],
  ],
  [
    'Transporte de 12 palés',
    'Carga paletizada de alimentación seca, 12 europalés de 600 kg. Recogida en polígono con muelle de carga.',
    ['Transporte de mercancía paletizada', 'Transporte Nacional'],
  ],
  [
    'Envío urgente de recambios',
    'Paquetería urgente de recambios de automoción, 40 kg, entrega en menos de 24 horas.',
    ['Paquetería y mensajería', 'Transporte urgente con vehículo dedicado'],
  ],
  [
    'Almacenaje de muebles durante tres meses',
    'Busco guardamuebles con vigilancia para el contenido de un piso mientras duran las obras de reforma.',
    ['Almacenaje', 'Mudanzas'],
  ],
  [
    'Logística para tienda online de cosmética',
    'Preparación de pedidos, almacenaje y envío de unos 300 pedidos al mes; integración con la tienda en línea.',
    ['Logística E-commerce', 'Preparación de Pedidos'],
  ],
  [
    'Transporte internacional de maquinaria a Portugal',
    'Camión completo con maquinaria industrial hacia Oporto; gestión de la documentación incluida.',
    ['Transporte internacional por carretera', 'Gestión Aduanera'],
  ],
  [
    'Traslado de piano de cola',
    'Piano de cola de 400 kg en un segundo piso sin ascensor; requiere grúa o escalera mecánica.',
    ['Mudanzas', 'Traslado de pianos y objetos delicados'],
  ],
  [
    'Transporte frigorífico de fruta',
    'Carga de fruta de temporada a temperatura controlada (2-4 °C), dos viajes por semana durante la campaña.',
    ['Transporte frigorífico y a temperatura controlada', 'Transporte Especializado'],
  ],
  [
    'Distribución de última milla',
    'Reparto diario de paquetes pequeños desde nuestro almacén, unas 150 entregas por jornada.',
    ['Distribución', 'Paquetería y mensajería'],
  ],
  [
    'Recogida de devoluciones de clientes',
    'Recogida de devoluciones a domicilio, revisión y reacondicionamiento en almacén (logística inversa).',
    ['Logística Inversa'],
  ],
  [
    'Mudanza internacional a Francia',
    'Mudanza de vivienda a Lyon, unos 30 m³, con embalaje, desmontaje y seguro a todo riesgo.',
    ['Mudanzas internacionales', 'Mudanzas'],
  ],
];
const catalogServices = new Set([...ALL_SERVICES, ...DIRECTORY_SERVICES]);
for (const [, , services] of TEMPLATES) {
  for (const s of services) if (!catalogServices.has(s)) throw new Error(`Servicio fuera del catálogo: ${s}`);
}
export const PROPOSAL_TEXTS = [
  'Podemos hacerlo la próxima semana con camión de 20 m³ y dos operarios.',
  'Precio cerrado con embalaje incluido y seguro de mercancía a todo riesgo.',
  'Disponemos de plataforma elevadora y personal especializado en objetos frágiles.',
  'Presupuesto sin compromiso; salida desde nuestra nave, recogida en 48 horas.',
  'Tenemos ruta regular por la zona: compartiendo camión sale más económico.',
];
