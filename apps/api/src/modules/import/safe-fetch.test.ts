import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { AppError } from '../../http/errors.js';
import { smallJpeg } from '../../test/test-images.js';
import { isAllowedAddress } from './address-guard.js';
import { startRecipeSite, type RecipeSite } from './fixtures/recipe-site.js';
import {
  DEFAULT_FETCH_POLICY,
  FETCH_MESSAGES,
  fetchPublic,
  type FetchPolicy,
  type Resolver,
} from './safe-fetch.js';

const PAGE = { maxBytes: 2 * 1024 * 1024, accept: 'text/html', tooLarge: 'too large' };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('isAllowedAddress', () => {
  const strict = { allowLoopback: false };
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
  ])('when the address is %s, then it is refused by default', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('when the address is the public %s, then it is allowed', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(true);
  });

  it('when loopback is allowed for tests, then only loopback is added', () => {
    const tests = { allowLoopback: true };
    expect(isAllowedAddress('127.0.0.1', tests)).toBe(true);
    expect(isAllowedAddress('::1', tests)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', tests)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', tests)).toBe(false);
    expect(isAllowedAddress('10.0.0.1', tests)).toBe(false);
  });

  it('when the text is not an IP address, then it is refused', () => {
    expect(isAllowedAddress('localhost', strict)).toBe(false);
  });
});

describe('fetchPublic', () => {
  let site: RecipeSite;
  beforeAll(async () => {
    site = await startRecipeSite({ photo: await smallJpeg() });
  });
  afterAll(() => site.close());

  const port = () => new URL(site.origin).port;

  it('has the rules of the issue by default: no loopback, 5 s, 3 redirects', () => {
    expect(DEFAULT_FETCH_POLICY).toMatchObject({
      allowLoopback: false,
      timeoutMs: 5_000,
      maxRedirects: 3,
    });
  });

  it('when a host name resolves to a private address, then it is refused and never connected to', async () => {
    const resolve: Resolver = (host) =>
      Promise.resolve(host === 'recipes.example' ? [{ address: '10.0.0.7', family: 4 }] : []);
    const err = await refusal(
      fetchPublic('http://recipes.example/pie', PAGE, { ...DEFAULT_FETCH_POLICY, resolve }),
    );
    expect(err.message).toBe(FETCH_MESSAGES.notPublic);
  });

  it('when one of several addresses is private, then the host is refused', async () => {
    const resolve: Resolver = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '::ffff:192.168.0.10', family: 6 },
      ]);
    const err = await refusal(
      fetchPublic('http://mixed.example/', PAGE, { ...DEFAULT_FETCH_POLICY, resolve }),
    );
    expect(err.message).toBe(FETCH_MESSAGES.notPublic);
  });

  it('when loopback is allowed, then the connection goes to the checked address, not a second lookup', async () => {
    let lookups = 0;
    const resolve: Resolver = () => {
      lookups += 1;
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const page = await fetchPublic(`http://fixture.test:${port()}/shortbread`, PAGE, {
      ...DEFAULT_FETCH_POLICY,
      allowLoopback: true,
      resolve,
    });
    expect(page.body.toString()).toContain("Grandma's Shortbread");
    expect(lookups).toBe(1);
    const sent = site.requests.at(-1);
    expect(sent?.headers.host).toBe(`fixture.test:${port()}`);
  });

  it('when the host does not resolve, then the cook is told it could not be found', async () => {
    const resolve: Resolver = () => Promise.reject(new Error('ENOTFOUND'));
    const err = await refusal(
      fetchPublic('https://nowhere.example/', PAGE, { ...DEFAULT_FETCH_POLICY, resolve }),
    );
    expect(err).toMatchObject({ status: 400, message: FETCH_MESSAGES.unknownHost });
  });

  it('when the page never finishes, then the deadline ends the fetch with 504', async () => {
    const policy: FetchPolicy = { ...DEFAULT_FETCH_POLICY, allowLoopback: true, timeoutMs: 300 };
    const started = Date.now();
    const err = await refusal(fetchPublic(`${site.origin}/slow`, PAGE, policy));
    expect(err).toMatchObject({ status: 504, message: FETCH_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('when the page is over the limit without saying its length, then reading stops with 413', async () => {
    const policy: FetchPolicy = { ...DEFAULT_FETCH_POLICY, allowLoopback: true };
    const err = await refusal(fetchPublic(`${site.origin}/huge`, PAGE, policy));
    expect(err).toMatchObject({ status: 413, message: 'too large' });
  });
});
