import { DATE_FLEXIBILITIES, SERVICE_CATEGORIES, type DateFlexibility, type DetailValue } from '@rutalia/catalog';

/**
 * The guided request form's answers («borrador»): what the steps edit, what is kept in
 * localStorage between visits, and the order of the steps. Pure data, no React.
 */

export const STEPS = [
  { id: 'what', label: 'Qué', title: '¿Qué necesitas?' },
  { id: 'where', label: 'Dónde', title: '¿Dónde?' },
  { id: 'when', label: 'Cuándo', title: '¿Cuándo?' },
  { id: 'details', label: 'Detalles', title: 'Detalles' },
  { id: 'photos', label: 'Fotos', title: 'Fotos' },
  { id: 'review', label: 'Publicar', title: 'Revisa y publica' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

export const stepIndex = (step: StepId) => STEPS.findIndex((s) => s.id === step);

/** A place chosen in a PlacePicker; lat/lon give the estimated distance. */
export interface DraftPlace {
  city: string;
  province: string;
  lat?: number;
  lon?: number;
}

/** The contact fields of a visitor (never the password: it is not stored). */
export interface DraftContact {
  fullName: string;
  email: string;
  phone: string;
}

export interface RequestDraft {
  step: StepId;
  category: string;
  services: string[];
  origin: DraftPlace | null;
  originPostalCode: string;
  destination: DraftPlace | null;
  destinationPostalCode: string;
  date: string;
  dateFlexibility: DateFlexibility;
  /** Answers by question key; numbers are kept as typed (text) and converted on publish. */
  details: Record<string, DetailValue>;
  title: string;
  /** Once the visitor edits the title we stop suggesting one. */
  titleEdited: boolean;
  description: string;
  contact: DraftContact;
  /** How many photos were chosen: photos live in memory only, so a restored draft may have lost them. */
  photoCount: number;
}

export const emptyDraft = (): RequestDraft => ({
  step: 'what',
  category: '',
  services: [],
  origin: null,
  originPostalCode: '',
  destination: null,
  destinationPostalCode: '',
  date: '',
  dateFlexibility: 'exact',
  details: {},
  title: '',
  titleEdited: false,
  description: '',
  contact: { fullName: '', email: '', phone: '' },
  photoCount: 0,
});

/** Whether the draft holds anything worth restoring. */
export function hasAnswers(draft: RequestDraft): boolean {
  return Boolean(draft.category || draft.origin || draft.date || Object.keys(draft.details).length || draft.description.trim());
}

/* ------------------------------------------------------------------ storage */

export const DRAFT_STORAGE_KEY = 'rutalia:request-draft';
const DRAFT_VERSION = 1;
/** Drafts older than this are dropped rather than offered back. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

type StoredDraft = { version: number; savedAt: number; draft: RequestDraft };

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is unavailable (private mode, quota, tests). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

const FLEXIBILITY_VALUES: readonly string[] = DATE_FLEXIBILITIES.map((f) => f.value);
const STEP_IDS: readonly string[] = STEPS.map((s) => s.id);

/** Reads the saved draft; anything unreadable, from another version or too old is ignored (and removed). */
export function loadDraft(storage: DraftStorage | null, now = Date.now()): RequestDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.version !== DRAFT_VERSION || typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_MAX_AGE_MS) {
      storage.removeItem(DRAFT_STORAGE_KEY);
      return null;
    }
    return sanitizeDraft(stored.draft);
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, draft: RequestDraft, now = Date.now()): void {
  if (!storage) return;
  try {
    const stored: StoredDraft = { version: DRAFT_VERSION, savedAt: now, draft };
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota or private mode: the draft simply is not kept.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function place(value: unknown): DraftPlace | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Partial<DraftPlace>;
  if (!str(p.city) || !str(p.province)) return null;
  const coords = typeof p.lat === 'number' && typeof p.lon === 'number' ? { lat: p.lat, lon: p.lon } : {};
  return { city: str(p.city), province: str(p.province), ...coords };
}

/** Rebuilds a draft from stored JSON, field by field, so an edited or old value cannot break the form. */
export function sanitizeDraft(input: unknown): RequestDraft | null {
  if (!input || typeof input !== 'object') return null;
  const d = input as Partial<Record<keyof RequestDraft, unknown>>;
  const base = emptyDraft();
  const category = SERVICE_CATEGORIES.find((c) => c.slug === d.category);
  const contact = (d.contact && typeof d.contact === 'object' ? d.contact : {}) as Partial<Record<keyof DraftContact, unknown>>;
  const details = d.details && typeof d.details === 'object' && !Array.isArray(d.details) ? (d.details as Record<string, DetailValue>) : {};
  return {
    ...base,
    step: STEP_IDS.includes(str(d.step)) ? (d.step as StepId) : base.step,
    category: category?.slug ?? '',
    services: Array.isArray(d.services) ? d.services.filter((s): s is string => typeof s === 'string' && !!category) : [],
    origin: place(d.origin),
    originPostalCode: str(d.originPostalCode),
    destination: place(d.destination),
    destinationPostalCode: str(d.destinationPostalCode),
    date: /^\d{4}-\d{2}-\d{2}$/.test(str(d.date)) ? str(d.date) : '',
    dateFlexibility: FLEXIBILITY_VALUES.includes(str(d.dateFlexibility)) ? (d.dateFlexibility as DateFlexibility) : base.dateFlexibility,
    details: category ? details : {},
    title: str(d.title),
    titleEdited: d.titleEdited === true,
    description: str(d.description),
    contact: { fullName: str(contact.fullName), email: str(contact.email), phone: str(contact.phone) },
    photoCount: typeof d.photoCount === 'number' && d.photoCount > 0 ? Math.floor(d.photoCount) : 0,
  };
}

/* ------------------------------------------------------------- hero prefill */

/** What the home hero hands to /request (router state): a category, the route and maybe the date. */
export interface DraftPrefill {
  category: string;
  origin: DraftPlace | null;
  destination: DraftPlace | null;
  /** YYYY-MM-DD or ''. */
  date: string;
}

/** Applies the hero's answers: a different category starts its questions afresh. */
export function applyPrefill(draft: RequestDraft, prefill: DraftPrefill): RequestDraft {
  const sameCategory = draft.category === prefill.category;
  return {
    ...draft,
    category: prefill.category,
    services: sameCategory ? draft.services : [],
    details: sameCategory ? draft.details : {},
    origin: prefill.origin,
    originPostalCode: '',
    destination: prefill.destination,
    destinationPostalCode: '',
    date: prefill.date || draft.date,
  };
}

/** '' (no category yet: the form starts with «Qué») or a known category slug. */
export function isPrefill(value: unknown): value is DraftPrefill {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<DraftPrefill>;
  return typeof p.category === 'string' && (p.category === '' || SERVICE_CATEGORIES.some((c) => c.slug === p.category));
}

/** Sanitizes a prefill's places (router state can be anything). */
export function readPrefill(value: unknown): DraftPrefill | null {
  if (!isPrefill(value)) return null;
  const date = str(value.date);
  return {
    category: value.category,
    origin: place(value.origin),
    destination: place(value.destination),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
  };
}
