/** Help centre content (spec §2 'Help centre'): 4 categories and 6 FAQs. */

export type HelpCategoryId = 'primeros-pasos' | 'perfil' | 'comunicacion' | 'facturacion';

export type HelpCategory = { id: HelpCategoryId; name: string; description: string };

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { id: 'primeros-pasos', name: 'Primeros pasos', description: 'Crear tu cuenta, publicar una solicitud o empezar como empresa.' },
  { id: 'perfil', name: 'Gestión del perfil', description: 'Tus datos, el perfil de empresa y la verificación.' },
  { id: 'comunicacion', name: 'Comunicación', description: 'Mensajes, propuestas y avisos entre clientes y empresas.' },
  { id: 'facturacion', name: 'Facturación', description: 'Planes, prueba gratuita, facturas y cancelación.' },
];

/** An answer is a list of paragraphs (plain text: searchable as written). */
export type Faq = { id: string; category: HelpCategoryId; question: string; answer: readonly string[] };

export const FAQS: readonly Faq[] = [
  {
    id: 'publicar-solicitud',
    category: 'primeros-pasos',
    question: '¿Cómo publico una solicitud de transporte o mudanza?',
    answer: [
      'Crea una cuenta de cliente gratis y pulsa «Nueva Solicitud». Indica un título, describe lo que necesitas mover, elige los servicios y la ciudad y provincia. Publicar es gratis y no te compromete a nada.',
      'Tu solicitud aparece en la lista de trabajos y las empresas interesadas te envían propuestas con un mensaje y, si quieren, un precio. Las encontrarás en «Todas mis Solicitudes», con «Ver Propuestas», donde puedes aceptarlas o rechazarlas.',
    ],
  },
  {
    id: 'empezar-empresa',
    category: 'primeros-pasos',
    question: '¿Cómo empiezo a recibir trabajos con mi empresa?',
    answer: [
      'Regístrate como empresa y elige un plan. Todas las empresas empiezan con 7 días de prueba gratis y no pedimos tarjeta de crédito.',
      'Completa tu perfil para aparecer en el directorio, consulta las solicitudes activas en Trabajos y responde a las que te interesen con tu propuesta: un mensaje y, opcionalmente, un precio.',
    ],
  },
  {
    id: 'verificacion',
    category: 'perfil',
    question: '¿Qué significa «Verificado» y cuánto tarda la verificación de mi empresa?',
    answer: [
      '«Verificado» quiere decir que nuestro equipo ha comprobado el CIF (o el NIF, si eres autónomo) de la empresa. Súbelo desde Documentos, en tu panel: la verificación tarda 24-48 horas y, al aprobarlo, tu ficha, tus tarjetas y tus propuestas muestran «Verificado».',
      'También puedes acreditar tu autorización de transporte y tus seguros de responsabilidad civil y de mercancías: cada documento aprobado y en vigor se muestra como una insignia, los seguros con su fecha de vencimiento. Los archivos nunca se publican.',
    ],
  },
  {
    id: 'datos-compartidos',
    category: 'perfil',
    question: '¿Cómo edito mi perfil y qué datos ven las empresas?',
    answer: [
      'Los clientes editan su nombre, teléfono y dirección desde su perfil; las empresas, desde «Perfil de empresa»: descripción, servicios, datos de contacto, logo e imágenes.',
      'Si eres cliente, una empresa solo ve tu nombre y tu teléfono cuando aceptas su propuesta. Tu email nunca se comparte: toda la comunicación pasa por la plataforma.',
    ],
  },
  {
    id: 'mensajes',
    category: 'comunicacion',
    question: '¿Cómo me comunico con una empresa o con un cliente?',
    answer: [
      'Desde la ficha de una empresa pulsa «Contactar» para abrir una conversación, o escribe desde Mensajes. Las empresas responden a las solicitudes con propuestas y pueden continuar la conversación por mensajes.',
      'Los mensajes llegan en tiempo real y, si lo permites, recibirás notificaciones del navegador. Te recomendamos no compartir datos de pago fuera de la plataforma.',
    ],
  },
  {
    id: 'facturas',
    category: 'facturacion',
    question: '¿Dónde encuentro mis facturas y cómo cancelo la suscripción?',
    answer: [
      'En Facturación ves tu plan, los días de prueba que te quedan, tus datos de facturación y el historial de facturas, que puedes descargar en PDF. Los precios se muestran sin IVA; la factura añade el 21 %.',
      'Puedes cambiar de plan o cancelar cuando quieras desde la misma página. La cancelación se aplica al final del período ya pagado (o de la prueba) y hasta entonces mantienes el acceso.',
    ],
  },
];
