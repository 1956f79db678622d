import type { ReactNode } from 'react';
import { CheckCircleIcon, MapPinIcon, MessageSquareIcon, ShieldCheckIcon, StarIcon, TruckIcon } from '../../ui';

export type AboutItem = { title: string; text: string; icon?: ReactNode };

/** Spec §2 'About': mission, vision, trust and growth. */
export const PILLARS: readonly AboutItem[] = [
  {
    title: 'Nuestra misión',
    text: 'Hacer que contratar un transporte, una mudanza o un servicio logístico sea sencillo y transparente: publicas lo que necesitas una vez y recibes propuestas con precio de empresas del sector, sin llamadas ni formularios repetidos.',
  },
  {
    title: 'Nuestra visión',
    text: 'Ser el punto de encuentro de referencia del transporte y la logística en España, donde cualquier empresa, de la autónoma con una furgoneta al operador con almacén propio, pueda darse a conocer y crecer con clientes reales.',
  },
  {
    title: 'Confianza',
    text: 'Revisamos los datos de las empresas antes de marcarlas como verificadas, las reseñas las escriben usuarios registrados y tus datos de contacto solo llegan a la empresa cuya propuesta aceptas. Tu email nunca se comparte.',
  },
  {
    title: 'Crecimiento',
    text: 'Para las empresas, Rutalia es un canal comercial: un perfil público en el directorio, acceso a solicitudes de toda España y una prueba gratuita de 7 días sin tarjeta de crédito para comprobar que funciona.',
  },
];

/** Spec §1 marketing claims: the reasons to choose Rutalia. */
export const REASONS: readonly AboutItem[] = [
  {
    title: 'Empresas verificadas',
    text: 'Las empresas que completan nuestra revisión muestran la insignia Verificado en su perfil, para que sepas con quién tratas.',
    icon: <ShieldCheckIcon size={24} />,
  },
  {
    title: 'Ofertas competitivas',
    text: 'Varias empresas pueden responder a tu solicitud con su precio. Comparas propuestas y valoraciones y decides tú, sin compromiso.',
    icon: <CheckCircleIcon size={24} />,
  },
  {
    title: 'Cobertura nacional',
    text: 'Empresas de transporte, mudanzas y logística de todas las provincias, para envíos locales, entre ciudades o internacionales.',
    icon: <MapPinIcon size={24} />,
  },
  {
    title: 'Comunicación directa',
    text: 'Hablas con las empresas por la mensajería de la plataforma, con avisos en tiempo real y todo el historial en un solo lugar.',
    icon: <MessageSquareIcon size={24} />,
  },
  {
    title: 'Valoraciones reales',
    text: 'Las reseñas las publican usuarios con cuenta en Rutalia y la nota media se calcula con todas ellas, sin filtros ni retoques.',
    icon: <StarIcon size={24} />,
  },
  {
    title: 'Todo el sector en un sitio',
    text: 'Mudanzas, transporte de mercancías, almacenaje, distribución, última milla o aduanas: más de una decena de servicios en un mismo directorio.',
    icon: <TruckIcon size={24} />,
  },
];
