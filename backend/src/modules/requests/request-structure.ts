import { HttpStatus } from '@nestjs/common';
import {
  DATE_FLEXIBILITIES,
  REQUEST_MAX_DAYS_AHEAD,
  categoryByKey,
  categoryOfServices,
  findProvince,
  postalCodeError,
  requestCategoryForm,
  validateRequestDetails,
  type DetailValue,
} from '@rutalia/catalog';
import { distanceKm, findPlace } from '@rutalia/catalog/places';
import { AppException } from '../../common/errors/app-exception.js';
import { isCalendarDay } from '../../common/validation/validators.js';
import type { FieldError } from '../../common/errors/app-exception.js';
import { RequestMessages } from './request-errors.js';
import { addDays } from '../../common/clock/calendar-days.js';

/** A place as the API takes it (origin or destination). */
export interface PlaceInput {
  city: string;
  province: string;
  postalCode?: string;
}

/** The structured part of a request as a client sends it (all optional: old clients send city/province only). */
export interface RequestStructureInput {
  services: string[];
  category?: string;
  origin?: PlaceInput;
  /** null: no destination (clears it on an edit). */
  destination?: PlaceInput | null;
  date?: string;
  dateFlexibility?: string;
  details?: unknown;
}

/** What is stored for it (request-sql.ts writes these columns). */
export interface RequestStructure {
  category: string | null;
  city: string;
  province: string;
  originPostalCode: string | null;
  originLat: number | null;
  originLon: number | null;
  destinationCity: string | null;
  destinationProvince: string | null;
  destinationPostalCode: string | null;
  destinationLat: number | null;
  destinationLon: number | null;
  serviceDate: string | null;
  dateFlexibility: string | null;
  details: Record<string, DetailValue>;
  distanceKm: number | null;
}

const FLEXIBILITIES: readonly string[] = DATE_FLEXIBILITIES.map((f) => f.value);

/** Built once: a new Intl.DateTimeFormat costs ~50 µs, a format with this one ~1 µs (bench/insights-overhead.mjs). */
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** Today's date in Spain (YYYY-MM-DD): dates are days in Europe/Madrid, whatever the server's zone. */
export function madridToday(now: Date): string {
  return MADRID_DAY.format(now);
}

/**
 * Checks and completes the structure of a request (issue 17, part 3). With a `category` the
 * request is structured: the origin's province must be a Spanish province or a Portuguese
 * district, the destination is required, allowed or refused by the category's route rule, the
 * date is required (today to REQUEST_MAX_DAYS_AHEAD days ahead) and `details` must answer the
 * category's form. Without one (old clients: title, description, services, city, province) the
 * request keeps today's rules and its category is the first of its services that has one.
 * Coordinates and the distance are filled when the places are known. Throws a 400
 * VALIDATION_ERROR listing every wrong field, in Spanish.
 */
