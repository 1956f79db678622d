/**
 * Review comments of the demo data (plain text, at most 1000 characters). Positive comments
 * (ratings 4 and 5) depend on what the company does; mixed (3) and negative (2) ones are generic.
 * Each comment is used at most once while the pools last.
 */
import type { Segment } from './companies.data.js';

/** Rating weights: mostly 4-5, some 3, a few 2. */
export const RATING_WEIGHTS: readonly (readonly [number, number])[] = [
  [5, 46],
  [4, 34],
  [3, 13],
  [2, 7],
];

/** Share of reviews left without a comment. */
export const NO_COMMENT_SHARE = 0.15;

export const POSITIVE_COMMENTS: Readonly<Record<Segment, readonly string[]>> = {
  mudanzas: [
    'Mudanza impecable de Madrid a Valencia. Llegaron puntuales, embalaron toda la cocina con mucho cuidado y montaron los armarios en destino. Ni un solo arañazo.',
    'Se nota que tienen experiencia: subieron un sofá enorme por la ventana con el elevador en media hora. El precio fue exactamente el del presupuesto.',
    'Muy profesionales y muy amables. Nos ayudaron a gestionar el permiso del ayuntamiento para aparcar el camión, algo que no sabíamos ni que hacía falta.',
    'Trasladaron el piano de mi madre sin ningún problema por una escalera muy estrecha. Repetiría sin dudarlo.',
    'Hicimos la mudanza de la oficina un sábado y el lunes estaba todo montado y funcionando. Equipo rápido y ordenado.',
    'Buena comunicación desde el primer día: visita previa, presupuesto detallado y confirmación la víspera. Todo llegó en perfecto estado.',
    'Guardaron nuestros muebles tres meses durante la reforma y los devolvieron igual que se los llevaron. Muy recomendables.',
    'Mudanza internacional sin sorpresas. Nos explicaron la documentación y nos tuvieron informados de dónde estaba el camión en todo momento.',
  ],
  transporte: [
    'Llevamos meses trabajando con ellos en la ruta semanal a Madrid y no han fallado ni una entrega. El seguimiento online funciona muy bien.',
    'Recogieron los palés el mismo día que confirmamos y el cliente los tuvo a primera hora del día siguiente. Muy serios.',
    'Buen precio para el grupaje y trato cercano. Cuando hubo un retraso por el temporal nos avisaron antes de que preguntáramos.',
    'Conductores muy profesionales y camión con trampilla, que era justo lo que necesitábamos porque nuestro cliente no tiene muelle.',
    'Nos resolvieron un transporte urgente un viernes por la tarde. Respuesta rápida y precio razonable.',
    'Facturación clara y sin recargos inesperados. Se agradece en este sector.',
    'Envío a las islas muy bien organizado: nos explicaron los plazos del barco y se cumplieron al día.',
    'Transporte de mercancía paletizada sin incidencias. El albarán firmado nos llegó escaneado esa misma tarde.',
  ],
  frio: [
    'Transporte frigorífico de fruta a Alemania con registro de temperatura impecable durante todo el viaje. El cliente final, encantado.',
    'Llevamos toda la campaña con ellos y la cadena de frío nunca se ha roto. Nos envían el informe de temperaturas con cada entrega.',
    'Camiones frigoríficos nuevos y conductores que saben lo que llevan. Muy recomendables para producto perecedero.',
    'Nos solucionaron un viaje de congelado con muy poco margen. Puntuales en la carga y en la descarga.',
    'Reparto refrigerado diario a nuestros restaurantes siempre a su hora. Muy cumplidores.',
    'Buena relación calidad-precio para grupaje frigorífico, ideal para productores pequeños como nosotros.',
  ],
  almacen: [
    'Externalizamos la logística de nuestra tienda online con ellos y los pedidos salen el mismo día. Las devoluciones están muy bien gestionadas.',
    'Almacén limpio, ordenado y con un sistema que nos deja ver el stock en tiempo real. Muy contentos.',
    'Nos ayudaron a preparar la campaña de Navidad con personal extra y no se retrasó ni un pedido.',
    'El gestor de cuenta responde siempre rápido y los informes semanales nos han ayudado a tomar decisiones.',
    'Guardan nuestros palés desde hace un año sin una sola incidencia de inventario.',
    'Muy buena logística inversa: recogen las devoluciones, las revisan y nos dicen qué se puede volver a vender.',
    'Cambiar de operador logístico daba miedo, pero la migración fue ordenada y en dos semanas estaba todo funcionando.',
  ],
  aduanas: [
    'Nos guiaron en nuestra primera exportación al Reino Unido tras el Brexit. Todo claro, rápido y sin errores en la documentación.',
    'Despacho de importación en el puerto en menos de 24 horas. Muy buenos profesionales.',
    'Nos revisaron la clasificación arancelaria y nos ahorramos un buen dinero en aranceles. Muy recomendables.',
    'Atención rápida y explicaciones sin tecnicismos. Por fin entiendo qué pago en cada importación.',
  ],
  ecommerce: [
    'Reparto de última milla muy fiable: nuestros clientes reciben el aviso con la franja horaria y casi no hay ausentes.',
    'Repartidores amables y puntuales. Las entregas en el día nos han ayudado a vender más.',
    'Integraron nuestra tienda online en una semana y desde entonces no tenemos que preocuparnos de los envíos.',
    'Gestionan muy bien las devoluciones y los clientes están más contentos. Buen servicio.',
    'Servicio urgente dentro de la ciudad en menos de dos horas, tal como prometen.',
  ],
  tecnologia: [
    'El estudio de rutas nos ha permitido hacer el mismo reparto con un camión menos. Trabajo muy serio.',
    'Nos ayudaron a elegir e implantar un SGA y la productividad del almacén ha mejorado muchísimo.',
    'Consultores que se ponen el chaleco y bajan al almacén. Propuestas prácticas y con números.',
  ],
  especial: [
    'Transporte ADR impecable: documentación, señalización y conductor con toda la formación. Muy profesionales.',
    'Movieron una máquina de varias toneladas con grúa y permisos en regla. Todo salió según lo planeado.',
    'Son de las pocas empresas de la zona que se toman la seguridad en serio. Trabajamos con ellos desde hace años.',
  ],
};

