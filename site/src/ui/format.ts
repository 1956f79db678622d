import { format, formatDistanceToNow } from 'date-fns';
import { es } from 'date-fns/locale';

/** '22 nov 2026' */
export function formatDate(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy', { locale: es });
}

/** '22 de noviembre de 2026, 10:45' */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** 'hace 3 días' */
export function formatRelative(iso: string): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true, locale: es });
}
