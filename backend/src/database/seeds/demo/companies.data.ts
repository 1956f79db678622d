/**
 * The 24 demo companies. `services` are category names of DIRECTORY_SERVICES and city/province
 * pairs come from the catalog (checked by `assertDemoCatalogData` in validate.ts), so every company
 * shows up under the directory filters and on the location and service landing pages.
 *
 * Descriptions are sanitized-style HTML using only <p>, <strong>, <ul> and <li>.
 */

export type GalleryScene = 'truck' | 'warehouse' | 'van';

/** What kind of work a company does (chooses proposal messages and review comments). */
export type Segment = 'mudanzas' | 'transporte' | 'frio' | 'almacen' | 'aduanas' | 'ecommerce' | 'tecnologia' | 'especial';

export interface DemoCompany {
  /** Stable key used by requests.data.ts to pin proposals. */
  key: string;
  name: string;
  city: string;
  province: string;
  services: string[];
  contactPerson: string;
  phone: string;
  verified: boolean;
  plan: 'basic' | 'professional' | 'premium';
  /** trialing: joined less than 7 days ago; active: paying (monthly unless yearly). */
  subscription: 'trialing' | 'active';
  yearly?: boolean;
  /** Days since the company joined Rutalia (trialing companies: fewer than 7). */
  ageDays: number;
  /** Brand colour of the generated logo and gallery pictures. */
  color: string;
  gallery: GalleryScene[];
  segment: Segment;
  /** How many demo clients review it. */
  reviews: number;
  /** Island operators: places that must appear in a job (or its province match) for them to answer. */
  islands?: string[];
  /** Login email of the owning company user (default: `<slug>@demo.rutalia.es`). */
  accountEmail?: string;
  description: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
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
    subscription: 'trialing',
    ageDays: 5,
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
    ageDays: 190,
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
  {
    key: 'pisuerga',
    name: 'Transportes Pisuerga',
    city: 'Valladolid',
    province: 'Valladolid',
    services: ['Transporte Nacional', 'Almacenaje'],
    contactPerson: 'Luis Arranz Pastor',
    phone: '+34 983 372 519',
    verified: false,
    plan: 'basic',
    subscription: 'active',
    ageDays: 150,
    color: '#A61E4D',
    gallery: ['truck'],
    segment: 'transporte',
    reviews: 3,
    description:
      '<p><strong>Transportes Pisuerga</strong> es una empresa de transporte por carretera con sede en Valladolid. Movemos mercancía paletizada y carga completa para la industria de la automoción, la alimentación y la construcción de Castilla y León.</p>' +
      '<ul><li>Tráilers de lona y camiones rígidos con trampilla</li><li>Almacén de 3.000 m² para stock de clientes y cross-docking</li><li>Servicio urgente con vehículo dedicado</li></ul>',
  },
  {
    key: 'navarra',
    name: 'Navarra Logística Integral',
    city: 'Pamplona',
    province: 'Navarra',
    services: ['Grandes Cuentas', 'Almacenaje', 'Preparación de Pedidos'],
    contactPerson: 'Ainhoa Goñi Echarri',
    phone: '+34 948 126 803',
    verified: true,
    plan: 'premium',
    subscription: 'active',
    ageDays: 450,
    color: '#2F9E44',
    gallery: ['warehouse', 'truck'],
    segment: 'almacen',
    reviews: 3,
    description:
      '<p><strong>Navarra Logística Integral</strong> es un operador logístico 3PL para fabricantes que quieren externalizar su almacén sin perder el control. Gestionamos operaciones completas, desde la recepción de materia prima hasta la expedición a cliente.</p>' +
      '<ul><li>Operaciones logísticas in-house en las instalaciones del cliente</li><li>Planificación de campañas y picos de demanda</li><li>Cuadros de mando semanales con los indicadores pactados</li></ul>' +
      '<p>Nuestra logística da servicio a la industria agroalimentaria y de componentes de la Ribera y la comarca de Pamplona.</p>',
  },
  {
    key: 'alacant',
    name: 'Mensajería Alacant Exprés',
    city: 'Alicante',
    province: 'Alicante',
    services: ['Distribución', 'Transporte Nacional', 'Logística E-commerce'],
    contactPerson: 'Vicente Pérez Llorca',
    phone: '+34 965 928 347',
    verified: false,
    plan: 'basic',
    subscription: 'active',
    ageDays: 120,
    color: '#F76707',
    gallery: ['van'],
    segment: 'ecommerce',
    reviews: 3,
    description:
      '<p><strong>Mensajería Alacant Exprés</strong> ofrece mensajería urgente y paquetería en la provincia de Alicante: Alicante, Elche, Benidorm, Alcoy y toda la Vega Baja.</p>' +
      '<ul><li>Servicio urgente en menos de dos horas dentro de la ciudad</li><li>Rutas diarias para comercios y tiendas online</li><li>Envíos nacionales en 24-48 horas</li></ul>',
  },
  {
    key: 'tecnoruta',
    name: 'TecnoRuta Sistemas',
    city: 'Madrid',
    province: 'Madrid',
    services: ['Tecnología Logística', 'Consultoría Logística'],
    contactPerson: 'Daniel Ortega Prieto',
    phone: '+34 911 834 260',
    verified: false,
    plan: 'basic',
    subscription: 'trialing',
    ageDays: 2,
    color: '#7048E8',
    gallery: [],
    segment: 'tecnologia',
    reviews: 0,
    description:
      '<p><strong>TecnoRuta Sistemas</strong> desarrolla e implanta software para empresas de transporte: planificación de rutas, seguimiento de la flota y albarán digital con firma en el móvil del conductor.</p>' +
      '<ul><li>Sistema de gestión del transporte (TMS) en la nube</li><li>Aplicación para conductores con prueba de entrega</li><li>Integración EDI con clientes y cargadores</li></ul>' +
      '<p>Te ayudamos a digitalizar tu logística en semanas, no en meses.</p>',
  },
  {
    key: 'giralda',
    name: 'Mudanzas La Giralda',
    city: 'Sevilla',
    province: 'Sevilla',
    services: ['Mudanzas', 'Servicios Personalizados'],
    contactPerson: 'Manuel Romero Vargas',
    phone: '+34 955 138 426',
    verified: false,
    plan: 'basic',
    subscription: 'active',
    ageDays: 220,
    color: '#D9480F',
    gallery: ['truck'],
    segment: 'mudanzas',
    reviews: 3,
    description:
      '<p><strong>Mudanzas La Giralda</strong> hace mudanzas en Sevilla y provincia desde 2005. Conocemos las calles estrechas del centro histórico y los trámites de cada ayuntamiento para reservar espacio de carga.</p>' +
      '<ul><li>Mudanzas de pisos y casas con montaje de muebles</li><li>Traslado de pianos, obras de arte y objetos delicados</li><li>Vaciado de viviendas y recogida de enseres</li></ul>',
  },
  {
    key: 'frio-sur',
    name: 'Frío Sur Granada',
    city: 'Granada',
    province: 'Granada',
    services: ['Transporte Especializado', 'Distribución'],
    contactPerson: 'Encarnación López Olmedo',
    phone: '+34 958 273 915',
    verified: false,
    plan: 'professional',
    subscription: 'trialing',
    ageDays: 4,
    color: '#0B7285',
    gallery: ['truck'],
    segment: 'frio',
    reviews: 1,
    description:
      '<p><strong>Frío Sur Granada</strong> distribuye producto refrigerado y congelado a hostelería, supermercados y comedores colectivos de Granada, Jaén y Almería.</p>' +
      '<ul><li>Furgonetas y camiones frigoríficos de 3,5 a 12 toneladas</li><li>Reparto diario al canal HORECA con cita previa</li><li>Transporte de medicamentos termolábiles entre +2 °C y +8 °C</li></ul>',
  },
  {
    key: 'reverso',
    name: 'Reverso Logística',
    city: 'Córdoba',
    province: 'Córdoba',
    services: ['Logística Inversa', 'Almacenaje', 'Logística E-commerce'],
    contactPerson: 'Pilar Navas Cabello',
    phone: '+34 957 410 286',
    verified: false,
    plan: 'professional',
    subscription: 'active',
    ageDays: 330,
    color: '#087F5B',
    gallery: ['warehouse'],
    segment: 'almacen',
    reviews: 2,
    description:
      '<p><strong>Reverso Logística</strong> se especializa en la logística inversa: devoluciones de tiendas online, retirada de aparatos eléctricos y electrónicos y recuperación de palés y envases.</p>' +
      '<ul><li>Recogida a domicilio del producto devuelto en toda Andalucía</li><li>Revisión, clasificación y reacondicionamiento para volver a venderlo</li><li>Gestión de residuos RAEE con gestores autorizados</li></ul>' +
      '<p>Convertimos las devoluciones en stock vendible y reducimos lo que acaba en el contenedor.</p>',
  },
  {
    key: 'baleares',
    name: 'Island Cargo Baleares',
    city: 'Palma',
    province: 'Illes Balears',
    services: ['Transporte Nacional', 'Transporte Internacional', 'Mudanzas'],
    contactPerson: 'Miquel Ferrer Oliver',
    phone: '+34 971 457 832',
    verified: false,
    plan: 'professional',
    subscription: 'active',
    ageDays: 400,
    color: '#15AABF',
    gallery: ['truck', 'van'],
    segment: 'transporte',
    reviews: 3,
    islands: ['Mallorca', 'Menorca', 'Ibiza', 'Baleares', 'Palma'],
    description:
      '<p><strong>Island Cargo Baleares</strong> une Mallorca, Menorca e Ibiza con la península. Tenemos salidas diarias en barco desde Barcelona y Valencia con carga completa, grupaje y vehículos.</p>' +
      '<ul><li>Grupaje marítimo con entrega en toda la isla</li><li>Mudanzas entre la península y las islas</li><li>Suministro de materiales para obra y hostelería en temporada</li></ul>',
  },
  {
    key: 'canarias',
    name: 'Tránsitos Atlánticos Canarias',
    city: 'Las Palmas de Gran Canaria',
    province: 'Las Palmas',
    services: ['Gestión Aduanera', 'Transporte Internacional', 'Distribución'],
    contactPerson: 'Yeray Santana Déniz',
    phone: '+34 928 361 540',
    verified: false,
    plan: 'basic',
    subscription: 'active',
    ageDays: 170,
    color: '#FAB005',
    gallery: [],
    segment: 'aduanas',
    reviews: 2,
    islands: ['Canarias', 'Gran Canaria', 'Tenerife', 'Lanzarote', 'Fuerteventura'],
    description:
      '<p><strong>Tránsitos Atlánticos Canarias</strong> resuelve el envío de mercancía entre la península y Canarias, con su documentación aduanera y fiscal propia (DUA de importación, IGIC y AIEM).</p>' +
      '<ul><li>Grupaje marítimo semanal desde Cádiz y Valencia</li><li>Despacho de aduanas de entrada y salida</li><li>Distribución en Gran Canaria, Lanzarote y Fuerteventura</li></ul>',
  },
  {
    key: 'tarraco',
    name: 'Transportes ADR Tarraco',
    city: 'Tarragona',
    province: 'Tarragona',
    services: ['Transporte Especializado', 'Transporte Nacional'],
    contactPerson: 'Montserrat Vidal Roig',
    phone: '+34 977 542 168',
    verified: true,
    plan: 'premium',
    subscription: 'active',
    ageDays: 640,
    color: '#E03131',
    gallery: ['truck'],
    segment: 'especial',
    reviews: 3,
    description:
      '<p><strong>Transportes ADR Tarraco</strong> está especializada en el transporte de mercancías peligrosas para la industria química del Camp de Tarragona.</p>' +
      '<ul><li>Conductores con carné ADR de cisternas y de explosivos</li><li>Cisternas y contenedores IBC, carga paletizada ADR</li><li>Consejero de seguridad propio</li></ul>' +
      '<p>Cumplimos el ADR en cada detalle: documentación, señalización, equipamiento y formación continua del personal.</p>',
  },
  {
    key: 'meseta',
    name: 'Transportes Rápidos Meseta',
    city: 'Madrid',
    province: 'Madrid',
    services: ['Transporte Nacional', 'Mudanzas', 'Distribución'],
    contactPerson: 'Raúl Sánchez Peña',
    phone: '+34 655 482 917',
    verified: false,
    plan: 'professional',
    subscription: 'trialing',
    ageDays: 3,
    color: '#1C7ED6',
    gallery: ['van', 'truck'],
    segment: 'transporte',
    reviews: 0,
    accountEmail: 'empresa@demo.rutalia.es',
    description:
      '<p><strong>Transportes Rápidos Meseta</strong> es una empresa joven de Madrid con furgonetas y camiones de 3,5 a 7,5 toneladas. Hacemos portes, pequeñas mudanzas y rutas de reparto en el centro peninsular.</p>' +
      '<ul><li>Portes y mudanzas pequeñas con ayudante</li><li>Envíos de palés sueltos a Valencia, Zaragoza y Andalucía</li><li>Rutas de reparto para comercios y distribuidores</li></ul>' +
      '<p>Precio cerrado antes de empezar y respuesta en menos de dos horas en horario laboral.</p>',
  },
  {
    key: 'henares',
    name: 'Almacenes Henares Logística',
    city: 'Coslada',
    province: 'Madrid',
    services: ['Almacenaje', 'Preparación de Pedidos', 'Grandes Cuentas', 'Logística E-commerce'],
    contactPerson: 'Patricia Moreno Calvo',
    phone: '+34 916 735 204',
    verified: true,
    plan: 'premium',
    subscription: 'active',
    ageDays: 510,
    color: '#495057',
    gallery: ['warehouse', 'warehouse'],
    segment: 'almacen',
    reviews: 3,
    description:
      '<p><strong>Almacenes Henares Logística</strong> dispone de 25.000 m² en el Corredor del Henares, junto al centro de transportes de Coslada y a quince minutos del aeropuerto de Madrid-Barajas.</p>' +
      '<ul><li>Almacenaje de palés, estanterías de picking y zona de temperatura controlada</li><li>Preparación de pedidos para retail y comercio electrónico</li><li>Gestor de cuenta dedicado e informes a medida</li><li>Depósito aduanero para mercancía de importación</li></ul>' +
      '<p>Escalamos con tu negocio: reforzamos equipos para campañas como Black Friday o Navidad sin que tengas que contratar a nadie.</p>',
  },
];
