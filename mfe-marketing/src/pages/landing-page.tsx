import { ContactSection } from '../features/contact/components/contact-section';
import { Hero } from '../features/hero/components/hero';
import { ProductionStats } from '../features/hero/components/production-stats';
import { CommitmentsRow } from '../features/platform/components/commitments-row';
import { FeatureCards } from '../features/platform/components/feature-cards';
import { GuideArticles } from '../features/platform/components/guide-articles';
import { ServicesSection } from '../features/platform/components/services-section';
import { PlanCheckout } from './plan-checkout';

/**
 * `/`: the sections of docs/product/routes.md#landing-page, in its order. The shell scrolls to `#services`,
 * `#features`…
 */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <ProductionStats />
      <FeatureCards />
      <GuideArticles />
      <ServicesSection />
      <PlanCheckout />
      <CommitmentsRow />
      <ContactSection />
    </>
  );
}
