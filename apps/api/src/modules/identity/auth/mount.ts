import { mounter } from '../../../http/endpoint.js';
import { requireAdmin, requireSignedIn, requireSubmitter } from './auth.middleware.js';

/** Mounts an endpoint of the contract behind the access check its declaration names. */
export const mount = mounter({
  public: undefined,
  signedIn: requireSignedIn,
  cook: requireSubmitter,
  admin: requireAdmin,
});