/** Used when a segment's positive pool runs out. */
export const GENERIC_POSITIVE_COMMENTS: readonly string[] = [
  'Muy buena experiencia. Respondieron rápido a la solicitud y el servicio fue el acordado.',
  'Profesionales, puntuales y con un precio justo. Volveremos a contar con ellos.',
  'Todo correcto de principio a fin. Muy recomendables.',
  'Trato muy cercano y mucha seriedad. Se nota que cuidan a sus clientes.',
  'Cumplieron con los plazos y con el presupuesto. No se puede pedir más.',
  'Comunicación excelente durante todo el servicio.',
];

export const MIXED_COMMENTS: readonly string[] = [
  'El servicio estuvo bien, aunque llegaron una hora tarde y no avisaron.',
  'Correctos en general, pero el presupuesto tardó varios días en llegar.',
  'Buen trabajo, aunque una caja llegó con una esquina golpeada. Lo solucionaron sin problema.',
  'Precio algo alto para lo que es, pero el servicio fue correcto.',
  'Cumplieron, pero costó bastante contactar por teléfono durante la semana.',
  'La entrega fue bien; la factura tuvo un error que tardaron en corregir.',
  'Servicio aceptable. Mejorable la información de seguimiento.',
];

export const NEGATIVE_COMMENTS: readonly string[] = [
  'Retrasaron la recogida dos días y nos enteramos porque llamamos nosotros. Al final se hizo, pero no repetiremos.',
  'El precio final fue más alto que el presupuesto por suplementos que no nos habían explicado.',
  'Mala comunicación: nadie sabía decirnos dónde estaba la mercancía.',
  'Faltó cuidado con el embalaje y un mueble llegó rayado. Lo reclamamos y aún esperamos respuesta.',
];
