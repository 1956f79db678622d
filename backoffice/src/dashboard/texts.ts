/** The dashboard's own texts (Spanish only; spec 8 'Admin' for the two error messages). */
export const DASHBOARD_TEXT = {
  totals: {
    monthlyRecurringRevenue: 'Ingresos recurrentes (mes)',
    trialsEndingThisWeek: 'Pruebas que terminan esta semana',
  },
  hints: {
    users: 'Sin superadministradores',
    companies: 'Visibles en el directorio',
    monthlyRecurringRevenue: 'Suscripciones activas y con pago pendiente',
    trialsEndingThisWeek: 'Hasta el domingo',
  },
  messages: {
    heading: 'Últimos mensajes de contacto',
    empty: 'Todavía no hay mensajes de contacto.',
    unread: 'Nuevo',
    read: 'Leído',
    markRead: 'Marcar como leído',
    markedRead: 'Mensaje marcado como leído',
    markReadError: 'No se pudo marcar el mensaje como leído',
    seeAll: 'Ver todos los mensajes',
  },
  companies: {
    heading: 'Últimas empresas',
    empty: 'Todavía no hay empresas.',
    seeAll: 'Ver todas las empresas',
  },
  users: {
    heading: 'Últimos usuarios',
    empty: 'Todavía no hay usuarios.',
    seeAll: 'Ver todos los usuarios',
  },
  chart: {
    heading: 'Altas y solicitudes por semana',
    title: 'Altas de usuarios y solicitudes publicadas en las últimas 12 semanas',
    signups: 'Altas',
    requests: 'Solicitudes',
    week: 'Semana del',
    empty: 'Sin actividad en las últimas 12 semanas.',
  },
} as const;

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const integer = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
const shortDate = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' });
const weekLabel = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekLong = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatEuros = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? euros.format(value) : '—');
export const formatCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? integer.format(value) : '—');
export const formatDay = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '—' : shortDate.format(new Date(iso)));
/** 'YYYY-MM-DD' (a calendar date, read as such) → '17 nov'. */
export const formatWeek = (day: string) => weekLabel.format(new Date(`${day}T00:00:00Z`));
/** 'YYYY-MM-DD' → '17 de noviembre de 2026'. */
export const formatWeekLong = (day: string) => weekLong.format(new Date(`${day}T00:00:00Z`));

/** The home contact form sends a code as the subject (spec 3); the contact page, free text. */
const SUBJECTS: Record<string, string> = {
  general: 'Consulta general',
  pricing: 'Precios',
  support: 'Soporte',
  partnership: 'Colaboración',
  other: 'Otro',
};
export const subjectLabel = (subject: string) => SUBJECTS[subject] ?? subject;
