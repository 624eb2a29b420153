import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContactsBlock } from '../../components/contacts-block.component';
import { LANDING_TITLE, useExactDocumentTitle } from '../../components/use-document-title';
import { AboutSection } from './about.section';
import { CategoriesSection } from './categories.section';
import { HeroSection } from './hero.section';
import { ServicesSection } from './services.section';
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
        <ContactsBlock />
      </div>
    </div>
  );
}

/** '/#products' and '/#services' open the landing page at that section. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}
