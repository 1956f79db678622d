import type { BadgeTone } from '../../ui/Badge';
import type { DocumentKind, DocumentStatus, OwnDocument } from './documents.api';

/**
 * What the documents screen says about each kind and status (issue 20). Pure: the page, its
 * cards and their spec use it. The server enforces every rule written here again.
 */

export type ExpiryRule = 'required' | 'optional' | 'none';

export interface KindText {
  title: string;
  /** What to upload, in one sentence. */
  what: string;
  expiry: ExpiryRule;
  /** The badge the public sees once it is approved. */
  badge: string;
}

/** In the order the screen and the badges list them. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['cif', 'transport_authorization', 'liability_insurance', 'goods_insurance'];

export const KIND_TEXTS: Readonly<Record<DocumentKind, KindText>> = {
  cif: {
    title: 'CIF / NIF',
    what: 'La tarjeta de identificación fiscal de la empresa (o el NIF si eres autónomo). Al aprobarlo, tu empresa aparece como «Verificado».',
    expiry: 'none',
    badge: 'CIF verificado',
  },
  transport_authorization: {
    title: 'Autorización de transporte',
    what: 'La tarjeta de transporte (autorización MDPE) en vigor. Indica su fecha de caducidad si la tiene.',
    expiry: 'optional',
    badge: 'Autorización de transporte',
  },
  liability_insurance: {
    title: 'Seguro de responsabilidad civil',
    what: 'La póliza o el certificado del seguro con su fecha de vencimiento.',
    expiry: 'required',
    badge: 'Seguro de responsabilidad civil hasta …',
  },
  goods_insurance: {
    title: 'Seguro de mercancías',
    what: 'La póliza o el certificado del seguro de las mercancías transportadas, con su fecha de vencimiento.',
    expiry: 'required',
    badge: 'Seguro de mercancías hasta …',
  },
};

export const STATUS_TEXTS: Readonly<Record<DocumentStatus, { label: string; tone: BadgeTone }>> = {
  pending: { label: 'Pendiente de revisión', tone: 'warning' },
  approved: { label: 'Aprobado', tone: 'success' },
  rejected: { label: 'Rechazado', tone: 'danger' },
  expired: { label: 'Caducado', tone: 'neutral' },
  replaced: { label: 'Sustituido', tone: 'neutral' },
};

/** `2027-03-31` → `31/03/2027` (a calendar day: no time zone). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** «245 KB», «1,4 MB». */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;
}

/** The status of one version in words: «Rechazado: <motivo>», «Caducado el 31/03/2027»… */
export function statusLine(doc: Pick<OwnDocument, 'status' | 'rejectionReason' | 'expiresOn'>): string {
  const label = STATUS_TEXTS[doc.status].label;
  if (doc.status === 'rejected' && doc.rejectionReason) return `${label}: ${doc.rejectionReason}`;
  if (doc.status === 'expired' && doc.expiresOn) return `Caducado el ${formatDay(doc.expiresOn)}`;
  return label;
}

export interface KindState {
  /** The approved version that gives the badge now. */
  current?: OwnDocument;
  /** The newest version (any status): what the card shows first. */
  latest?: OwnDocument;
  /** Every version of the kind, newest first. */
  versions: OwnDocument[];
}

/** The versions of one kind (the list comes newest first from the server). */
export function kindState(items: readonly OwnDocument[], kind: DocumentKind): KindState {
  const versions = items.filter((doc) => doc.kind === kind);
  return { current: versions.find((doc) => doc.current), latest: versions[0], versions };
}

/** What a company still has to do with a kind, in one line (the card's summary). */
export function kindSummary(state: KindState): string {
  const { current, latest } = state;
  if (latest?.status === 'pending') {
    return current
      ? 'Hemos recibido una versión nueva; la aprobada sigue contando mientras la revisamos.'
      : 'Lo revisaremos en 24-48 horas.';
  }
  const inForce = current?.expiresOn ? `en vigor hasta el ${formatDay(current.expiresOn)}` : 'en vigor';
  if (current && latest?.status === 'rejected')
    return `No pudimos aceptar la versión nueva (mira el motivo); la aprobada sigue ${inForce}.`;
  if (current) return `Aprobado y ${inForce}.`;
  if (latest?.status === 'rejected') return 'No lo hemos podido aceptar: revisa el motivo y sube una versión nueva.';
  if (latest?.status === 'expired') return 'Ha caducado: sube la versión en vigor.';
  return 'Aún no lo has subido.';
}

/** Types the server accepts (it checks the content too). */
export const ACCEPTED_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

/** The checks the server makes that the browser can make first; a Spanish message per field, or nothing. */
export function uploadProblems(
  input: { kind: DocumentKind; expiresOn: string; file: Pick<File, 'name' | 'size' | 'type'> | null },
  today: string,
  maxBytes: number,
): { file?: string; expiresOn?: string } {
  const problems: { file?: string; expiresOn?: string } = {};
  const rule = KIND_TEXTS[input.kind].expiry;
  if (!input.file) problems.file = 'Selecciona el archivo del documento.';
  else if (!ACCEPTED_EXTENSIONS.test(input.file.name) && !/^(application\/pdf|image\/(jpeg|png|webp))$/.test(input.file.type)) {
    problems.file = 'El archivo debe ser un PDF o una imagen JPEG, PNG o WebP.';
  } else if (input.file.size > maxBytes)
    problems.file = `El archivo es demasiado grande. Máximo ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  if (rule === 'required' && !input.expiresOn) problems.expiresOn = 'Indica la fecha de caducidad del seguro.';
  else if (input.expiresOn && input.expiresOn <= today) {
    problems.expiresOn = 'La fecha de caducidad debe ser posterior a hoy: este documento ya no está en vigor.';
  }
  return problems;
}
