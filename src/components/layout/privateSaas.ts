import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../schemas';
import type { CurrentUser } from './useCurrentUser';

/**
 * Private SaaS installations (identity `privateSaas`) hide the contact-us link and the logo
 * (docs/behaviour.md §2.2.3, §2.6). The flag is also kept in sessionStorage (docs/behaviour.md §2.3 "Browser-stored values")
 * so it holds before the identity has loaded on a reload.
 */
export function isPrivateSaas(user: Pick<CurrentUser, 'privateSaas'> | undefined): boolean {
  if (user && typeof user.privateSaas === 'boolean') return user.privateSaas;
  try {
    return sessionStorage.getItem(STORAGE_KEYS.privateSaas) === 'true';
  } catch {
    return false;
  }
}

/** Stores the identity's flag once it is known. */
export function useStorePrivateSaas(user: Pick<CurrentUser, 'privateSaas'> | undefined) {
  const flag = user?.privateSaas;
  useEffect(() => {
    if (typeof flag !== 'boolean') return;
    try {
      sessionStorage.setItem(STORAGE_KEYS.privateSaas, String(flag));
    } catch {
      // Storage unavailable: the identity still decides for this page.
    }
  }, [flag]);
}
