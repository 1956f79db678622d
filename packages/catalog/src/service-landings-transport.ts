/**
 * Landing pages 1–8 of the spec's list (transport by road, sea and air, storage, distribution,
 * moving, international and urgent transport). Assembled in service-landings.ts.
 */
import type { ServiceLanding } from './service-landings.js';

export const TRANSPORT_LANDINGS: readonly ServiceLanding[] = [
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
    keywords: ['transporte marítimo', 'flete marítimo', 'contenedor FCL', 'grupaje marítimo LCL', 'transitario', 'importación por barco'],
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
    keywords: ['mudanzas', 'empresa de mudanzas', 'presupuesto de mudanza', 'mudanza de piso', 'mudanza de oficina', 'guardamuebles'],
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
    keywords: ['transporte internacional', 'transporte a Europa', 'exportación', 'importación', 'transitario', 'grupaje internacional'],
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
    keywords: ['transporte urgente', 'mensajería urgente', 'envío urgente', 'vehículo dedicado', 'entrega en el día', 'transporte exprés'],
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
];
