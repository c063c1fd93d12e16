import { useCallback, useEffect } from 'react';
import { useT } from '../../../i18n/language';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import {
  IdentityError,
  loadIdentityClient,
  preloadIdentityClient,
  type IdentityClient,
} from '../cognito/identity-client';
import { identityMessages } from '../messages';

/** How long a screen waits for an idle moment before fetching the library anyway. */
const PRELOAD_AFTER_MS = 1000;

/**
 * For the screens that talk to the identity service: starts fetching the library once the screen
 * is shown and the browser is idle (it is needed to send the form, not to show it, and on a phone
 * it would otherwise share the connection with the screen's own code) and hands out a client built
 * from the runtime settings.
 */
export function useIdentity(): () => Promise<IdentityClient> {
  const runtime = useRuntimeConfig();
  const t = useT(identityMessages);
  const notReady = t('serviceNotReady');
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadIdentityClient, {
        timeout: PRELOAD_AFTER_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preloadIdentityClient, 200);
    return () => window.clearTimeout(timer);
  }, []);
  return useCallback(async () => {
    if (runtime.status !== 'success') {
      throw new IdentityError('other', notReady);
    }
    return loadIdentityClient(runtime.config.cognito);
  }, [runtime, notReady]);
}
