import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from './languages.js';

/** The cookie that holds the language a visitor chose from the language menu. */
export const LANGUAGE_COOKIE = 'lang';

/** The longest Accept-Language header read; a longer one is cut there (its first entries count). */
const ACCEPT_LANGUAGE_MAX = 512;
const ACCEPT_LANGUAGE_MAX_ENTRIES = 32;

/**
 * The site languages a browser's Accept-Language header asks for, best first: each entry's primary
 * subtag ("de-AT" → "de", "zh-Hans-CN" → "zh"), ordered by its q value (ties in header order),
 * entries with q=0, unknown languages, "*" and malformed entries left out.
 */
export function acceptedLanguages(header: string | null | undefined): SiteLanguage[] {
  if (!header) return [];
  const entries = header.slice(0, ACCEPT_LANGUAGE_MAX).split(',', ACCEPT_LANGUAGE_MAX_ENTRIES);
  const ranked: { code: SiteLanguage; q: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isSiteLanguage(primary)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
      else return;
    }
    if (q > 0) ranked.push({ code: primary, q, at });
  });
  ranked.sort((a, b) => b.q - a.q || a.at - b.at);
  return [...new Set(ranked.map((r) => r.code))];
}

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The language a page is drawn in: the visitor's `lang` cookie when it names a site language, else
 * the first site language their browser's Accept-Language asks for, else English.
 */
export function pageLanguage(request: {
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}): SiteLanguage {
  const chosen = cookieValue(request.cookie, LANGUAGE_COOKIE);
  if (isSiteLanguage(chosen)) return chosen;
  return acceptedLanguages(request.acceptLanguage)[0] ?? DEFAULT_LANGUAGE;
}
