/** Rutalia's contact details (spec §2 'Information pages → /contact'). */
export const CONTACT_INFO = {
  email: 'contacto@rutalia.es',
  address: ['08210 Barberà del Vallès', 'Barcelona, España'],
  hours: ['Lunes a viernes: 9:00 - 18:00', 'Sábados: 9:00 - 14:00'],
  replyTime: 'menos de 24 horas',
} as const;
