import type { SeoMeta } from './seo.types.js';

const SITE = 'Rutalia';
const DEFAULT_DESCRIPTION =
  'Encuentra empresas de transporte, mudanzas y logística verificadas en toda España y recibe presupuestos gratis.';

type StaticPage = Pick<SeoMeta, 'title' | 'description'> & { noindex?: boolean };

/** Meta tags of the site's fixed pages (spec section 2, route table). */
export const staticPages: Record<string, StaticPage> = {
  '/': { title: `${SITE} · Transporte, mudanzas y logística en España`, description: DEFAULT_DESCRIPTION },
  '/companies': {
    title: `Empresas de transporte y logística · ${SITE}`,
    description: 'Directorio de empresas de transporte, mudanzas y logística en España. Filtra por servicio y provincia y contacta gratis.',
  },
  '/empresas': {
    title: `Empresas de transporte y logística en España · ${SITE}`,
    description: 'Busca empresas de transporte y logística por servicio y ciudad, o registra la tuya y empieza a recibir clientes.',
  },
  '/jobs': {
    title: `Trabajos de transporte y mudanzas · ${SITE}`,
    description: 'Solicitudes activas de transporte, mudanzas y logística publicadas por clientes de toda España.',
  },
  '/trabajos': {
    title: `Publica tu solicitud de transporte · ${SITE}`,
    description: 'Publica tu solicitud, recibe ofertas de empresas verificadas y elige la mejor. Gratis y sin compromiso.',
  },
  '/ubicaciones': {
    title: `Empresas de transporte por ubicación · ${SITE}`,
    description: 'Encuentra empresas de transporte y logística en las principales ciudades y provincias de España.',
  },
  '/blog': {
    title: `Blog de transporte y logística · ${SITE}`,
    description: 'Guías, consejos y novedades sobre mudanzas, transporte de mercancías y logística en España.',
  },
  '/articulos': {
    title: `Artículos de transporte y logística · ${SITE}`,
    description: 'Artículos y guías prácticas sobre transporte, mudanzas y logística.',
  },
  '/about': {
    title: `Sobre nosotros · ${SITE}`,
    description: 'Conoce la misión y la visión de Rutalia, la plataforma que conecta el sector logístico y de transporte en España.',
  },
  '/contact': {
    title: `Contacto · ${SITE}`,
    description: 'Escríbenos: te respondemos en menos de 24 horas, de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 14:00.',
  },
  '/help': {
    title: `Centro de ayuda · ${SITE}`,
    description: 'Respuestas a las preguntas frecuentes sobre cuentas, perfiles, mensajes y facturación en Rutalia.',
  },
  '/privacy': {
    title: `Política de privacidad · ${SITE}`,
    description: 'Cómo tratamos tus datos personales conforme al RGPD y la LOPDGDD.',
  },
  '/terms': {
    title: `Términos y condiciones · ${SITE}`,
    description: 'Condiciones de uso de la plataforma Rutalia para clientes y empresas.',
  },
  '/sitemap': {
    title: `Mapa del sitio · ${SITE}`,
    description: 'Todas las páginas públicas de Rutalia: servicios, ubicaciones, empresas y artículos, con el sitemap.xml para descargar.',
  },
  '/newsletter/confirmar': {
    title: `Confirmar suscripción · ${SITE}`,
    description: 'Confirma tu suscripción a la newsletter de Rutalia.',
    noindex: true,
  },
  '/newsletter/baja': { title: `Darse de baja · ${SITE}`, description: 'Date de baja de la newsletter de Rutalia.', noindex: true },
  '/notificaciones/baja': {
    title: `Darse de baja de avisos · ${SITE}`,
    description: 'Deja de recibir por correo un tipo de aviso de Rutalia.',
    noindex: true,
  },
  '/alertas/baja': {
    title: `Dejar de recibir alertas · ${SITE}`,
    description: 'Deja de recibir por correo las alertas de nuevas solicitudes.',
    noindex: true,
  },
  '/login': { title: `Iniciar sesión · ${SITE}`, description: 'Accede a tu cuenta de Rutalia.', noindex: true },
  '/forgot-password': { title: `Recuperar contraseña · ${SITE}`, description: 'Recupera el acceso a tu cuenta de Rutalia.', noindex: true },
  '/register/client': {
    title: `Registro de cliente · ${SITE}`,
    description: 'Crea tu cuenta gratis y publica tu solicitud de transporte o mudanza.',
  },
  '/register/company': {
    title: `Registro de empresa · ${SITE}`,
    description: 'Registra tu empresa de transporte o logística: 7 días gratis, sin tarjeta de crédito.',
  },
};

/** Pages that exist for signed-in users only: the SPA handles them, crawlers must not index them. */
export const privatePagePatterns: RegExp[] = [
  /^\/register\/admin$/,
  /^\/reset-password$/,
  /^\/verify-email$/,
  /^\/dashboard$/,
  /^\/request(\/[^/]+\/edit)?$/,
  /^\/client\/(requests|profile)$/,
  /^\/(profile|company-profile|company-billing|messages)$/,
  /^\/company\/(proposals|alerts|insights|documents)$/,
  /^\/company\/proposal\/[^/]+$/,
  /^\/proposals\/[^/]+$/,
  /^\/jobs\/[^/]+\/(respond|proposals)$/,
  /^\/admin(\/blog|\/super)?$/,
];

/** Public pages with a parameter; their own resolvers (companies, jobs, blog...) refine the tags. */
export const dynamicPublicPatterns: RegExp[] = [
  /^\/company\/[^/]+$/,
  /^\/jobs?\/[^/]+$/,
  /^\/location\/[^/]+(\/[^/]+)?$/,
  /^\/services\/[^/]+$/,
  /^\/blog\/[^/]+$/,
];

export const notFoundMeta = (pathname: string): SeoMeta => ({
  title: `Página no encontrada · ${SITE}`,
  description: 'La página que buscas no existe o ha cambiado de dirección.',
  canonicalPath: pathname,
  status: 404,
  noindex: true,
});

export { DEFAULT_DESCRIPTION, SITE };
