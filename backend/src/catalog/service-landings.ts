/**
 * Content of the 15 service landing pages (`/services/{slug}` and `/{slug}`), spec section 2
 * 'Service landing'. Pure data, shared by the site (page content, document title, meta tags) and
 * the backend (server-side meta tags, sitemap).
 *
 * `title` is the document title without the brand (the site and the server append " · Rutalia");
 * `relatedServices` are category names usable as the directory's service filter.
 */

export interface ServiceLandingBenefit {
  readonly title: string;
  readonly text: string;
}

export interface ServiceLanding {
  readonly slug: string;
  /** Short name for cards, breadcrumbs and links. */
  readonly name: string;
  /** Document title (without the brand). */
  readonly title: string;
  readonly h1: string;
  /** Introductory paragraph under the heading. */
  readonly description: string;
  /** Meta description, at most 160 characters. */
  readonly metaDescription: string;
  readonly keywords: readonly string[];
  /** Short icon name (lucide-style): truck, ship, plane, warehouse, ... */
  readonly icon: string;
  readonly benefits: readonly ServiceLandingBenefit[];
  readonly features: readonly string[];
  /** Names of service categories (values of the directory's service filter). */
  readonly relatedServices: readonly string[];
}

export { SERVICE_LANDING_SLUGS, type ServiceLandingSlug } from './service-landing-slugs.js';

