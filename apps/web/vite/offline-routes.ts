import { ENDPOINTS, type Endpoint } from '@family-recipes/shared';

/** Text of `value` matched literally in a regular expression. */
function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The paths of the reads the contract marks readable offline (`offline.readable`), as one
 * regular expression on a URL's pathname: each `:param` stands for one path segment.
 */
export function readableOfflinePattern(endpoints: readonly Endpoint[] = ENDPOINTS): RegExp {
  const paths = endpoints
    .filter((endpoint) => endpoint.method === 'get' && endpoint.offline?.readable)
    .map((endpoint) =>
      endpoint.path
        .split(/(:\w+)/)
        .map((part) => (part.startsWith(':') ? '[^/]+' : literal(part)))
        .join(''),
    );
  if (paths.length === 0) throw new Error('The contract marks no read as readable offline.');
  return new RegExp(`^/api(?:${paths.join('|')})$`);
}

type UrlPattern = (options: { sameOrigin: boolean; url: URL }) => boolean;

/**
 * The service worker's route for the kitchen's reads. Workbox writes a route's function into
 * sw.js as its source text, so the pattern is written into the function's own body.
 */
export function readableOfflineRoute(pattern: RegExp = readableOfflinePattern()): UrlPattern {
  return new Function(
    '{ sameOrigin, url }',
    `return sameOrigin && ${pattern.toString()}.test(url.pathname);`,
  ) as UrlPattern;
}
