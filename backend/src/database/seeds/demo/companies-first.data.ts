import type { DemoCompany } from './companies.data.js';
import { DEMO_UNPAID_COMPANY_EMAIL } from './people.data.js';

/** Demo companies, first half (order matters: the seed is deterministic). */
export const DEMO_COMPANIES_FIRST: readonly DemoCompany[] = [
  {
    key: 'ruiz',
    name: 'Mudanzas Hermanos Ruiz',
    city: 'Madrid',
    province: 'Madrid',
    services: ['Mudanzas', 'Almacenaje', 'Servicios Personalizados'],
    contactPerson: 'Javier Ruiz Ortega',
    phone: '+34 914 283 517',
    verified: true,
    plan: 'professional',
    subscription: 'active',
    ageDays: 540,
    color: '#E8590C',
    gallery: ['truck', 'warehouse', 'van'],
    segment: 'mudanzas',
    reviews: 5,
    description:
      '<p><strong>Mudanzas Hermanos Ruiz</strong> es una empresa familiar fundada en 1998 en Madrid. Tres generaciones después seguimos haciendo lo mismo: mudanzas de viviendas y oficinas con personal propio, sin subcontratas y con presupuesto cerrado por escrito.</p>' +
      '<p>Nos encargamos de todo el proceso para que solo tengas que preocuparte de la llave de tu nueva casa:</p>' +
      '<ul><li>Embalaje profesional con material nuevo y protección de muebles</li><li>Desmontaje y montaje de muebles y lámparas</li><li>Elevador exterior y gestión del permiso de ocupación de vía pública</li><li>Guardamuebles vigilado en Coslada por días o meses</li></ul>' +
      '<p>Trabajamos en toda la Comunidad de Madrid y hacemos rutas semanales a Valencia, Andalucía y la cornisa cantábrica. Seguro de mercancías incluido en todas las mudanzas.</p>',
  },
  {
    key: 'frio-levante',
    name: 'Frío Levante Logística',
    city: 'Valencia',
    province: 'Valencia',
    services: ['Transporte Especializado', 'Almacenaje', 'Distribución'],
    contactPerson: 'Amparo Soler Climent',
    phone: '+34 963 417 226',
    verified: true,
    plan: 'premium',
    subscription: 'active',
    yearly: true,
    ageDays: 690,
    color: '#1098AD',
    gallery: ['truck', 'warehouse'],
    segment: 'frio',
    reviews: 5,
    description:
      '<p><strong>Frío Levante Logística</strong> es un operador especializado en la cadena de frío para la industria agroalimentaria. Movemos fruta, verdura, carne, pescado y producto congelado desde la Comunitat Valenciana a toda la península y a Europa.</p>' +
      '<ul><li>Flota propia de 45 semirremolques frigoríficos con certificado ATP clase C (hasta -20 °C)</li><li>Bitemperatura para cargas mixtas de fresco y congelado</li><li>Registro continuo de temperatura con informe descargable en cada entrega</li><li>Almacén frigorífico de 6.000 m² en Riba-roja de Túria</li></ul>' +
      '<p>Ofrecemos rutas diarias a Madrid, Barcelona y Andalucía y servicio de grupaje frigorífico para pequeños productores que no llenan un camión completo.</p>',
  },
  {
    key: 'cantabrico',
    name: 'Transportes Cantábrico Express',
    city: 'Santander',
    province: 'Cantabria',
    services: ['Transporte Nacional', 'Distribución', 'Transporte Internacional'],
    contactPerson: 'Marcos Gutiérrez Sainz',
    phone: '+34 942 318 904',
    verified: true,
    plan: 'professional',
    subscription: 'active',
    ageDays: 410,
    color: '#1B3A5C',
    gallery: ['truck'],
    segment: 'transporte',
    reviews: 4,
    description:
      '<p><strong>Transportes Cantábrico Express</strong> conecta la cornisa cantábrica con el resto de España desde hace más de veinte años. Somos especialistas en carga completa y grupaje paletizado con salidas diarias desde Santander.</p>' +
      '<p>Nuestros conductores conocen cada polígono del norte y nuestros clientes saben a qué hora llega su mercancía: seguimiento en tiempo real y aviso al destinatario antes de la entrega.</p>' +
      '<ul><li>Rutas diarias Santander – Madrid y Santander – Bilbao – Barcelona</li><li>Grupaje semanal a Francia y Portugal</li><li>Camiones con plataforma elevadora para entregas sin muelle</li></ul>',
  },
  {
    key: 'guadalquivir',
    name: 'Logística Guadalquivir',
    city: 'Sevilla',
    province: 'Sevilla',
    services: ['Almacenaje', 'Preparación de Pedidos', 'Distribución', 'Logística E-commerce'],
    contactPerson: 'Rocío Benítez Caballero',
    phone: '+34 954 627 310',
    verified: true,
    plan: 'premium',
    subscription: 'active',
    ageDays: 620,
    color: '#2B8A3E',
    gallery: ['warehouse', 'van', 'truck'],
    segment: 'almacen',
    reviews: 5,
    description:
      '<p>En <strong>Logística Guadalquivir</strong> nos ocupamos de la logística de marcas de alimentación, cosmética y textil que venden en tienda física y online. Disponemos de 12.000 m² de almacén en el Polígono La Isla (Dos Hermanas), a diez minutos de Sevilla.</p>' +
      '<ul><li>Almacenaje de palés y de producto a granel con control de lotes y caducidades</li><li>Preparación de pedidos unitarios para tiendas online, con salida el mismo día</li><li>Distribución capilar en Andalucía occidental con furgonetas propias</li><li>Integración con las principales plataformas de comercio electrónico</li></ul>' +
      '<p>Cada cliente tiene una persona de referencia y acceso a un panel con su stock, sus pedidos y sus devoluciones en tiempo real.</p>',
  },
  {
    key: 'nervion',
    name: 'Aduanas y Tránsitos Nervión',
    city: 'Bilbao',
    province: 'Bizkaia',
    services: ['Gestión Aduanera', 'Transporte Internacional', 'Consultoría Logística'],
    contactPerson: 'Itziar Zubiaurre Larrea',
    phone: '+34 944 235 781',
    verified: true,
    plan: 'professional',
    subscription: 'active',
    ageDays: 480,
    color: '#364FC7',
    gallery: ['warehouse'],
    segment: 'aduanas',
    reviews: 3,
    description:
      '<p><strong>Aduanas y Tránsitos Nervión</strong> es una agencia de aduanas con oficina en el Puerto de Bilbao. Tramitamos importaciones y exportaciones por mar, carretera y avión para pymes industriales del norte de España.</p>' +
      '<ul><li>Despacho de importación y exportación (DUA) y representación aduanera directa e indirecta</li><li>Tránsitos T1 y documentación de origen</li><li>Clasificación arancelaria TARIC y estudio de aranceles antes de cerrar la venta</li><li>Asesoramiento en envíos al Reino Unido tras el Brexit</li></ul>' +
      '<p>Respondemos el mismo día y te explicamos cada trámite sin jerga: preferimos un cliente que entiende su aduana a uno que depende de nosotros para todo.</p>',
  },
  {
    key: 'ebro',
    name: 'Ebro Cargo',
    city: 'Zaragoza',
    province: 'Zaragoza',
    services: ['Transporte Nacional', 'Almacenaje', 'Grandes Cuentas'],
    contactPerson: 'Sergio Lanuza Gimeno',
    phone: '+34 976 524 118',
    verified: true,
    plan: 'premium',
    subscription: 'active',
    ageDays: 730,
    color: '#C92A2A',
    gallery: ['truck', 'warehouse'],
    segment: 'transporte',
    reviews: 4,
    description:
      '<p><strong>Ebro Cargo</strong> opera desde la Plataforma Logística de Zaragoza (PLAZA), en el punto equidistante entre Madrid, Barcelona, Valencia y Bilbao. Esa posición nos permite entregar en cualquiera de las cuatro ciudades en menos de 24 horas.</p>' +
      '<p>Trabajamos para fabricantes y distribuidores que necesitan capacidad fiable todo el año:</p>' +
      '<ul><li>Carga completa y grupaje paletizado nacional</li><li>Almacén de 20.000 m² con cross-docking</li><li>Gestor de cuenta dedicado y acuerdos de nivel de servicio (SLA) por escrito</li></ul>',
  },
  {
    key: 'costa-sol',
    name: 'Costa del Sol Mudanzas',
    city: 'Málaga',
    province: 'Málaga',
    services: ['Mudanzas', 'Almacenaje', 'Transporte Internacional'],
    contactPerson: 'Antonio Rivas Moreno',
    phone: '+34 952 304 671',
    verified: false,
    plan: 'basic',
    subscription: 'active',
    payer: 'late',
    ageDays: 260,
    color: '#F08C00',
    gallery: ['van', 'truck'],
    segment: 'mudanzas',
    reviews: 4,
    description:
      '<p><strong>Costa del Sol Mudanzas</strong> realiza mudanzas locales, nacionales e internacionales desde Málaga. Muchos de nuestros clientes son familias que se trasladan entre la Costa del Sol y el Reino Unido, Alemania o los países nórdicos.</p>' +
      '<ul><li>Mudanzas puerta a puerta con presupuesto cerrado</li><li>Gestión de la documentación para mudanzas fuera de la Unión Europea</li><li>Guardamuebles en Alhaurín de la Torre</li></ul>' +
      '<p>Hablamos español, inglés y alemán.</p>',
  },
  {
    key: 'rutas-bcn',
    name: 'Rutas Urbanas BCN',
    city: 'Barcelona',
    province: 'Barcelona',
    services: ['Distribución', 'Logística E-commerce', 'Logística Inversa'],
    contactPerson: 'Jordi Casals Ferrer',
    phone: '+34 933 186 442',
    verified: true,
    plan: 'professional',
    subscription: 'active',
    ageDays: 350,
    color: '#5C940D',
    gallery: ['van'],
    segment: 'ecommerce',
    reviews: 4,
    description:
      '<p><strong>Rutas Urbanas BCN</strong> es una empresa de reparto de última milla en Barcelona y su área metropolitana. Repartimos con furgonetas eléctricas y bicicletas de carga, así que entramos en la zona de bajas emisiones sin restricciones.</p>' +
      '<ul><li>Entregas en el día para pedidos recogidos antes de las 13:00</li><li>Franjas horarias de dos horas elegidas por el cliente final</li><li>Recogida de devoluciones a domicilio</li><li>Prueba de entrega con foto y firma digital</li></ul>' +
      '<p>Ideal para tiendas online, floristerías, farmacias y comercios de proximidad.</p>',
  },
  {
    key: 'mediterraneo',
    name: 'Mediterráneo Fulfillment',
    city: "L'Hospitalet de Llobregat",
    province: 'Barcelona',
    services: ['Logística E-commerce', 'Preparación de Pedidos', 'Almacenaje'],
    contactPerson: 'Laia Soler Bosch',
    phone: '+34 932 641 075',
    verified: false,
    plan: 'professional',
    subscription: 'active',
    // Its trial ended two days ago: its first invoice is pending, paid on its due date.
    payer: 'onDueDate',
    ageDays: 9,
    color: '#0CA678',
    gallery: ['warehouse'],
    segment: 'ecommerce',
    reviews: 1,
    description:
      '<p><strong>Mediterráneo Fulfillment</strong> almacena, prepara y envía los pedidos de tiendas online pequeñas y medianas desde nuestro almacén junto al puerto de Barcelona.</p>' +
      '<ul><li>Sin permanencia y sin cuota mínima: pagas por pedido preparado</li><li>Conexión con las plataformas de tienda online más habituales</li><li>Embalaje con tu marca y tarjetas personalizadas</li></ul>' +
      '<p>Envíos a toda España y Portugal con varias agencias de paquetería, eligiendo siempre la más adecuada para cada destino.</p>',
  },
  {
    key: 'castillo',
    name: 'Transportes Hermanos Castillo',
    city: 'Murcia',
    province: 'Murcia',
    services: ['Transporte Especializado', 'Transporte Nacional', 'Transporte Internacional'],
    contactPerson: 'Francisco Castillo Ros',
    phone: '+34 968 251 390',
    verified: true,
    plan: 'basic',
    subscription: 'active',
    ageDays: 580,
    color: '#1E4FD8',
    gallery: ['truck', 'truck'],
    segment: 'frio',
    reviews: 4,
    description:
      '<p><strong>Transportes Hermanos Castillo</strong> lleva la huerta de Murcia a los mercados de Europa. Somos especialistas en transporte frigorífico de fruta y verdura con destino a Francia, Alemania, Países Bajos y Reino Unido.</p>' +
      '<ul><li>Camiones frigoríficos con doble conductor para rutas internacionales</li><li>Equipos con registro de temperatura y alarma remota</li><li>Carga en cooperativas y almacenes de manipulado de toda la Región de Murcia</li></ul>' +
      '<p>También hacemos rutas nacionales a Mercamadrid y Mercabarna todas las noches.</p>',
  },
  {
    key: 'galicia',
    name: 'Galicia Carga Atlántica',
    city: 'Vigo',
    province: 'Pontevedra',
    services: ['Transporte Internacional', 'Gestión Aduanera', 'Transporte Nacional'],
    contactPerson: 'Xoán Otero Piñeiro',
    phone: '+34 986 447 213',
    verified: false,
    plan: 'basic',
    subscription: 'active',
    payer: 'stopped',
    ageDays: 190,
    accountEmail: DEMO_UNPAID_COMPANY_EMAIL,
    color: '#1971C2',
    gallery: ['truck'],
    segment: 'transporte',
    reviews: 3,
    description:
      '<p><strong>Galicia Carga Atlántica</strong> es un transitario con base en el puerto de Vigo. Organizamos envíos marítimos en contenedor completo y grupaje, y el transporte por carretera desde y hasta el puerto.</p>' +
      '<ul><li>Contenedores de 20 y 40 pies a América, Norte de África y Asia</li><li>Despacho de aduanas en el propio puerto</li><li>Conexiones por carretera con Portugal, Madrid y la meseta</li></ul>',
  },
  {
    key: 'asturlog',
    name: 'Asturlog Consultores',
    city: 'Oviedo',
    province: 'Asturias',
    services: ['Consultoría Logística', 'Tecnología Logística', 'Grandes Cuentas'],
    contactPerson: 'Beatriz Fernández Álvarez',
    phone: '+34 985 207 664',
    verified: true,
    plan: 'professional',
    subscription: 'active',
    ageDays: 300,
    color: '#6741D9',
    gallery: [],
    segment: 'tecnologia',
    reviews: 2,
    description:
      '<p><strong>Asturlog Consultores</strong> ayuda a empresas industriales y de distribución a reducir su coste logístico sin perder nivel de servicio. Somos ingenieros con experiencia en operaciones, no solo en informes.</p>' +
      '<ul><li>Auditoría de almacenes: layout, ubicación de referencias y productividad del picking</li><li>Optimización de rutas y de la flota propia</li><li>Selección e implantación de software de gestión de almacenes (SGA) y de transporte (TMS)</li></ul>' +
      '<p>Trabajamos por proyectos con objetivos medibles y acompañamos la implantación hasta que los resultados se ven en la cuenta de resultados.</p>',
  },
];