export const SERVICE_LANDINGS: readonly ServiceLanding[] = [
  {
    slug: 'transporte-terrestre',
    name: 'Transporte Terrestre',
    title: 'Transporte terrestre de mercancías por carretera en España',
    h1: 'Transporte terrestre de mercancías',
    description:
      'Encuentra empresas de transporte por carretera para mover tu mercancía por toda la Península: cargas completas, grupaje y envíos paletizados. Publica tu solicitud, compara los presupuestos de transportistas verificados y elige la oferta que mejor se ajuste a tus plazos y a tu presupuesto.',
    metaDescription:
      'Compara presupuestos de empresas de transporte por carretera en España: carga completa, grupaje y mercancía paletizada con transportistas verificados.',
    keywords: [
      'transporte terrestre',
      'transporte por carretera',
      'transporte de mercancías',
      'carga completa',
      'grupaje',
      'transportistas en España',
    ],
    icon: 'truck',
    benefits: [
      {
        title: 'Cobertura nacional',
        text: 'Transportistas con rutas por toda la Península y conexiones con Baleares, Canarias, Ceuta y Melilla.',
      },
      {
        title: 'Presupuestos comparables',
        text: 'Recibe varias propuestas con precio para la misma solicitud y compáralas sin compromiso.',
      },
      {
        title: 'Carga completa o grupaje',
        text: 'Contrata un camión entero o comparte espacio y paga solo por los palés que envías.',
      },
      {
        title: 'Trato directo',
        text: 'Habla con la empresa desde la plataforma para concretar horarios de carga y descarga y el resto de condiciones.',
      },
    ],
    features: [
      'Carga completa (FTL) y grupaje (LTL)',
      'Furgonetas, camiones rígidos y tráileres',
      'Mercancía paletizada, a granel y bultos sueltos',
      'Seguimiento del envío',
      'Seguro de mercancías',
      'Rutas regulares o servicios puntuales',
    ],
    relatedServices: ['Transporte Nacional', 'Distribución', 'Transporte Especializado'],
  },
  {
    slug: 'transporte-maritimo',
    name: 'Transporte Marítimo',
    title: 'Transporte marítimo de mercancías: contenedor completo y grupaje',
    h1: 'Transporte marítimo de mercancías',
    description:
      'Conecta con transitarios y operadores logísticos que gestionan envíos por mar desde los principales puertos españoles, como Valencia, Algeciras, Barcelona o Bilbao. Contenedor completo o grupaje, con la documentación y el transporte por carretera hasta el puerto resueltos en una sola solicitud.',
    metaDescription:
      'Transitarios para transporte marítimo desde puertos españoles: contenedor completo (FCL), grupaje (LCL) y gestión documental. Pide presupuesto.',
    keywords: [
      'transporte marítimo',
      'flete marítimo',
      'contenedor FCL',
      'grupaje marítimo LCL',
      'transitario',
      'importación por barco',
    ],
    icon: 'ship',
    benefits: [
      {
        title: 'Ideal para grandes volúmenes',
        text: 'El barco es la opción más económica para cargas voluminosas y envíos intercontinentales sin urgencia.',
      },
      {
        title: 'Contenedor completo o compartido',
        text: 'Reserva un contenedor de 20 o 40 pies en exclusiva o comparte espacio en grupaje si tu carga es menor.',
      },
      {
        title: 'Servicio puerta a puerta',
        text: 'Muchas empresas se encargan también de la recogida, el despacho de aduanas y la entrega final.',
      },
      {
        title: 'Asesoramiento en Incoterms',
        text: 'Aclara con el transitario quién asume cada coste y cada riesgo antes de cerrar la operación.',
      },
    ],
    features: [
      'Contenedores de 20 y 40 pies (FCL)',
      'Grupaje marítimo (LCL)',
      'Contenedores refrigerados',
      'Reserva de espacio con navieras',
      'Conocimiento de embarque (B/L) y documentación',
      'Transporte por carretera hasta el puerto y desde él',
    ],
    relatedServices: ['Transporte Internacional', 'Gestión Aduanera', 'Almacenaje'],
  },
  {
    slug: 'transporte-aereo',
    name: 'Transporte Aéreo',
    title: 'Transporte aéreo de mercancías: envíos urgentes e internacionales',
    h1: 'Transporte aéreo de carga',
    description:
      'Para mercancía urgente, de alto valor o perecedera, el avión es la vía más rápida. Encuentra agentes de carga aérea que gestionan la reserva, la documentación y la entrega desde aeropuertos como Madrid-Barajas, Barcelona-El Prat o Zaragoza.',
    metaDescription:
      'Agentes de carga aérea para envíos urgentes, mercancía de valor y perecederos: recogida, documentación y aduanas. Compara presupuestos en Rutalia.',
    keywords: [
      'transporte aéreo',
      'carga aérea',
      'transporte aéreo de mercancías',
      'agente de carga aérea',
      'envíos urgentes internacionales',
      'air cargo',
    ],
    icon: 'plane',
    benefits: [
      {
        title: 'Plazos de entrega cortos',
        text: 'Llega a otros continentes en días, no en semanas, cuando el plazo pesa más que el coste.',
      },
      {
        title: 'Menos manipulación',
        text: 'Menos transbordos y controles estrictos en los aeropuertos, algo especialmente valioso para la mercancía de alto valor.',
      },
      {
        title: 'Adecuado para perecederos',
        text: 'Alimentos frescos, flores o productos farmacéuticos llegan a tiempo y en las condiciones que requieren.',
      },
      {
        title: 'Gestión integral',
        text: 'El agente de carga coordina la recogida, el embalaje, la documentación y el despacho de aduanas.',
      },
    ],
    features: [
      'Carga general y consolidada',
      'Envíos urgentes y courier internacional',
      'Mercancía perecedera y farmacéutica',
      'Mercancías peligrosas según la normativa IATA',
      'Guía aérea (AWB) y documentación',
      'Recogida y entrega puerta a puerta',
    ],
    relatedServices: ['Transporte Internacional', 'Gestión Aduanera', 'Transporte Especializado'],
  },
  {
    slug: 'logistica-almacenaje',
    name: 'Logística y Almacenaje',
    title: 'Logística y almacenaje de mercancías en toda España',
    h1: 'Logística y almacenaje',
    description:
      'Encuentra espacio de almacén y operadores logísticos que guardan, controlan y preparan tu mercancía. Desde unos pocos palés durante una temporada hasta la externalización completa de tu logística, pagando solo por el espacio y los servicios que utilizas.',
    metaDescription:
      'Almacenes y operadores logísticos en España: almacenaje por palé, temperatura controlada, preparación de pedidos y gestión de stock. Pide presupuesto.',
    keywords: [
      'almacenaje',
      'logística',
      'almacén de mercancías',
      'alquiler de espacio en almacén',
      'operador logístico',
      'almacenaje por palé',
    ],
    icon: 'warehouse',
    benefits: [
      {
        title: 'Espacio flexible',
        text: 'Amplía o reduce el espacio según la temporada sin asumir el coste fijo de un almacén propio.',
      },
      {
        title: 'Instalaciones adecuadas',
        text: 'Almacenes con estanterías, muelles de carga, vigilancia y, si lo necesitas, temperatura controlada.',
      },
      {
        title: 'Stock bajo control',
        text: 'Registro de entradas, salidas y existencias con sistemas de gestión de almacén.',
      },
      {
        title: 'Un solo proveedor',
        text: 'Combina almacenaje, preparación de pedidos y distribución con la misma empresa.',
      },
    ],
    features: [
      'Almacenaje por palé o por metro cuadrado',
      'Almacenes con temperatura controlada',
      'Depósito aduanero y fiscal',
      'Recepción y ubicación de la mercancía',
      'Preparación de pedidos (picking)',
      'Inventarios periódicos',
    ],
    relatedServices: ['Almacenaje', 'Preparación de Pedidos', 'Distribución'],
  },
  {
    slug: 'distribucion',
    name: 'Distribución',
    title: 'Distribución de mercancías a tiendas, empresas y particulares',
    h1: 'Distribución de mercancías',
    description:
      'Empresas de distribución que llevan tus productos desde el almacén hasta tiendas, clientes profesionales o consumidores finales. Rutas diarias o programadas, reparto capilar en ciudad y entregas con cita previa en grandes superficies.',
    metaDescription:
      'Empresas de distribución de mercancías en España: reparto capilar, rutas programadas y entregas a comercios, hostelería y particulares. Compara ofertas.',
    keywords: [
      'distribución de mercancías',
      'reparto capilar',
      'distribución comercial',
      'rutas de reparto',
      'distribución HORECA',
      'empresa de distribución',
    ],
    icon: 'package',
    benefits: [
      {
        title: 'Rutas optimizadas',
        text: 'Planificación que agrupa las entregas por zonas para recorrer menos kilómetros y ganar tiempo.',
      },
      {
        title: 'Entregas con cita',
        text: 'Coordinación de franjas horarias con grandes superficies, plataformas de distribución y clientes finales.',
      },
      {
        title: 'Flota adaptada',
        text: 'Furgonetas para el centro de las ciudades y camiones para las entregas de mayor volumen.',
      },
      {
        title: 'Prueba de entrega',
        text: 'Albarán firmado o confirmación digital de cada entrega para que lleves el control.',
      },
    ],
    features: [
      'Reparto capilar urbano e interurbano',
      'Distribución a comercios y grandes superficies',
      'Reparto al canal HORECA',
      'Rutas fijas diarias o semanales',
      'Entregas con cita previa',
      'Gestión de incidencias y segundas entregas',
    ],
    relatedServices: ['Distribución', 'Transporte Nacional', 'Almacenaje'],
  },
  {
    slug: 'mudanzas',
    name: 'Mudanzas',
    title: 'Empresas de mudanzas: presupuestos para pisos, casas y oficinas',
    h1: 'Mudanzas de viviendas y oficinas',
    description:
      'Compara presupuestos de empresas de mudanzas para tu piso, tu casa o tu oficina. Cuéntanos qué hay que trasladar, desde dónde y hasta dónde, y recibe ofertas de profesionales que se encargan del embalaje, el desmontaje de los muebles, el transporte y el montaje en destino.',
    metaDescription:
      'Pide presupuesto de mudanza a empresas verificadas: pisos, casas y oficinas, embalaje, montaje de muebles y guardamuebles. Compara y elige.',
    keywords: [
      'mudanzas',
      'empresa de mudanzas',
      'presupuesto de mudanza',
      'mudanza de piso',
      'mudanza de oficina',
      'guardamuebles',
    ],
    icon: 'home',
    benefits: [
      {
        title: 'Una solicitud, varios presupuestos',
        text: 'Describe tu mudanza una sola vez y recibe propuestas de distintas empresas para comparar precio y servicio.',
      },
      {
        title: 'Embalaje profesional',
        text: 'Cajas, mantas y protecciones adecuadas para que los muebles y los objetos frágiles lleguen en buen estado.',
      },
      {
        title: 'Desmontaje y montaje',
        text: 'Los operarios desmontan los muebles en origen y los vuelven a montar en tu nueva casa.',
      },
      {
        title: 'Guardamuebles si lo necesitas',
        text: 'Guarda tus cosas unos días o unos meses mientras terminas una reforma o encuentras vivienda.',
      },
    ],
    features: [
      'Mudanzas locales, nacionales e internacionales',
      'Mudanzas de oficinas y empresas',
      'Embalaje y desembalaje',
      'Desmontaje y montaje de muebles',
      'Elevador exterior y montamuebles',
      'Guardamuebles y trasteros',
    ],
    relatedServices: ['Mudanzas', 'Almacenaje', 'Servicios Personalizados'],
  },
  {
    slug: 'transporte-internacional',
    name: 'Transporte Internacional',
    title: 'Transporte internacional de mercancías desde y hacia España',
    h1: 'Transporte internacional de mercancías',
    description:
      'Envía y recibe mercancía de Europa y del resto del mundo con empresas que combinan carretera, barco, avión y ferrocarril. Encuentra transitarios y transportistas internacionales que se ocupan de la ruta, de los trámites aduaneros y de la entrega en destino.',
    metaDescription:
      'Transporte internacional por carretera, mar y aire: grupaje a Europa, importación y exportación con gestión aduanera. Compara presupuestos de transitarios.',
    keywords: [
      'transporte internacional',
      'transporte a Europa',
      'exportación',
      'importación',
      'transitario',
      'grupaje internacional',
    ],
    icon: 'globe',
    benefits: [
      {
        title: 'Todos los modos de transporte',
        text: 'Carretera, barco, avión o tren: elige la combinación que mejor equilibra coste y plazo.',
      },
      {
        title: 'Aduanas resueltas',
        text: 'Empresas que gestionan el despacho y la documentación de los envíos con origen o destino fuera de la Unión Europea.',
      },
      {
        title: 'Grupaje a Europa',
        text: 'Envía unos pocos palés a cualquier país europeo compartiendo camión con otras cargas.',
      },
      {
        title: 'Un único interlocutor',
        text: 'Un mismo proveedor coordina todos los tramos del envío, de la recogida a la entrega.',
      },
    ],
    features: [
      'Carga completa y grupaje por carretera a Europa',
      'Transporte marítimo y aéreo',
      'Transporte ferroviario y multimodal',
      'Despacho de aduanas de importación y exportación',
      'Documentación de transporte (CMR, DUA) e Incoterms',
      'Seguro de transporte internacional',
    ],
    relatedServices: ['Transporte Internacional', 'Gestión Aduanera', 'Transporte Nacional'],
  },
  {
    slug: 'transporte-urgente',
    name: 'Transporte Urgente',
    title: 'Transporte urgente y mensajería exprés de mercancías',
    h1: 'Transporte urgente',
    description:
      'Cuando un envío no puede esperar, encuentra empresas de transporte urgente que recogen en cuanto la mercancía está lista y van directas al destino con un vehículo dedicado, sin paradas intermedias. Para piezas de recambio, documentación, muestras o cualquier mercancía que tenga que llegar hoy.',
    metaDescription:
      'Transporte urgente con vehículo dedicado y mensajería exprés: recogida inmediata y entrega en el día. Recibe ofertas de empresas verificadas.',
    keywords: [
      'transporte urgente',
      'mensajería urgente',
      'envío urgente',
      'vehículo dedicado',
      'entrega en el día',
      'transporte exprés',
    ],
    icon: 'clock',
    benefits: [
      {
        title: 'Recogida inmediata',
        text: 'Empresas preparadas para salir en cuanto tu envío está listo y, en muchos casos, también en fines de semana y festivos.',
      },
      {
        title: 'Ruta directa',
        text: 'El vehículo lleva solo tu carga, sin transbordos ni paradas para otros repartos.',
      },
      {
        title: 'Vehículo a medida',
        text: 'Moto, furgoneta o camión según el tamaño y el peso del envío.',
      },
      {
        title: 'Seguimiento y confirmación',
        text: 'Consulta en todo momento dónde está tu envío y recibe la confirmación de la entrega.',
      },
    ],
    features: [
      'Vehículo dedicado en exclusiva',
      'Entrega en el día',
      'Mensajería urgente urbana',
      'Servicio en fines de semana y festivos',
      'Envíos urgentes a Portugal y al resto de Europa',
      'Confirmación de entrega',
    ],
    relatedServices: ['Transporte Nacional', 'Distribución', 'Servicios Personalizados'],
  },
  {
    slug: 'fulfillment',
    name: 'Fulfillment',
    title: 'Fulfillment para e-commerce: almacenaje, preparación y envío de pedidos',
    h1: 'Fulfillment para tiendas online',
    description:
      'Externaliza la logística de tu tienda online: el operador recibe tu stock, lo almacena, prepara cada pedido en cuanto entra y lo entrega a la agencia de transporte. Tú te centras en vender y en atender a tus clientes; ellos, en que cada paquete salga bien y a tiempo.',
    metaDescription:
      'Fulfillment para e-commerce: almacenaje, picking, packing, envíos y devoluciones conectados con tu tienda online. Compara operadores logísticos.',
    keywords: [
      'fulfillment',
      'logística e-commerce',
      'almacén para tienda online',
      'picking y packing',
      'externalizar la logística',
      'gestión de pedidos online',
    ],
    icon: 'box',
    benefits: [
      {
        title: 'Conectado con tu tienda',
        text: 'Los pedidos pasan automáticamente de tu tienda online o de los marketplaces en los que vendes al almacén.',
      },
      {
        title: 'Crece sin invertir en almacén',
        text: 'Absorbe los picos de campaña, como Navidad o el Black Friday, sin contratar personal ni espacio extra.',
      },
      {
        title: 'Envíos ágiles',
        text: 'Los pedidos se preparan en cuanto entran y salen con agencias de transporte ya contratadas por el operador.',
      },
      {
        title: 'Devoluciones bajo control',
        text: 'Recepción, revisión y reincorporación al stock de los productos devueltos.',
      },
    ],
    features: [
      'Recepción e inventario del stock',
      'Picking y packing por pedido',
      'Embalaje personalizado con tu marca',
      'Integración con las principales plataformas de comercio electrónico y marketplaces',
      'Envíos nacionales e internacionales',
      'Gestión de devoluciones',
    ],
    relatedServices: ['Logística E-commerce', 'Preparación de Pedidos', 'Almacenaje'],
  },
  {
    slug: 'cross-docking',
    name: 'Cross-Docking',
    title: 'Cross-docking: consolidación y reexpedición de mercancía sin almacenaje',
    h1: 'Cross-docking',
    description:
      'Con el cross-docking la mercancía llega a la plataforma, se clasifica y sale hacia su destino en pocas horas, sin pasar por el almacén. Encuentra operadores con plataformas y muelles preparados para consolidar cargas, dividir envíos y agilizar tu cadena de suministro.',
    metaDescription:
      'Operadores de cross-docking en España: recepción, clasificación y reexpedición de mercancía en pocas horas, sin almacenaje. Compara presupuestos.',
    keywords: [
      'cross-docking',
      'cross docking',
      'plataforma logística',
      'consolidación de cargas',
      'transbordo de mercancías',
      'desconsolidación',
    ],
    icon: 'shuffle',
    benefits: [
      {
        title: 'Menos stock inmovilizado',
        text: 'La mercancía no se almacena, así que ahorras espacio, manipulaciones y costes de inventario.',
      },
      {
        title: 'Entregas más rápidas',
        text: 'Los productos pasan del camión de entrada al de salida, normalmente en el mismo día.',
      },
      {
        title: 'Cargas consolidadas',
        text: 'Agrupa los envíos de varios proveedores en un mismo camión hacia cada destino.',
      },
      {
        title: 'Trazabilidad',
        text: 'Cada palé se registra y se etiqueta a su paso por la plataforma.',
      },
    ],
    features: [
      'Recepción y clasificación de palés y bultos',
      'Consolidación y desconsolidación de cargas',
      'Etiquetado y reetiquetado',
      'Reexpedición a tiendas y plataformas de distribución',
      'Muelles de carga y descarga',
      'Trazabilidad de cada envío',
    ],
    relatedServices: ['Distribución', 'Almacenaje', 'Transporte Nacional'],
  },
  {
    slug: 'ultima-milla',
    name: 'Última Milla',
    title: 'Logística de última milla: entregas a domicilio en la ciudad',
    h1: 'Entregas de última milla',
    description:
      'La última milla es el tramo final del envío, del centro de distribución a la puerta del cliente, y el que más influye en su experiencia de compra. Encuentra empresas especializadas en reparto urbano, entregas en franja horaria y vehículos de bajas emisiones que pueden circular por las zonas de bajas emisiones de las ciudades.',
    metaDescription:
      'Empresas de última milla para entregas a domicilio: reparto urbano, franjas horarias, puntos de recogida y vehículos de bajas emisiones. Pide presupuesto.',
    keywords: [
      'última milla',
      'reparto a domicilio',
      'logística urbana',
      'entregas en el día',
      'reparto sostenible',
      'last mile',
    ],
    icon: 'map-pin',
    benefits: [
      {
        title: 'Clientes más satisfechos',
        text: 'Entregas puntuales y avisos de llegada que reducen las ausencias y las reclamaciones.',
      },
      {
        title: 'Franjas horarias',
        text: 'Permite a tus clientes elegir cuándo reciben el pedido, también por la tarde o en el mismo día.',
      },
      {
        title: 'Reparto sostenible',
        text: 'Furgonetas eléctricas, bicicletas de carga y microcentros logísticos para moverse por el centro de las ciudades.',
      },
      {
        title: 'Menos entregas fallidas',
        text: 'Segundos intentos, puntos de recogida y comunicación directa con el destinatario.',
      },
    ],
    features: [
      'Reparto a domicilio en el día o al día siguiente',
      'Entregas en franja horaria',
      'Vehículos eléctricos y bicicletas de carga',
      'Puntos de recogida y taquillas inteligentes',
      'Aviso al destinatario y prueba de entrega',
      'Gestión de segundos intentos y devoluciones',
    ],
    relatedServices: ['Distribución', 'Logística E-commerce', 'Logística Inversa'],
  },
  {
    slug: 'transporte-frigorifico',
    name: 'Transporte Frigorífico',
    title: 'Transporte frigorífico y a temperatura controlada',
    h1: 'Transporte frigorífico',
    description:
      'Transporte de alimentos frescos, congelados y productos farmacéuticos en vehículos isotermos y frigoríficos que mantienen la cadena de frío desde el origen hasta el destino. Encuentra empresas con flota refrigerada, registro de temperaturas y experiencia con mercancía perecedera.',
    metaDescription:
      'Transporte frigorífico de alimentos frescos, congelados y fármacos, con control de la cadena de frío y registro de temperatura. Compara transportistas.',
    keywords: [
      'transporte frigorífico',
      'transporte refrigerado',
      'cadena de frío',
      'temperatura controlada',
      'transporte de congelados',
      'camión frigorífico',
    ],
    icon: 'snowflake',
    benefits: [
      {
        title: 'Cadena de frío sin interrupciones',
        text: 'Vehículos que mantienen la temperatura acordada durante la carga, el trayecto y la descarga.',
      },
      {
        title: 'Registro de temperatura',
        text: 'Termógrafos y sondas que dejan constancia de la temperatura durante todo el viaje.',
      },
      {
        title: 'Vehículos homologados',
        text: 'Flota con certificado ATP para el transporte de alimentos perecederos.',
      },
      {
        title: 'Multitemperatura',
        text: 'Camiones con compartimentos a distinta temperatura para llevar frescos y congelados en el mismo viaje.',
      },
    ],
    features: [
      'Mercancía refrigerada y congelada',
      'Camiones y furgonetas frigoríficas',
      'Vehículos con certificado ATP',
      'Registro y trazabilidad de la temperatura',
      'Transporte de productos farmacéuticos',
      'Carga completa y grupaje frigorífico',
    ],
    relatedServices: ['Transporte Especializado', 'Transporte Nacional', 'Distribución'],
  },
  {
    slug: 'transporte-adr',
    name: 'Transporte ADR',
    title: 'Transporte ADR de mercancías peligrosas por carretera',
    h1: 'Transporte de mercancías peligrosas (ADR)',
    description:
      'El transporte de mercancías peligrosas por carretera se rige por el Acuerdo ADR, que establece cómo se clasifican, embalan, etiquetan y transportan. Encuentra empresas con conductores formados, vehículos equipados y consejero de seguridad para mover productos químicos, combustibles, gases o baterías de litio conforme a la normativa.',
    metaDescription:
      'Transporte ADR de mercancías peligrosas: conductores con certificado ADR, vehículos equipados y consejero de seguridad. Compara empresas especializadas.',
    keywords: [
      'transporte ADR',
      'mercancías peligrosas',
      'transporte de productos químicos',
      'certificado ADR',
      'transporte de baterías de litio',
      'consejero de seguridad',
    ],
    icon: 'alert-triangle',
    benefits: [
      {
        title: 'Cumplimiento normativo',
        text: 'Documentación, etiquetado y señalización conforme al ADR para evitar sanciones e inmovilizaciones del vehículo.',
      },
      {
        title: 'Personal formado',
        text: 'Conductores con certificado ADR en vigor y empresas que cuentan con consejero de seguridad.',
      },
      {
        title: 'Vehículos equipados',
        text: 'Camiones con el equipamiento obligatorio y, cuando la carga lo exige, cisternas homologadas.',
      },
      {
        title: 'Preparados ante incidencias',
        text: 'Instrucciones escritas y procedimientos para actuar correctamente en caso de accidente o fuga.',
      },
    ],
    features: [
      'Mercancía peligrosa envasada y en cisterna',
      'Carga completa y grupaje ADR',
      'Conductores con certificado ADR',
      'Carta de porte e instrucciones escritas',
      'Consejero de seguridad',
      'Transporte de baterías de litio y aerosoles',
    ],
    relatedServices: ['Transporte Especializado', 'Transporte Nacional', 'Transporte Internacional'],
  },
  {
    slug: 'despacho-aduanas',
    name: 'Despacho de Aduanas',
    title: 'Despacho de aduanas para importación y exportación',
    h1: 'Despacho de aduanas',
    description:
      'Importar o exportar fuera de la Unión Europea exige presentar la declaración aduanera, clasificar la mercancía y liquidar aranceles e IVA. Encuentra agentes y representantes aduaneros que tramitan el DUA, revisan la documentación y evitan que tu mercancía se quede retenida en el puerto o en el aeropuerto.',
    metaDescription:
      'Agentes de aduanas para importación y exportación: DUA, clasificación arancelaria, aranceles, IVA y tránsitos. Compara presupuestos y despacha sin retrasos.',
    keywords: [
      'despacho de aduanas',
      'agente de aduanas',
      'DUA',
      'importación',
      'exportación',
      'representante aduanero',
    ],
    icon: 'file-text',
    benefits: [
      {
        title: 'Sin retenciones innecesarias',
        text: 'Una documentación completa y correcta evita requerimientos y costes de almacenaje en el puerto.',
      },
      {
        title: 'Clasificación arancelaria correcta',
        text: 'El código TARIC adecuado determina los aranceles y los requisitos que se aplican a tu producto.',
      },
      {
        title: 'Representación ante la Aduana',
        text: 'El representante aduanero actúa en tu nombre ante la Agencia Tributaria.',
      },
      {
        title: 'Asesoramiento en comercio exterior',
        text: 'Orientación sobre Incoterms, origen preferencial y regímenes aduaneros especiales.',
      },
    ],
    features: [
      'DUA de importación y exportación',
      'Clasificación arancelaria (TARIC)',
      'Liquidación de aranceles e IVA a la importación',
      'Tránsitos aduaneros',
      'Depósito aduanero',
      'Certificados de origen y EUR.1',
    ],
    relatedServices: ['Gestión Aduanera', 'Transporte Internacional', 'Consultoría Logística'],
  },
  {
    slug: 'gestion-inventario',
    name: 'Gestión de Inventario',
    title: 'Gestión de inventario y control de stock para empresas',
    h1: 'Gestión de inventario',
    description:
      'Saber qué tienes, dónde está y cuándo reponerlo es la base de una logística eficiente. Encuentra operadores logísticos y especialistas que controlan tu stock con sistemas de gestión de almacén, hacen inventarios periódicos y te dan visibilidad en tiempo real de tus existencias.',
    metaDescription:
      'Gestión de inventario y control de stock: sistemas SGA, inventarios periódicos, trazabilidad por lote y visibilidad en tiempo real. Encuentra proveedores.',
    keywords: [
      'gestión de inventario',
      'control de stock',
      'inventario de almacén',
      'SGA',
      'software de gestión de almacenes',
      'trazabilidad',
    ],
    icon: 'bar-chart',
    benefits: [
      {
        title: 'Menos roturas de stock',
        text: 'Alertas de reposición y niveles mínimos para no quedarte sin los productos que más vendes.',
      },
      {
        title: 'Menos capital inmovilizado',
        text: 'Detecta el stock que no rota y ajusta las compras a la demanda real.',
      },
      {
        title: 'Datos fiables',
        text: 'Inventarios cíclicos y lectura de códigos de barras para reducir los descuadres.',
      },
      {
        title: 'Visibilidad en tiempo real',
        text: 'Consulta existencias, movimientos y pedidos pendientes desde cualquier lugar.',
      },
    ],
    features: [
      'Sistema de gestión de almacén (SGA)',
      'Inventarios cíclicos y recuentos anuales',
      'Trazabilidad por lote, número de serie y fecha de caducidad',
      'Lectura por código de barras y RFID',
      'Informes de rotación y de existencias',
      'Integración con tu ERP',
    ],
    relatedServices: ['Almacenaje', 'Tecnología Logística', 'Consultoría Logística'],
  },
];

/** The landing page with this slug, or `undefined` (the page shows 'Servicio no encontrado'). */
export function findServiceLanding(slug: string): ServiceLanding | undefined {
  return SERVICE_LANDINGS.find((landing) => landing.slug === slug);
}
