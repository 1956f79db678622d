import { lazy, Suspense } from 'react';
import { FeaturedCompanies } from '../features/home/components/FeaturedCompanies';
import { FeaturedServices } from '../features/home/components/FeaturedServices';
import { FiguresBand } from '../features/stats/components/FiguresBand';
import { HomeContactSection } from '../features/home/components/HomeContactSection';
import { HomeHero } from '../features/home/components/HomeHero';
import { LatestJobs } from '../features/home/components/LatestJobs';
import { NewsletterSection } from '../features/home/components/NewsletterSection';
import { PricingSection } from '../features/home/components/PricingSection';
import { PromotionBlock } from '../features/home/components/PromotionBlock';
import { useNewsletterPopup } from '../features/newsletter/hooks/useNewsletterPopup';
import { usePageMeta } from '../ui';

// Only needed 30 s after load (and once per browser): kept out of the home chunk.
const NewsletterPopup = lazy(() => import('../features/newsletter/components/NewsletterPopup'));

/**
 * Home (spec §2 'Home'): hero, featured services, pricing (id `pricing`), featured companies,
 * latest jobs, the site's figures, newsletter, the promotion block and the contact form
 * (id `contacto`); the newsletter popup opens 30 s after load, once per browser.
 */
export default function HomePage() {
  usePageMeta({});
  const popup = useNewsletterPopup();
  return (
    <>
      <HomeHero />
      <FeaturedServices />
      <PricingSection />
      <FeaturedCompanies />
      <LatestJobs />
      <FiguresBand />
      <NewsletterSection />
      <PromotionBlock />
      <HomeContactSection />
      {popup.shown ? (
        <Suspense fallback={null}>
          <NewsletterPopup open={popup.open} onClose={popup.close} />
        </Suspense>
      ) : null}
    </>
  );
}
