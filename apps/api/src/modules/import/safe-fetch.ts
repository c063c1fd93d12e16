import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import { AppError } from '../../http/errors.js';
import { isAllowedAddress, type AddressPolicy } from './address-guard.js';

interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (injected in tests to fake a private host). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchPolicy extends AddressPolicy {
  resolve: Resolver;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  allowLoopback: false,
  resolve: systemResolver,
  timeoutMs: 5_000,
  maxRedirects: 3,
};

export const FETCH_MESSAGES = {
  badUrl: 'Enter a web address that starts with http:// or https://.',
  credentials: 'Enter a web address without a user name or password in it.',
  notPublic: 'That address is not a public web site, so it cannot be imported.',
  unknownHost: 'That web site could not be found. Check the address.',
  tooManyRedirects: 'That page redirects too many times.',
  timeout: 'That web site took too long to answer. Please try again later.',
  unreachable: 'That web site could not be reached. Please try again later.',
  status: (status: number) => `That web site answered with an error (HTTP ${status}).`,
} as const;

export interface FetchedResource {
  body: Buffer;
  contentType: string;
  /** Where the content came from after redirects. */
  url: URL;
}

export interface FetchOptions {
  maxBytes: number;
  accept: string;
  tooLarge: string;
  /** Ends the fetch early, like its own deadline: a file import's deadline for all its photos. */
  signal?: AbortSignal | undefined;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'FamilyRecipesImporter/1.0 (+recipe import)';

/** A URL a cook may ask the server to fetch: http(s), no credentials. */
export function parsePublicUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    throw new AppError(400, FETCH_MESSAGES.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError(400, FETCH_MESSAGES.badUrl);
  }
  if (url.username !== '' || url.password !== '')
    throw new AppError(400, FETCH_MESSAGES.credentials);
  return url;
}

/**
 * Resolves once and checks every address: a host with one private address among public ones is
 * refused, since the connection could otherwise be steered to it. The checked address is the one
 * connected to, so DNS cannot answer differently the second time.
 */
async function checkedAddress(url: URL, policy: FetchPolicy): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new AppError(400, FETCH_MESSAGES.unknownHost);
    }
  }
  const first = addresses[0];
  if (!first) throw new AppError(400, FETCH_MESSAGES.unknownHost);
  if (!addresses.every(({ address }) => isAllowedAddress(address, policy))) {
    throw new AppError(400, FETCH_MESSAGES.notPublic);
  }
  return first;
}

function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase().trim()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

type Hop = { redirect: URL } | FetchedResource;

function requestOnce(
  url: URL,
  target: ResolvedAddress,
  options: FetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // Only these: no cookies, no Authorization, nothing from the cook's own request.
        headers: {
          'user-agent': USER_AGENT,
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
        },
        agent: false,
        lookup: pinnedLookup(target),
        ...(isIP(host) === 0 ? { servername: host } : {}),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          try {
            resolve({ redirect: parsePublicUrl(location, url) });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new AppError(502, FETCH_MESSAGES.status(status)));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new AppError(413, options.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const body = decoded(response);
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted after decompression, so a small gzip bomb is stopped as early as a big page.
          if (size > options.maxBytes) {
            response.destroy();
            reject(new AppError(413, options.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        body.on('error', () => reject(new AppError(502, FETCH_MESSAGES.unreachable)));
        response.on('error', () => reject(new AppError(502, FETCH_MESSAGES.unreachable)));
        body.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            contentType: String(response.headers['content-type'] ?? ''),
            url,
          }),
        );
      },
    );
    request.on('error', (err) => {
      if (signal.aborted) reject(new AppError(504, FETCH_MESSAGES.timeout));
      else if (err instanceof AppError) reject(err);
      else reject(new AppError(502, FETCH_MESSAGES.unreachable));
    });
    request.end();
  });
}

/**
 * GETs a cook-supplied URL under the SSRF rules of docs/decisions/018: http(s) only, every
 * resolved address checked and pinned, again after each redirect, one deadline for the whole
 * fetch and a byte limit on the (decompressed) body.
 */
export async function fetchPublic(
  input: string | URL,
  options: FetchOptions,
  policy: FetchPolicy = DEFAULT_FETCH_POLICY,
): Promise<FetchedResource> {
  let url = typeof input === 'string' ? parsePublicUrl(input) : input;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  const deadline = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () =>
      reject(new AppError(504, FETCH_MESSAGES.timeout)),
    );
  });
  // The rejection is observed by Promise.race below; without a handler an abort after the fetch
  // settled would be reported as unhandled.
  deadline.catch(() => undefined);
  const stop = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', stop, { once: true });
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await Promise.race([checkedAddress(url, policy), deadline]);
      const hop = await Promise.race([
        requestOnce(url, target, options, controller.signal),
        deadline,
      ]);
      if (!('redirect' in hop)) return hop;
      if (redirects >= policy.maxRedirects)
        throw new AppError(502, FETCH_MESSAGES.tooManyRedirects);
      url = hop.redirect;
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
    controller.abort();
  }
}
