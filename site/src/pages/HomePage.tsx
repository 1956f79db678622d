import { FeaturedServices } from '../features/home/components/FeaturedServices';
import { HomeHero } from '../features/home/components/HomeHero';
import { usePageMeta } from '../ui';

/**
 * Home (spec §2 'Home'). For now the hero and the featured services; pricing
 * (id `pricing`), featured companies, latest jobs, newsletter, promotion and
 * contact sections come in later work.
 */
export default function HomePage() {
  usePageMeta({});
  return (
    <>
      <HomeHero />
      <FeaturedServices />
    </>
  );
}
