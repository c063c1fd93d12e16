import { useCallback, useEffect } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import {
  IdentityError,
  loadIdentityClient,
  preloadIdentityClient,
  type IdentityClient,
} from '../identity/identity-client';

/**
 * For the screens that talk to the identity service: starts fetching the library when the screen
 * opens and hands out a client built from the runtime settings.
 */
export function useIdentity(): () => Promise<IdentityClient> {
  const runtime = useRuntimeConfig();
  useEffect(() => {
    preloadIdentityClient();
  }, []);
  return useCallback(async () => {
    if (runtime.status !== 'success') {
      throw new IdentityError('other', 'The sign-in service is not ready yet. Please try again.');
    }
    return loadIdentityClient(runtime.config.cognito);
  }, [runtime]);
}
