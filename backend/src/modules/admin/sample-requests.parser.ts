import { ALL_SERVICES, DIRECTORY_SERVICES, findCity } from '@rutalia/catalog';
import { SAMPLE_REQUEST_COUNT } from './sample-requests.prompt.js';

/** One generated request, in the shape `POST /api/requests` accepts. */
export interface SampleRequest {
  title: string;
  description: string;
  services: string[];
  city: string;
  province: string;
}

const TITLE_MAX = 150;
const DESCRIPTION_MAX = 2_000;
const MAX_SERVICES = 3;

/** Category names first: the prompt offers those; a concrete service of a category also counts. */
const KNOWN_SERVICES = [...DIRECTORY_SERVICES, ...ALL_SERVICES];
const serviceKey = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const SERVICE_BY_KEY = new Map(KNOWN_SERVICES.map((name) => [serviceKey(name), name] as const));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Plain text on one line at most `max` long; undefined when empty or not text. */
function text(value: unknown, max: number, singleLine: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Models sometimes answer with markup; the samples are plain text.
  let clean = value.replace(/<[^>]*>/g, ' ');
  clean = singleLine ? clean.replace(/\s+/g, ' ') : clean.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n');
  clean = clean.trim();
  return clean && clean.length <= max ? clean : undefined;
}

/** The JSON inside the model's text: without Markdown code fences or prose around the array. */
export function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const body = (fenced ? fenced[1] : content).trim();
  try {
    return JSON.parse(body);
  } catch {
    // "Aquí tienes: [ ... ]": take the outermost array.
    const start = body.indexOf('[');
    const end = body.lastIndexOf(']');
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(body.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

/** A generated item checked against the catalog, or undefined when it is unusable. */
export function toSampleRequest(value: unknown): SampleRequest | undefined {
  if (!isRecord(value)) return undefined;
  const title = text(value.title, TITLE_MAX, true);
  const description = text(value.description, DESCRIPTION_MAX, false);
  const rawServices = typeof value.services === 'string' ? value.services.split(',') : value.services;
  if (!title || !description || !Array.isArray(rawServices)) return undefined;

  const services = [
    ...new Set(
      rawServices.map((s) => (typeof s === 'string' ? SERVICE_BY_KEY.get(serviceKey(s)) : undefined)).filter((s): s is string => !!s),
    ),
  ].slice(0, MAX_SERVICES);
  if (services.length === 0) return undefined;

  if (typeof value.city !== 'string' || typeof value.province !== 'string') return undefined;
  const city = findCity(value.city, value.province);
  if (!city || city.country !== 'España') return undefined;

  return { title, description, services, city: city.name, province: city.province };
}

/**
 * The usable sample requests in a model's answer (at most SAMPLE_REQUEST_COUNT): accepts a bare
 * array or an object holding one (`{ "solicitudes": [...] }`), drops invalid items.
 */
export function parseSampleRequests(content: string): SampleRequest[] {
  const json = extractJson(content);
  const list = Array.isArray(json) ? json : isRecord(json) ? Object.values(json).find(Array.isArray) : undefined;
  if (!list) return [];
  const items: SampleRequest[] = [];
  for (const entry of list) {
    const item = toSampleRequest(entry);
    if (item) items.push(item);
    if (items.length === SAMPLE_REQUEST_COUNT) break;
  }
  return items;
}
