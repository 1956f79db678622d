/**
 * Demo client users and the demo administrator. Emails use the demo domain (never a real one);
 * phones follow the Spanish +34 6xx / 9xx format.
 */

export const DEMO_EMAIL_DOMAIN = 'demo.rutalia.es';

/** Password of the four documented demo accounts (every other demo user cannot log in). */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_CLIENT_EMAIL = `cliente@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_COMPANY_EMAIL = `empresa@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;
/** The company whose subscription is suspended for not paying (its invoices, PDFs and the pay-now banner). */
export const DEMO_UNPAID_COMPANY_EMAIL = `impagos@${DEMO_EMAIL_DOMAIN}`;

export interface DemoClient {
  key: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  /** Days since the client signed up. */
  ageDays: number;
}

/** The 12 demo clients; the first one is the documented `cliente@demo.rutalia.es` account. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    key: 'carmen',
    fullName: 'Carmen López García',
    email: DEMO_CLIENT_EMAIL,
    phone: '+34 612 345 678',
    address: 'Calle de Alcalá 214, 3.º B',
    postalCode: '28028',
    city: 'Madrid',
    province: 'Madrid',
    ageDays: 75,
  },
  {
    key: 'alejandro',
    fullName: 'Alejandro Fernández Martín',
    email: `alejandro.fernandez@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 634 781 205',
    address: 'Carrer de Provença 301, 2n 1a',
    postalCode: '08037',
    city: 'Barcelona',
    province: 'Barcelona',
    ageDays: 140,
  },
  {
    key: 'lucia',
    fullName: 'Lucía Martínez Sánchez',
    email: `lucia.martinez@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 657 920 314',
    address: 'Avenida del Puerto 88, 5.ª',
    postalCode: '46023',
    city: 'Valencia',
    province: 'Valencia',
    ageDays: 95,
  },
  {
    key: 'pablo',
    fullName: 'Pablo Gómez Navarro',
    email: `pablo.gomez@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 622 418 903',
    address: 'Calle Asunción 45, 1.º A',
    postalCode: '41011',
    city: 'Sevilla',
    province: 'Sevilla',
    ageDays: 210,
  },
  {
    key: 'marta',
    fullName: 'Marta Díaz Romero',
    email: `marta.diaz@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 688 237 451',
    address: 'Gran Vía de Don Diego López de Haro 52',
    postalCode: '48011',
    city: 'Bilbao',
    province: 'Bizkaia',
    ageDays: 60,
  },
  {
    key: 'sergio',
    fullName: 'Sergio Moreno Torres',
    email: `sergio.moreno@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 976 338 120',
    address: 'Polígono Malpica, calle D, nave 14',
    postalCode: '50016',
    city: 'Zaragoza',
    province: 'Zaragoza',
    ageDays: 180,
  },
  {
    key: 'elena',
    fullName: 'Elena Jiménez Ruiz',
    email: `elena.jimenez@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 611 902 736',
    address: 'Paseo de Reding 19, 4.º C',
    postalCode: '29016',
    city: 'Málaga',
    province: 'Málaga',
    ageDays: 45,
  },
  {
    key: 'david',
    fullName: 'David Álvarez Castro',
    email: `david.alvarez@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 968 740 215',
    address: 'Carretera de Alicante 112',
    postalCode: '30007',
    city: 'Murcia',
    province: 'Murcia',
    ageDays: 260,
  },
  {
    key: 'nuria',
    fullName: 'Núria Puig Vidal',
    email: `nuria.puig@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 645 113 872',
    address: 'Carrer de la Força 7',
    postalCode: '17004',
    city: 'Girona',
    province: 'Girona',
    ageDays: 120,
  },
  {
    key: 'inaki',
    fullName: 'Iñaki Etxeberria Goñi',
    email: `inaki.etxeberria@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 943 287 650',
    address: 'Calle Urbieta 31, 2.º D',
    postalCode: '20006',
    city: 'San Sebastián',
    province: 'Gipuzkoa',
    ageDays: 90,
  },
  {
    key: 'rocio',
    fullName: 'Rocío Herrera Molina',
    email: `rocio.herrera@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 679 554 208',
    address: 'Camino de Ronda 140, 6.º B',
    postalCode: '18003',
    city: 'Granada',
    province: 'Granada',
    ageDays: 150,
  },
  {
    key: 'andres',
    fullName: 'Andrés Vázquez Rey',
    email: `andres.vazquez@${DEMO_EMAIL_DOMAIN}`,
    phone: '+34 981 625 447',
    address: 'Rúa Real 56, 3.º',
    postalCode: '15003',
    city: 'A Coruña',
    province: 'A Coruña',
    ageDays: 70,
  },
];

/** The demo administrator (`admin@demo.rutalia.es`), also the author of the blog posts. */
export const DEMO_ADMIN = {
  fullName: 'Redacción Rutalia',
  email: DEMO_ADMIN_EMAIL,
  phone: '+34 931 234 567',
  city: 'Barberà del Vallès',
  province: 'Barcelona',
  ageDays: 120,
} as const;
