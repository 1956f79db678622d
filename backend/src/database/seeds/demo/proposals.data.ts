/**
 * Wording of the demo proposals (sanitized-style HTML), by kind of request. Each template gets
 * the company and its contact person; the price itself is stored in its own column.
 */
import type { RequestKind } from './requests.data.js';

export interface ProposalMessageContext {
  companyName: string;
  contactPerson: string;
  /** City of the request. */
  city: string;
}

type Template = (ctx: ProposalMessageContext) => string;

const firstName = (fullName: string): string => fullName.split(' ')[0];

const signature = (ctx: ProposalMessageContext): string => `<p>Un saludo, ${firstName(ctx.contactPerson)} (${ctx.companyName})</p>`;

export const PROPOSAL_TEMPLATES: Readonly<Record<RequestKind, readonly Template[]>> = {
  mudanza: [
    (ctx) =>
      `<p>Hola, gracias por contar con nosotros. Hemos revisado tu solicitud y podemos hacer la mudanza en las fechas que indicas.</p>` +
      `<p>El precio incluye:</p><ul><li>Embalaje de vajilla, cristalería y objetos frágiles con material nuevo</li><li>Protección de muebles con mantas y film</li><li>Desmontaje y montaje de camas y armarios</li><li>Seguro de mercancías durante todo el trayecto</li></ul>` +
      `<p>El presupuesto es cerrado e incluye IVA; no hay suplementos por escaleras ni esperas razonables.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenos días. Somos especialistas en mudanzas en ${ctx.city} y alrededores y tenemos disponibilidad para tu fecha.</p>` +
      `<p>Iríamos con un camión de 30 m³ y tres operarios. Si lo prefieres, podemos hacer antes una visita o una videollamada de diez minutos para confirmar el volumen y que no haya sorpresas.</p>` +
      `<p><strong>IVA incluido.</strong> Pago del 30 % a la reserva y el resto al terminar.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Hola, te enviamos nuestra propuesta. Trabajamos con personal propio y experiencia en accesos difíciles y objetos delicados.</p>` +
      `<ul><li>Material de embalaje incluido</li><li>Permiso de ocupación de vía pública gestionado por nosotros</li><li>Retirada de cajas y plásticos al terminar</li></ul>` +
      `<p>Quedamos a tu disposición para cualquier duda.</p>${signature(ctx)}`,
  ],
  palets: [
    (ctx) =>
      `<p>Hola, podemos hacer este transporte con un camión rígido con trampilla elevadora, así que no necesitáis muelle en destino.</p>` +
      `<ul><li>Recogida en 24 horas desde la confirmación</li><li>Seguimiento del envío y aviso al destinatario</li><li>Albarán firmado escaneado el mismo día</li></ul>` +
      `<p>Precio por servicio, IVA no incluido. Seguro de mercancía según la Ley 15/2009; si queréis, os ofrecemos un seguro adicional a valor declarado.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenas tardes. Tenemos ruta regular que pasa por ${ctx.city} y podemos incluir vuestros palés en grupaje o en carga dedicada si lo preferís.</p>` +
      `<p>Si el servicio se repite cada semana podemos cerrar un precio fijo para todo el año.</p>${signature(ctx)}`,
  ],
  frio: [
    (ctx) =>
      `<p>Hola, somos especialistas en transporte frigorífico y podemos atender vuestra carga con un semirremolque con certificado ATP y registro continuo de temperatura.</p>` +
      `<ul><li>Pre-enfriado del equipo antes de la carga</li><li>Informe de temperaturas descargable en cada entrega</li><li>Seguimiento GPS y alarma si la temperatura se desvía</li></ul>` +
      `<p>Precio por viaje, IVA no incluido.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenos días. Disponemos de equipos frigoríficos bitemperatura y conductores con experiencia en producto perecedero.</p>` +
      `<p>Para servicios recurrentes podemos reservar capacidad fija durante toda la campaña. Nos encantaría hacer un primer viaje de prueba.</p>${signature(ctx)}`,
  ],
  almacen: [
    (ctx) =>
      `<p>Hola, tenemos espacio disponible en nuestras instalaciones y podemos encargarnos de la recogida, el almacenaje y la entrega.</p>` +
      `<ul><li>Almacén vigilado 24 horas con alarma y cámaras</li><li>Seguro incluido</li><li>Inventario con fotos al recibir la mercancía</li></ul>` +
      `<p>El precio es mensual, IVA incluido. Sin permanencia mínima.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenos días. Somos operador logístico y podemos asumir el almacenaje y la preparación de pedidos con nuestro sistema de gestión de almacén, con acceso web a vuestro stock en tiempo real.</p>` +
      `<p>Os proponemos una reunión para ajustar las tarifas por palé, por línea de pedido y por expedición.</p>${signature(ctx)}`,
  ],
  aduanas: [
    (ctx) =>
      `<p>Hola, somos agencia de aduanas y podemos encargarnos de todo el trámite: DUA, representación aduanera y coordinación con el transportista.</p>` +
      `<ul><li>Revisión previa de la factura comercial y de la clasificación arancelaria</li><li>Presentación telemática y seguimiento del levante</li><li>Asesoramiento sobre la documentación que exigirá el país de destino</li></ul>` +
      `<p>Honorarios por expediente, IVA no incluido. Los aranceles e impuestos se repercuten a coste.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenas tardes. Tenemos oficina en el puerto y experiencia en este tipo de operaciones. Podemos ofreceros el despacho y el transporte puerta a puerta en un solo presupuesto.</p>${signature(ctx)}`,
  ],
  internacional: [
    (ctx) =>
      `<p>Hola, podemos organizar el envío internacional completo, incluyendo la documentación de exportación.</p>` +
      `<ul><li>Recogida en vuestras instalaciones</li><li>Transporte principal con seguimiento</li><li>Entrega en destino con prueba de entrega</li></ul>` +
      `<p>Precio válido durante 15 días, IVA no aplicable a la exportación.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenos días. Tenemos salidas semanales a ese destino y podemos cerrar reserva esta misma semana. El precio incluye el transporte y el despacho de exportación.</p>${signature(ctx)}`,
  ],
  'ultima-milla': [
    (ctx) =>
      `<p>Hola, repartimos cada día en ${ctx.city} y su área metropolitana con furgonetas eléctricas.</p>` +
      `<ul><li>Recogida diaria en vuestro local</li><li>Franja horaria de 2 horas y SMS de aviso al cliente</li><li>Prueba de entrega con foto y firma</li></ul>` +
      `<p>El precio es una estimación mensual para el volumen indicado; la tarifa por envío baja a partir de 30 entregas al día.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenas tardes. Podemos hacer el reparto con un equipo dedicado los días que necesitéis, con seguimiento en tiempo real para vuestros clientes.</p>${signature(ctx)}`,
  ],
  ecommerce: [
    (ctx) =>
      `<p>Hola, trabajamos con tiendas online de vuestro tamaño y podemos conectar nuestro almacén con vuestra tienda en pocos días.</p>` +
      `<ul><li>Pedidos recibidos antes de las 14:00 salen el mismo día</li><li>Embalaje con vuestra marca</li><li>Gestión de devoluciones con revisión del producto</li></ul>` +
      `<p>El precio es una estimación mensual con el volumen actual (almacenaje, preparación y envío), IVA no incluido.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenos días. Os proponemos una logística sin permanencia: pagáis por pedido preparado y por palé almacenado. Si os encaja, os enseñamos el almacén cuando queráis.</p>${signature(ctx)}`,
  ],
  especial: [
    (ctx) =>
      `<p>Hola, disponemos de los vehículos y del personal formado para este transporte especializado, y nos ocupamos de los permisos y de la documentación necesaria.</p>` +
      `<ul><li>Estudio de la ruta y de los accesos</li><li>Seguro específico para la carga</li><li>Coordinación de carga y descarga</li></ul>` +
      `<p>IVA no incluido.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenas tardes. Hemos hecho servicios muy similares recientemente y podemos enviaros referencias. El precio incluye vehículo dedicado y conductor especializado.</p>${signature(ctx)}`,
  ],
  consultoria: [
    (ctx) =>
      `<p>Hola, os proponemos un proyecto en tres fases:</p>` +
      `<ul><li>Diagnóstico de la situación actual con datos reales de vuestra operación (2 semanas)</li><li>Propuesta de mejora con el ahorro estimado</li><li>Acompañamiento en la implantación</li></ul>` +
      `<p>El precio es cerrado por proyecto, IVA no incluido.</p>${signature(ctx)}`,
    (ctx) =>
      `<p>Buenos días. Podemos hacer una demostración de nuestra solución con vuestros propios datos antes de que decidáis nada. La implantación típica dura de 4 a 6 semanas.</p>${signature(ctx)}`,
  ],
};

/** Used when a company gives no price (visit needed first). */
export const NO_PRICE_TEMPLATE: Template = (ctx) =>
  `<p>Hola, para darte un precio cerrado y sin sorpresas preferimos ver antes el volumen y los accesos. Podemos hacer una visita gratuita en ${ctx.city} esta semana o una videollamada de diez minutos.</p>` +
  `<p>Dinos qué día te viene bien y te enviamos el presupuesto en 24 horas.</p>${signature(ctx)}`;
