import type { ReactNode } from 'react';
import {
  BuildingIcon,
  CheckCircleIcon,
  HomeIcon,
  MapPinIcon,
  NewspaperIcon,
  StatCard,
  StatGrid,
  TruckIcon,
  WarehouseIcon,
} from '../../../ui';
import type { SitemapKind } from '../sitemap';

const ICONS: Record<SitemapKind, ReactNode> = {
  pages: <HomeIcon size={22} />,
  services: <TruckIcon size={22} />,
  categories: <WarehouseIcon size={22} />,
  locations: <MapPinIcon size={22} />,
  companies: <BuildingIcon size={22} />,
  posts: <NewspaperIcon size={22} />,
};

const TONES = {
  pages: 'primary',
  services: 'accent',
  categories: 'accent',
  locations: 'info',
  companies: 'success',
  posts: 'warning',
} as const;

type Props = {
  counts: Record<SitemapKind, number>;
  total: number;
  labels: readonly { kind: SitemapKind; label: string }[];
};

/** How many addresses of each kind the sitemap lists, and the total. */
export function SitemapCounts({ counts, total, labels }: Props) {
  return (
    <StatGrid aria-label="Direcciones del sitemap por tipo">
      {labels.map(({ kind, label }) => (
        <StatCard key={kind} layout="inline" label={label} value={counts[kind]} icon={ICONS[kind]} tone={TONES[kind]} />
      ))}
      <StatCard layout="inline" label="Total" value={total} icon={<CheckCircleIcon size={22} />} tone="primary" />
    </StatGrid>
  );
}
