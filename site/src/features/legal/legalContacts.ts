/** Contacts shown on /privacy and /terms (spec §2: privacy, data protection officer and legal, at the product domain). */
export const LEGAL_CONTACTS = [
  { label: 'Privacidad y ejercicio de derechos', email: 'privacidad@rutalia.es' },
  { label: 'Delegado de protección de datos (DPO)', email: 'dpo@rutalia.es' },
  { label: 'Asuntos legales y condiciones de uso', email: 'legal@rutalia.es' },
] as const;

export const LEGAL_OWNER = 'Rutalia';
export const LEGAL_ADDRESS = '08210 Barberà del Vallès (Barcelona), España';
