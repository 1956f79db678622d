/**
 * Landing pages 9–15 of the spec's list (fulfillment, cross-docking, last mile, refrigerated and
 * ADR transport, customs, inventory). Assembled in service-landings.ts.
 */
import type { ServiceLanding } from './service-landings.js';

export const LOGISTICS_LANDINGS: readonly ServiceLanding[] = [
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
    keywords: ['última milla', 'reparto a domicilio', 'logística urbana', 'entregas en el día', 'reparto sostenible', 'last mile'],
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
    keywords: ['despacho de aduanas', 'agente de aduanas', 'DUA', 'importación', 'exportación', 'representante aduanero'],
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
