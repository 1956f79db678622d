import { SERVICE_CATEGORIES, type ServiceCategory } from '@rutalia/catalog';
import { ServiceIcon } from '../../../services/components/ServiceIcon';

/** The most asked for first; the rest keep the catalog's order. */
const FIRST = ['mudanzas', 'transporte-nacional', 'transporte-internacional', 'transporte-especializado', 'almacenaje', 'distribucion'];

const ICONS: Record<string, string> = {
  mudanzas: 'home',
  'transporte-nacional': 'truck',
  'transporte-internacional': 'globe',
  'transporte-especializado': 'snowflake',
  almacenaje: 'warehouse',
  distribucion: 'map-pin',
  'preparacion-de-pedidos': 'box',
  'gestion-aduanera': 'file-text',
  'logistica-inversa': 'shuffle',
  'consultoria-logistica': 'bar-chart',
  'tecnologia-logistica': 'clock',
  'logistica-e-commerce': 'package',
  'servicios-personalizados': 'ship',
  'grandes-cuentas': 'plane',
};

const rank = (c: ServiceCategory) => (FIRST.includes(c.slug) ? FIRST.indexOf(c.slug) : FIRST.length);

export const ORDERED_CATEGORIES: readonly ServiceCategory[] = [...SERVICE_CATEGORIES].sort((a, b) => rank(a) - rank(b));

/**
 * The home hero's «¿Qué necesitas mover?» offers the categories that go from one place to
 * another (a spec checks their route rule). Listed here rather than read from the request forms,
 * which would pull every category's questions into the home page.
 */
export const HERO_CATEGORIES: readonly ServiceCategory[] = ORDERED_CATEGORIES.filter((c) =>
  ['mudanzas', 'transporte-nacional', 'transporte-internacional', 'transporte-especializado'].includes(c.slug),
);

export function CategoryIcon({ slug, size = 24 }: { slug: string; size?: number }) {
  return <ServiceIcon name={ICONS[slug] ?? 'truck'} size={size} />;
}