export function structureRequest(input: RequestStructureInput, today: string): RequestStructure {
  const errors: FieldError[] = [];
  const structured = input.category !== undefined;
  const form = structured ? requestCategoryForm(input.category!) : undefined;
  if (structured && !form) errors.push({ field: 'category', message: 'La categoría no es válida.' });
  // Old-style requests: the category of their first service the tree knows.
  const category = form?.category ?? categoryOfServices(input.services)?.slug ?? null;

  const origin = input.origin ? checkPlace('origin', input.origin, structured, errors) : undefined;
  if (!input.origin) errors.push({ field: 'origin', message: RequestMessages.LOCATION_REQUIRED });
  const destination = input.destination ? checkPlace('destination', input.destination, structured, errors) : undefined;
  if (form?.route === 'required' && !input.destination) {
    errors.push({ field: 'destination', message: 'Indica el destino: origen y destino son necesarios para este servicio.' });
  }
  if (form?.route === 'none' && input.destination) {
    errors.push({
      field: 'destination',
      message: `${categoryByKey(form.category)!.name} no lleva destino: indica solo dónde se presta el servicio.`,
    });
  }

  const serviceDate = checkDate(input.date, structured, today, errors);
  let dateFlexibility: string | null = null;
  if (input.dateFlexibility !== undefined) {
    if (FLEXIBILITIES.includes(input.dateFlexibility)) dateFlexibility = input.dateFlexibility;
    else errors.push({ field: 'dateFlexibility', message: 'La flexibilidad de la fecha debe ser exact, week, month o flexible.' });
  } else if (serviceDate) dateFlexibility = 'exact';

  let details: Record<string, DetailValue> = {};
  if (form) {
    const checked = validateRequestDetails(form.category, input.details);
    errors.push(...checked.errors);
    details = checked.details;
  } else if (input.details !== undefined && !isEmptyObject(input.details)) {
    errors.push({ field: 'details', message: 'Indica la categoría para enviar los detalles.' });
  }

  if (errors.length) {
    throw new AppException('VALIDATION_ERROR', errors[0].message, HttpStatus.BAD_REQUEST, errors);
  }
  const from = origin!;
  return {
    category,
    city: from.city,
    province: from.province,
    originPostalCode: from.postalCode,
    originLat: from.lat,
    originLon: from.lon,
    destinationCity: destination?.city ?? null,
    destinationProvince: destination?.province ?? null,
    destinationPostalCode: destination?.postalCode ?? null,
    destinationLat: destination?.lat ?? null,
    destinationLon: destination?.lon ?? null,
    serviceDate,
    dateFlexibility,
    details,
    distanceKm: routeDistance(from, destination),
  };
}

interface CheckedPlace {
  city: string;
  province: string;
  postalCode: string | null;
  lat: number | null;
  lon: number | null;
}

/** A place with its province in the catalog's spelling (structured requests) and its coordinates when known. */
function checkPlace(
  field: 'origin' | 'destination',
  place: PlaceInput,
  structured: boolean,
  errors: FieldError[],
): CheckedPlace | undefined {
  const city = place.city?.trim() ?? '';
  const provinceText = place.province?.trim() ?? '';
  if (!city || !provinceText) {
    errors.push({ field, message: field === 'origin' ? RequestMessages.LOCATION_REQUIRED : 'Indica la ciudad y la provincia de destino.' });
    return undefined;
  }
  const province = findProvince(provinceText);
  if (structured && !province) {
    errors.push({ field: `${field}.province`, message: `«${provinceText}» no es una provincia de España ni un distrito de Portugal.` });
    return undefined;
  }
  const postalCode = place.postalCode?.trim() || null;
  if (postalCode) {
    const error = province
      ? postalCodeError(postalCode, province.country, province.name, province.code)
      : /^\d{5}$|^\d{4}-\d{3}$/.test(postalCode)
        ? undefined
        : 'El código postal debe tener 5 cifras.';
    if (error) errors.push({ field: `${field}.postalCode`, message: error });
  }
  const found = findPlace(city, provinceText);
  return {
    city: found?.name ?? city,
    province: structured && province ? province.name : provinceText,
    postalCode,
    lat: found?.lat ?? null,
    lon: found?.lon ?? null,
  };
}

function checkDate(date: string | undefined, required: boolean, today: string, errors: FieldError[]): string | null {
  if (date === undefined || date.trim() === '') {
    if (required) errors.push({ field: 'date', message: 'Indica la fecha en la que necesitas el servicio.' });
    return null;
  }
  const value = date.trim();
  if (!isCalendarDay(value)) {
    errors.push({ field: 'date', message: 'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario.' });
    return null;
  }
  if (value < today) {
    errors.push({ field: 'date', message: 'La fecha no puede ser anterior a hoy.' });
    return null;
  }
  const latest = addDays(today, REQUEST_MAX_DAYS_AHEAD);
  if (value > latest) {
    errors.push({ field: 'date', message: 'La fecha no puede estar a más de un año vista.' });
    return null;
  }
  return value;
}

function routeDistance(origin: CheckedPlace, destination: CheckedPlace | undefined): number | null {
  if (!destination || origin.lat === null || origin.lon === null || destination.lat === null || destination.lon === null) return null;
  return Math.round(distanceKm({ lat: origin.lat, lon: origin.lon }, { lat: destination.lat, lon: destination.lon }));
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
