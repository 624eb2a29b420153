import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStorage, writeStorage } from '../browser-storage';
import { isBannerAllowedOn, isConstructorPath, NEW_PRODUCT_BANNER_KEY } from './new-product-banner.rules';

type Phase = 'waiting' | 'shown' | 'done';

/**
 * Spec §4 'New-product banner': shown once per browser session, until closed or followed, never on
 * /constructor. `ready` holds it back while the cookie banner still waits for an answer, so the two
 * never cover each other on a phone.
 */
export function useNewProductBanner(ready: boolean) {
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>(() => (readStorage('session', NEW_PRODUCT_BANNER_KEY) ? 'done' : 'waiting'));

  useEffect(() => {
    if (phase === 'waiting' && ready && isBannerAllowedOn(pathname)) {
      writeStorage('session', NEW_PRODUCT_BANNER_KEY, 'true');
      setPhase('shown');
    } else if (phase === 'shown' && isConstructorPath(pathname)) {
      // The visitor opened the constructor: the announcement has done its job.
      setPhase('done');
    }
  }, [phase, ready, pathname]);

  const close = useCallback(() => setPhase('done'), []);
  return { visible: phase === 'shown' && isBannerAllowedOn(pathname), close };
}
