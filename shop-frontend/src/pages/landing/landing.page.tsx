import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContactsBlock } from '../../components/contacts-block.component';
import { LANDING_TITLE, useExactDocumentTitle } from '../../components/use-document-title';
import { AboutSection } from './about.section';
import { CategoriesSection } from './categories.section';
import { HeroSection } from './hero.section';
import { scrollToSection } from './scroll-to-section';
import { ServicesSection } from './services.section';
import { SocialSection } from './social.section';
import { WorkshopsSection } from './workshops.section';

export function LandingPage() {
  useExactDocumentTitle(LANDING_TITLE);
  useScrollToHash();
  return (
    <div className="shop-landing" data-testid="landing">
      <HeroSection />
      <div className="shop-container">
        <CategoriesSection />
        <ServicesSection />
        <AboutSection />
        <WorkshopsSection />
        <SocialSection />
        <ContactsBlock />
      </div>
    </div>
  );
}

/**
 * '/#products' and '/#services' open the landing page at that section: on arrival with the hash in
 * the address (the browser tried before the page existed) and on every later hash change.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);
}
