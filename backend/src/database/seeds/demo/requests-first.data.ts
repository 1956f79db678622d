import type { DemoRequest } from './requests.data.js';

/** Demo requests, first half (order matters: the seed is deterministic). */
export const DEMO_REQUESTS_FIRST: readonly DemoRequest[] = [
  // ------------------------------------------------------------ Carmen (cliente@demo.rutalia.es)
  {
    client: 'carmen',
    title: 'Mudanza de piso de 3 habitaciones de Madrid a Valencia',
    description:
      '<p>Necesito presupuesto para la mudanza completa de un piso de 3 habitaciones (unos 95 m²) desde el barrio de Salamanca, en Madrid, hasta Valencia capital.</p>' +
      '<ul><li>Origen: cuarto piso con ascensor pequeño; probablemente haga falta elevador exterior para el sofá y los armarios</li><li>Destino: bajo con acceso directo desde la calle</li><li>Unos 35 m³ de muebles y cajas; el embalaje de la cocina y la vajilla lo haríais vosotros</li></ul>' +
      '<p>Fecha ideal: última semana del mes que viene. Flexibilidad de dos o tres días.</p>',
    services: ['Mudanzas'],
    city: 'Madrid',
    province: 'Madrid',
    daysAgo: 2.4,
    kind: 'mudanza',
    budget: [1450, 2300],
    offers: 3,
    pinned: [{ company: 'meseta', status: 'pending' }],
  },
  {
    client: 'carmen',
    title: 'Guardamuebles durante tres meses por obra en casa',
    description:
      '<p>Vamos a reformar la cocina y los baños y necesitamos guardar los muebles del salón y dos dormitorios durante unos tres meses. Calculo entre 15 y 20 m³.</p>' +
      '<p>Busco empresa que recoja en Madrid (zona Ventas), guarde en un guardamuebles vigilado y vuelva a entregar cuando termine la obra. Valoro que incluyan el embalaje y el seguro.</p>',
    services: ['Almacenaje', 'Mudanzas'],
    city: 'Madrid',
    province: 'Madrid',
    daysAgo: 6.5,
    kind: 'almacen',
    budget: [240, 520],
    offers: 1,
  },
  {
    client: 'carmen',
    title: 'Subir un piano vertical a un tercer piso sin ascensor',
    description:
      '<p>Hemos comprado un piano vertical de segunda mano (unos 220 kg) y hay que llevarlo desde una tienda en Chamberí hasta nuestra casa en Lavapiés, un tercer piso sin ascensor con escalera estrecha.</p>' +
      '<p>Necesitamos personal con experiencia en pianos y material adecuado (correas, plataforma con ruedas, mantas). Cualquier día entre semana por la mañana.</p>',
    services: ['Mudanzas', 'Servicios Personalizados'],
    city: 'Madrid',
    province: 'Madrid',
    daysAgo: 9,
    kind: 'mudanza',
    budget: [280, 450],
    offers: 2,
    pinned: [
      { company: 'meseta', status: 'accepted' },
      { company: 'ruiz', status: 'rejected' },
    ],
  },
  {
    client: 'carmen',
    title: 'Mudanza de oficina de 6 puestos en el centro de Madrid',
    description:
      '<p>Trasladamos nuestra asesoría de la calle Princesa a un local en Chamberí. Son 6 puestos de trabajo con mesas, sillas, 4 armarios archivadores, una impresora grande y el material informático.</p>' +
      '<p>La mudanza debe hacerse un viernes por la tarde o un sábado para no cortar la actividad. Necesitamos que el lunes todo esté montado.</p>',
    services: ['Mudanzas'],
    city: 'Madrid',
    province: 'Madrid',
    daysAgo: 48,
    status: 'completed',
    endedDaysAgo: 35,
    kind: 'mudanza',
    budget: [650, 1100],
    offers: 2,
    pinned: [{ company: 'ruiz', status: 'accepted' }],
  },

  // ------------------------------------------------------------ Alejandro (Barcelona)
  {
    client: 'alejandro',
    title: 'Reparto de última milla para tienda online de cosmética natural',
    description:
      '<p>Tenemos una tienda online de cosmética natural en Barcelona y enviamos unos 25 pedidos al día dentro del área metropolitana. Buscamos una empresa de reparto que recoja cada tarde en nuestro local de Gràcia.</p>' +
      '<ul><li>Paquetes pequeños, de menos de 2 kg</li><li>Entrega en el día o al día siguiente</li><li>Aviso al cliente con franja horaria y seguimiento</li></ul>' +
      '<p>Preferimos reparto con vehículos eléctricos.</p>',
    services: ['Distribución', 'Logística E-commerce'],
    city: 'Barcelona',
    province: 'Barcelona',
    daysAgo: 1.2,
    kind: 'ultima-milla',
    budget: [650, 1400],
    offers: 1,
  },
  {
    client: 'alejandro',
    title: 'Fulfillment para 400 pedidos al mes con gestión de devoluciones',
    description:
      '<p>Queremos externalizar la logística de nuestra tienda online: recepción de mercancía de proveedores, almacenaje (unas 300 referencias), preparación de pedidos y envío a toda España.</p>' +
      '<p>Volumen actual: 400 pedidos al mes, con picos de 1.200 en noviembre y diciembre. Es importante la gestión de devoluciones y la integración con nuestra tienda.</p>',
    services: ['Logística E-commerce', 'Preparación de Pedidos', 'Logística Inversa'],
    city: 'Barcelona',
    province: 'Barcelona',
    daysAgo: 11,
    kind: 'ecommerce',
    budget: [780, 1600],
    offers: 2,
    pinned: [{ company: 'guadalquivir', status: 'rejected' }],
  },
  {
    client: 'alejandro',
    title: 'Envío de 3 palés de producto a Lisboa',
    description:
      '<p>Necesitamos enviar 3 palés europeos (unos 900 kg en total) de cosmética desde nuestro almacén de Barcelona a un distribuidor en Lisboa. Mercancía no peligrosa, remontable.</p>',
    services: ['Transporte Internacional'],
    city: 'Barcelona',
    province: 'Barcelona',
    daysAgo: 38,
    status: 'closed',
    endedDaysAgo: 30,
    kind: 'internacional',
    budget: [420, 690],
    offers: 2,
  },
  {
    client: 'alejandro',
    title: 'Transporte de mobiliario de oficina de Barcelona a Madrid',
    description:
      '<p>Abrimos oficina en Madrid y queremos llevar desde Barcelona 10 mesas, 10 sillas, dos armarios y unas 30 cajas de material. Todo desmontado y embalado por nuestra parte.</p>' +
      '<p>Recogida en el Eixample (hay zona de carga y descarga) y entrega en Chamartín.</p>',
    services: ['Transporte Nacional', 'Mudanzas'],
    city: 'Barcelona',
    province: 'Barcelona',
    daysAgo: 18.5,
    kind: 'mudanza',
    budget: [900, 1500],
    offers: 1,
  },

  // ------------------------------------------------------------ Lucía (Valencia)
  {
    client: 'lucia',
    title: 'Transporte frigorífico de 10 palés de cítricos a Hamburgo',
    description:
      '<p>Somos una pequeña cooperativa citrícola de la Ribera y necesitamos un camión frigorífico completo para llevar 10 palés de naranja y mandarina a un cliente en Hamburgo.</p>' +
      '<ul><li>Temperatura de transporte entre +4 °C y +6 °C, con registro de temperatura</li><li>Carga en Alzira</li><li>Entrega en 48-72 horas</li></ul>' +
      '<p>Si funciona bien, serían envíos semanales durante la campaña.</p>',
    services: ['Transporte Especializado', 'Transporte Internacional'],
    city: 'Valencia',
    province: 'Valencia',
    daysAgo: 3.5,
    kind: 'frio',
    budget: [2100, 2900],
    offers: 2,
  },
  {
    client: 'lucia',
    title: 'Mudanza de estudio en Valencia ciudad, sin ascensor',
    description:
      '<p>Pequeña mudanza de un estudio en Russafa a un piso en Benimaclet: cama, sofá, una estantería, lavadora y unas 20 cajas. El origen es un segundo sin ascensor.</p>',
    services: ['Mudanzas'],
    city: 'Valencia',
    province: 'Valencia',
    daysAgo: 14,
    kind: 'mudanza',
    budget: [290, 480],
    offers: 1,
  },
  {
    client: 'lucia',
    title: 'Almacén frigorífico para producto congelado en campaña de Navidad',
    description:
      '<p>Buscamos espacio en cámara de congelación (-20 °C) para unos 60 palés de marisco congelado entre noviembre y enero, con entradas y salidas varias veces por semana.</p>' +
      '<p>Valoramos que el operador también pueda hacer la distribución en camión frigorífico a tiendas de la provincia.</p>',
    services: ['Almacenaje', 'Transporte Especializado'],
    city: 'Valencia',
    province: 'Valencia',
    daysAgo: 20,
    kind: 'frio',
    budget: [1200, 2400],
    offers: 1,
  },
  {
    client: 'lucia',
    title: 'Transporte de 6 palés de Madrid a Valencia',
    description:
      '<p>Necesito trasladar 6 palés de material de papelería (unos 2.400 kg) desde un proveedor en Getafe hasta nuestra tienda en Valencia. El destino no tiene muelle, así que hace falta camión con trampilla.</p>',
    services: ['Transporte Nacional'],
    city: 'Madrid',
    province: 'Madrid',
    daysAgo: 0.9,
    kind: 'palets',
    budget: [310, 520],
    offers: 2,
    pinned: [{ company: 'meseta', status: 'pending' }],
  },

  // ------------------------------------------------------------ Pablo (Sevilla)
  {
    client: 'pablo',
    title: 'Mudanza de Sevilla a Madrid: piso de 90 m² con trastero',
    description:
      '<p>Me traslado por trabajo de Sevilla (Nervión) a Madrid (Arganzuela). Piso de 90 m² con trastero: dos dormitorios, salón, cocina equipada y unas 40 cajas.</p>' +
      '<p>Necesito que la mudanza incluya desmontaje y montaje de armarios y camas. Mejor a principios de mes.</p>',
    services: ['Mudanzas'],
    city: 'Sevilla',
    province: 'Sevilla',
    daysAgo: 0.6,
    kind: 'mudanza',
    budget: [1300, 2100],
    offers: 0,
  },
  {
    client: 'pablo',
    title: 'Traslado de muebles antiguos y un piano de cola',
    description:
      '<p>Tenemos que trasladar desde una casa en el centro de Sevilla a una finca en Carmona varios muebles antiguos (un aparador, una vitrina y un escritorio) y un piano de cola.</p>' +
      '<p>Se necesita embalaje a medida y personal especializado. La calle de origen es estrecha y hay que pedir permiso al ayuntamiento.</p>',
    services: ['Mudanzas', 'Servicios Personalizados'],
    city: 'Sevilla',
    province: 'Sevilla',
    daysAgo: 17,
    kind: 'mudanza',
    budget: [600, 1100],
    offers: 2,
    pinned: [{ company: 'giralda', status: 'accepted' }],
  },
  {
    client: 'pablo',
    title: 'Vaciado de piso heredado en Triana',
    description:
      '<p>Hay que vaciar un piso de 70 m² en Triana: algunos muebles se llevan a un trastero en Dos Hermanas y el resto (electrodomésticos viejos incluidos) debe retirarse a un punto limpio.</p>',
    services: ['Mudanzas', 'Logística Inversa'],
    city: 'Sevilla',
    province: 'Sevilla',
    daysAgo: 55,
    status: 'completed',
    endedDaysAgo: 45,
    kind: 'mudanza',
    budget: [350, 700],
    offers: 2,
    pinned: [{ company: 'giralda', status: 'accepted' }],
  },

  // ------------------------------------------------------------ Marta (Bilbao)
  {
    client: 'marta',
    title: 'Despacho de aduanas para exportar maquinaria al Reino Unido',
    description:
      '<p>Nuestra empresa fabrica maquinaria de envasado y tenemos la primera venta a un cliente de Birmingham. Necesitamos una agencia que se encargue del DUA de exportación y nos asesore sobre la documentación que pedirá la aduana británica.</p>' +
      '<p>Es una máquina de unos 1.800 kg en caja de madera. El transporte lo podemos contratar con vosotros o aparte.</p>',
    services: ['Gestión Aduanera', 'Transporte Internacional'],
    city: 'Bilbao',
    province: 'Bizkaia',
    daysAgo: 4,
    kind: 'aduanas',
    budget: [180, 450],
    offers: 1,
  },
  {
    client: 'marta',
    title: 'Importación de un contenedor de 40 pies desde China',
    description:
      '<p>Importamos un contenedor de 40 pies de componentes eléctricos desde Ningbo con llegada al puerto de Bilbao. Buscamos quien gestione el despacho de importación, el pago de aranceles e IVA y el transporte hasta nuestra nave en Basauri.</p>',
    services: ['Gestión Aduanera', 'Transporte Internacional'],
    city: 'Bilbao',
    province: 'Bizkaia',
    daysAgo: 12,
    kind: 'aduanas',
    budget: [1600, 2800],
    offers: 2,
    pinned: [{ company: 'galicia', status: 'rejected' }],
  },
  {
    client: 'marta',
    title: 'Transporte especial de una prensa hidráulica de 18 toneladas',
    description:
      '<p>Hay que mover una prensa hidráulica de 18 t (4,2 m de alto) desde nuestra planta de Bilbao a un cliente en Vitoria-Gasteiz. Se necesita góndola, permisos de transporte especial y grúa en origen y destino.</p>',
    services: ['Transporte Especializado'],
    city: 'Bilbao',
    province: 'Bizkaia',
    daysAgo: 22,
    kind: 'especial',
    budget: [1900, 3400],
    offers: 0,
  },
  {
    client: 'marta',
    title: 'Transporte de productos químicos ADR de Bilbao a Tarragona',
    description:
      '<p>Necesitamos enviar 12 contenedores IBC de un producto químico clasificado como mercancía peligrosa (clase 8, corrosivo) desde Bilbao al polígono químico de Tarragona.</p>' +
      '<p>Imprescindible conductor con carné ADR y vehículo equipado. Aportamos la ficha de datos de seguridad.</p>',
    services: ['Transporte Especializado', 'Transporte Nacional'],
    city: 'Bilbao',
    province: 'Bizkaia',
    daysAgo: 7.7,
    kind: 'especial',
    budget: [950, 1500],
    offers: 1,
  },

  // ------------------------------------------------------------ Sergio (Zaragoza)
  {
    client: 'sergio',
    title: 'Transporte de 8 palés de Zaragoza a Madrid cada semana',
    description:
      '<p>Fabricamos mobiliario metálico en Zaragoza y buscamos transportista para una ruta fija: 8 palés (unos 3.500 kg) cada martes desde nuestra nave en Malpica a un cliente en San Fernando de Henares.</p>' +
      '<p>Buscamos precio estable para todo el año y seguimiento de la entrega.</p>',
    services: ['Transporte Nacional'],
    city: 'Zaragoza',
    province: 'Zaragoza',
    daysAgo: 1.8,
    kind: 'palets',
    budget: [380, 620],
    offers: 3,
    pinned: [{ company: 'meseta', status: 'rejected' }],
  },
];
