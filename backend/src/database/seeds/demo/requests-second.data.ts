import type { DemoRequest } from './requests.data.js';

/** Demo requests, second half. */
export const DEMO_REQUESTS_SECOND: readonly DemoRequest[] = [
  {
    client: 'sergio',
    title: 'Almacenaje de 200 palés de material de construcción',
    description:
      '<p>Necesitamos almacenaje para unos 200 palés de perfiles y accesorios durante al menos un año, con servicio de preparación de pedidos y carga de camiones dos días por semana.</p>',
    services: ['Almacenaje', 'Grandes Cuentas'],
    city: 'Zaragoza',
    province: 'Zaragoza',
    daysAgo: 9.5,
    kind: 'almacen',
    budget: [1400, 2600],
    offers: 1,
  },
  {
    client: 'sergio',
    title: 'Logística integral para una nueva línea de producto',
    description:
      '<p>Lanzamos una línea de estanterías metálicas para venta online y a tiendas de bricolaje. Buscamos un operador logístico que se encargue de todo: almacén, preparación de pedidos, envíos a particulares y reparto a tiendas.</p>' +
      '<p>Previsión: 800 pedidos al mes el primer año. Queremos un gestor de cuenta e indicadores de servicio pactados.</p>',
    services: ['Grandes Cuentas', 'Almacenaje', 'Preparación de Pedidos'],
    city: 'Zaragoza',
    province: 'Zaragoza',
    daysAgo: 24.6,
    kind: 'almacen',
    budget: [4500, 9000],
    offers: 2,
  },
  {
    client: 'sergio',
    title: 'Grupaje de 2 palés a Tarragona',
    description: '<p>Dos palés de tornillería (600 kg) de Zaragoza a un cliente en Reus. Sin urgencia.</p>',
    services: ['Transporte Nacional'],
    city: 'Zaragoza',
    province: 'Zaragoza',
    daysAgo: 33,
    status: 'cancelled',
    endedDaysAgo: 31,
    kind: 'palets',
    budget: [140, 260],
    offers: 1,
  },

  // ------------------------------------------------------------ Elena (Málaga)
  {
    client: 'elena',
    title: 'Mudanza internacional de Málaga a Dublín',
    description:
      '<p>Nos mudamos a Irlanda por trabajo. Piso de dos dormitorios en Málaga (Teatinos), unos 25 m³. Necesitamos embalaje completo, transporte y entrega en Dublín, con seguro a todo riesgo.</p>' +
      '<p>Nos interesa saber si ofrecéis guardamuebles temporal por si la casa de destino no está lista.</p>',
    services: ['Mudanzas', 'Transporte Internacional'],
    city: 'Málaga',
    province: 'Málaga',
    daysAgo: 5,
    kind: 'mudanza',
    budget: [3200, 5200],
    offers: 1,
  },
  {
    client: 'elena',
    title: 'Recogida de 15 cajas y una bicicleta de Málaga a Granada',
    description:
      '<p>Porte pequeño: 15 cajas de libros y ropa y una bicicleta, de Málaga centro a Granada (zona Zaidín). Flexible con la fecha.</p>',
    services: ['Transporte Nacional', 'Mudanzas'],
    city: 'Málaga',
    province: 'Málaga',
    daysAgo: 0.3,
    kind: 'mudanza',
    budget: [120, 240],
    offers: 0,
  },
  {
    client: 'elena',
    title: 'Guardamuebles pequeño en Málaga durante seis meses',
    description:
      '<p>Busco guardamuebles para el contenido de un piso pequeño (unos 10 m³) durante seis meses, con recogida a domicilio en Málaga.</p>',
    services: ['Almacenaje', 'Mudanzas'],
    city: 'Málaga',
    province: 'Málaga',
    daysAgo: 19,
    kind: 'almacen',
    budget: [360, 720],
    offers: 0,
  },

  // ------------------------------------------------------------ David (Murcia)
  {
    client: 'david',
    title: 'Camión frigorífico semanal de lechuga de Murcia a París',
    description:
      '<p>Cooperativa hortofrutícola del Campo de Cartagena. Buscamos transporte frigorífico semanal de lechuga iceberg y cogollos a Rungis (París), de noviembre a abril.</p>' +
      '<ul><li>33 palés por camión, a +2 °C</li><li>Carga los lunes por la tarde</li><li>Imprescindible doble conductor o entrega garantizada en 36 horas</li></ul>',
    services: ['Transporte Especializado', 'Transporte Internacional'],
    city: 'Murcia',
    province: 'Murcia',
    daysAgo: 2.9,
    kind: 'frio',
    budget: [1700, 2400],
    offers: 1,
  },
  {
    client: 'david',
    title: 'Transporte de 24 palés de conservas a Mercamadrid',
    description:
      '<p>Carga completa de 24 palés de conservas vegetales (unas 20 t) desde Molina de Segura a un mayorista de Mercamadrid. Entrega con cita previa a primera hora.</p>',
    services: ['Transporte Nacional', 'Transporte Especializado'],
    city: 'Murcia',
    province: 'Murcia',
    daysAgo: 13,
    kind: 'palets',
    budget: [850, 1300],
    offers: 2,
  },
  {
    client: 'david',
    title: 'Transporte de maquinaria agrícola a Albacete',
    description:
      '<p>Necesitamos trasladar un tractor y una cosechadora pequeña desde Murcia a una finca cerca de Albacete. Se necesita camión portamáquinas con rampa.</p>',
    services: ['Transporte Especializado'],
    city: 'Murcia',
    province: 'Murcia',
    daysAgo: 11.5,
    kind: 'especial',
    budget: [650, 1100],
    offers: 0,
  },
  {
    client: 'david',
    title: 'Transporte frigorífico de uva de mesa a Rotterdam',
    description:
      '<p>Camión frigorífico completo de uva de mesa sin semilla (33 palés) desde Alhama de Murcia a Rotterdam, a +1 °C con registro de temperatura.</p>',
    services: ['Transporte Especializado', 'Transporte Internacional'],
    city: 'Murcia',
    province: 'Murcia',
    daysAgo: 60,
    status: 'completed',
    endedDaysAgo: 50,
    kind: 'frio',
    budget: [1900, 2600],
    offers: 2,
    pinned: [{ company: 'castillo', status: 'accepted' }],
  },

  // ------------------------------------------------------------ Núria (Girona)
  {
    client: 'nuria',
    title: 'Logística para tienda online de vinos: almacén y envíos',
    description:
      '<p>Tenemos una tienda online de vinos del Empordà y enviamos unas 300 cajas al mes. Buscamos logística externa: almacén con temperatura estable, preparación de pedidos con embalaje protector y envío a toda la península en 24-48 horas.</p>',
    services: ['Logística E-commerce', 'Almacenaje', 'Preparación de Pedidos'],
    city: 'Girona',
    province: 'Girona',
    daysAgo: 7,
    kind: 'ecommerce',
    budget: [650, 1300],
    offers: 1,
  },
  {
    client: 'nuria',
    title: 'Devoluciones de clientes de toda España a nuestro almacén',
    description:
      '<p>Necesitamos un servicio de recogida de devoluciones a domicilio en toda España, con revisión del producto antes de reintegrarlo al stock.</p>',
    services: ['Logística Inversa', 'Logística E-commerce'],
    city: 'Girona',
    province: 'Girona',
    daysAgo: 24,
    kind: 'ecommerce',
    budget: [300, 650],
    offers: 0,
  },
  {
    client: 'nuria',
    title: 'Envío de 40 cajas de cerámica a Palma de Mallorca',
    description: '<p>Enviamos 40 cajas de cerámica artesanal (frágil) a una tienda de Palma. Unos 350 kg en 2 palés bien embalados.</p>',
    services: ['Transporte Nacional'],
    city: 'Girona',
    province: 'Girona',
    daysAgo: 15.5,
    kind: 'palets',
    budget: [260, 480],
    offers: 1,
  },

  // ------------------------------------------------------------ Iñaki (San Sebastián)
  {
    client: 'inaki',
    title: 'Optimización de rutas de reparto para una distribuidora de bebidas',
    description:
      '<p>Somos una distribuidora de bebidas con 9 camiones que reparten a bares y restaurantes de Gipuzkoa. Creemos que nuestras rutas se pueden mejorar mucho y queremos un estudio con propuesta de rutas y de software.</p>',
    services: ['Consultoría Logística', 'Tecnología Logística'],
    city: 'San Sebastián',
    province: 'Gipuzkoa',
    daysAgo: 8,
    kind: 'consultoria',
    budget: [2500, 6500],
    offers: 1,
  },
  {
    client: 'inaki',
    title: 'Software para controlar el stock y los pedidos de nuestro almacén',
    description:
      '<p>Llevamos el stock en hojas de cálculo y ya no es suficiente. Buscamos un SGA sencillo con lectores de códigos de barras, para un almacén de 1.500 m² y 4 personas.</p>',
    services: ['Tecnología Logística'],
    city: 'San Sebastián',
    province: 'Gipuzkoa',
    daysAgo: 21,
    kind: 'consultoria',
    budget: [3000, 9000],
    offers: 0,
  },
  {
    client: 'inaki',
    title: 'Transporte de stands para una feria en IFEMA',
    description:
      '<p>Llevar y recoger el material de nuestro stand (unos 12 m³) desde San Sebastián a IFEMA Madrid para una feria de cuatro días, con montaje y desmontaje.</p>',
    services: ['Servicios Personalizados', 'Transporte Nacional'],
    city: 'San Sebastián',
    province: 'Gipuzkoa',
    daysAgo: 42,
    status: 'closed',
    endedDaysAgo: 34,
    kind: 'especial',
    budget: [900, 1500],
    offers: 1,
  },

  // ------------------------------------------------------------ Rocío (Granada)
  {
    client: 'rocio',
    title: 'Distribución refrigerada diaria a 12 restaurantes de Granada',
    description:
      '<p>Tenemos un obrador de cocina central y necesitamos repartir cada mañana a 12 restaurantes de Granada capital y el área metropolitana. Producto refrigerado entre 0 °C y +4 °C en cajas isotermas.</p>' +
      '<p>Buscamos furgoneta frigorífica con conductor de lunes a sábado, salida a las 7:00.</p>',
    services: ['Transporte Especializado', 'Distribución'],
    city: 'Granada',
    province: 'Granada',
    daysAgo: 1,
    kind: 'frio',
    budget: [1800, 3000],
    offers: 1,
  },
  {
    client: 'rocio',
    title: 'Mudanza de piso en el Albaicín con acceso difícil',
    description:
      '<p>Mudanza de una casa en el Albaicín a un piso en el Zaidín. Al origen no llega el camión: hay unos 150 metros de cuesta empedrada, así que hará falta porteo a mano o un vehículo pequeño de apoyo.</p>',
    services: ['Mudanzas'],
    city: 'Granada',
    province: 'Granada',
    daysAgo: 10,
    kind: 'mudanza',
    budget: [480, 900],
    offers: 1,
  },
  {
    client: 'rocio',
    title: 'Reparto de cestas de Navidad para empresas',
    description:
      '<p>Tenemos que repartir 350 cestas de Navidad a empleados de tres empresas clientes en Granada, Motril y Loja durante la segunda semana de diciembre.</p>',
    services: ['Distribución', 'Servicios Personalizados'],
    city: 'Granada',
    province: 'Granada',
    daysAgo: 23,
    kind: 'ultima-milla',
    budget: [700, 1200],
    offers: 0,
  },

  // ------------------------------------------------------------ Andrés (A Coruña)
  {
    client: 'andres',
    title: 'Exportación de conservas de pescado a México en contenedor',
    description:
      '<p>Conservera familiar de la Costa da Morte. Queremos exportar un contenedor de 20 pies de conservas de pescado a un importador de Ciudad de México. Necesitamos el transporte marítimo, el despacho de exportación y ayuda con los certificados sanitarios y de origen.</p>',
    services: ['Transporte Internacional', 'Gestión Aduanera'],
    city: 'A Coruña',
    province: 'A Coruña',
    daysAgo: 6,
    kind: 'internacional',
    budget: [2400, 3900],
    offers: 1,
  },
  {
    client: 'andres',
    title: 'Grupaje de 5 palés de A Coruña a Barcelona',
    description:
      '<p>Cinco palés de conservas (unos 3.000 kg) desde nuestro almacén de Arteixo a un distribuidor de Mercabarna. Entrega en 48-72 horas.</p>',
    services: ['Transporte Nacional'],
    city: 'A Coruña',
    province: 'A Coruña',
    daysAgo: 16,
    kind: 'palets',
    budget: [380, 640],
    offers: 1,
  },
  {
    client: 'andres',
    title: 'Mudanza de A Coruña a Madrid de un piso de dos dormitorios',
    description:
      '<p>Mudanza de un piso de dos dormitorios en el Ensanche de A Coruña a Madrid (Tetuán). Unos 20 m³. Necesito embalaje de cocina y desmontaje de dos armarios.</p>',
    services: ['Mudanzas'],
    city: 'A Coruña',
    province: 'A Coruña',
    daysAgo: 4.5,
    kind: 'mudanza',
    budget: [1600, 2500],
    offers: 1,
  },
];
