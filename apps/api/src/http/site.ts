import type { Config } from '../config/config.js';

/** What the policy needs of the identity settings. */
export interface PolicyIdentity {
  region: string;
  /** Where browsers call the identity service; null against AWS. */
  browserEndpoint: string | null;
}

/**
 * The identity endpoint browsers use, never the one this server calls: the emulator's admin
 * address (`identity:9230` in a compose stack) refuses browsers, and browsers reach the public one
 * through the published port.
 */
export function browserIdentityEndpoint(
  config: Pick<Config, 'identity'>,
  identity: PolicyIdentity,
) {
  return (
    (config.identity.mode === 'emulator' ? undefined : config.identity.publicEndpoint) ??
    identity.browserEndpoint
  );
}

/** A CSP source for a URL: its origin, so that every path under it is allowed. */
function sourceOf(url: string): string {
  return new URL(url).origin;
}

/**
 * helmet's Content-Security-Policy: the site itself, the identity endpoint browsers use and the
 * image host; the service worker and the manifest come from the site.
 */
export function contentSecurityPolicy(config: Config, identity: PolicyIdentity) {
  const connect = ["'self'"];
  const identityEndpoint = browserIdentityEndpoint(config, identity);
  if (identityEndpoint) connect.push(sourceOf(identityEndpoint));
  else connect.push(`https://cognito-idp.${identity.region}.amazonaws.com`);
  const images = ["'self'", 'data:', 'blob:'];
  if (config.storage.kind === 's3') {
    const photoHost = sourceOf(
      config.storage.publicUrl ??
        config.storage.endpoint ??
        `https://${config.storage.bucket}.s3.${config.storage.region}.amazonaws.com`,
    );
    images.push(photoHost);
    // The service worker fetches photos itself to keep them for offline use, and a worker's
    // fetches follow connect-src (its own script's policy, this one).
    connect.push(photoHost);
  }
  return {
    directives: {
      defaultSrc: ["'self'"],
      // The card scan's text recognition compiles its WebAssembly core in a worker (decision in
      // apps/web/vite/card-scan-files.ts); nothing else is evaluated.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // react-hot-toast injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: images,
      connectSrc: connect,
      fontSrc: ["'self'", 'data:'],
      // The service worker (/sw.js with its workbox script) and the web app manifest, decision 028.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Upgrading would break a site served over plain http (the emulator, a compose stack on
      // http://localhost); it applies wherever the cookies are Secure, that is behind https.
      upgradeInsecureRequests: config.cookieSecure ? [] : null,
    },
  };
}

/**
 * The base of every absolute URL the app writes (mail links, the sitemap, canonical links, link
 * previews, exports): PUBLIC_URL, or this machine when none is set (development). Never the
 * request's Host header, which the client chooses.
 */
export function siteUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
