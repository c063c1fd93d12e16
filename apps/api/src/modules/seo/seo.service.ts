import { CATEGORY_CHIPS, publicPagePath, SITEMAP_PAGES } from '@family-recipes/shared';
import { isUuid } from '../../http/ids.js';
import { SHARE_IMAGE, type ShareImages } from '../images/share-image.js';
import { escapeHtml } from '../../http/html.js';
import { renderRecipeHead, type ShareImageRef } from './seo.head.js';
import type { SeoRepository, SitemapEntry } from './seo.repository.js';

/** The sitemap protocol's limit of URLs per file; above it /sitemap.xml becomes an index. */
const SITEMAP_MAX_URLS = 50_000;
/** Sitemaps kept (per site URL and part), valid while recipe_version is unchanged. */
const SITEMAP_CACHE_ENTRIES = 20;

/**
 * The paths of the public pages the sitemap lists besides the recipes (SITEMAP_PAGES of
 * packages/shared, pages.ts): one per category for the category page.
 */
export const SITEMAP_PATHS: readonly string[] = SITEMAP_PAGES.flatMap((page) =>
  page === 'category'
    ? CATEGORY_CHIPS.map((chip) => publicPagePath(page, { category: chip.slug }))
    : [publicPagePath(page)],
);

/**
 * Account and administration pages (docs/product.md, pages), kept out of search. Log-in,
 * sign-up and password reset stay crawlable: they are public pages that hold nothing private, and
 * a page blocked by robots.txt is reported as not indexable (decision 014 measures them).
 */
const PRIVATE_PAGES: readonly string[] = [
  '/account',
  '/submit-recipe',
  '/my-recipes',
  '/edit-recipe/',
  '/pending-recipes',
  '/denied-recipes',
  '/featured-recipes',
  '/users',
  '/api/',
  '/dev/',
];

export interface SeoServiceOptions {
  /** recipe_version: equal versions mean equal recipes (migration 0005). */
  version(): Promise<number>;
  /** URLs per sitemap file; the protocol's limit unless a test asks for less. */
  maxUrlsPerSitemap?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A recipe's page (the public page `recipe`). */
function recipePath(id: string): string {
  return publicPagePath('recipe', { id });
}

/** The share image's path for a recipe; what the photo is changes the query, so caches refetch. */
function shareImagePath(recipeId: string, imageVersion: string): string {
  return `/share-images/${recipeId}.jpg?v=${imageVersion.slice(0, 8)}`;
}

/** Link previews, structured data, the sitemap and robots.txt, for approved recipes only. */
export class SeoService {
  private readonly sitemaps = new Map<string, { version: number; body: string }>();
  private readonly perFile: number;

  constructor(
    private readonly repository: SeoRepository,
    private readonly shareImages: ShareImages,
    private readonly options: SeoServiceOptions,
  ) {
    this.perFile = options.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  }

  /**
   * index.html with the head of the approved recipe `id`, or undefined (pending, denied, unknown
   * or malformed id: the page keeps the generic head and says nothing about the recipe). Read
   * from the database at each request, so an approval or an edit shows at once.
   */
  async recipePage(id: string, indexHtml: string, site: string): Promise<string | undefined> {
    if (!isUuid(id)) return undefined;
    const recipe = await this.repository.findApproved(id);
    if (!recipe) return undefined;
    const imageVersion = this.shareImages.versionOf(recipe.thumbnailImage);
    const shareImage: ShareImageRef | undefined = imageVersion
      ? { url: `${site}${shareImagePath(recipe.id, imageVersion)}`, ...SHARE_IMAGE }
      : undefined;
    return renderRecipeHead(indexHtml, {
      recipe,
      url: `${site}${recipePath(recipe.id)}`,
      shareImage,
      photoUrl: new URL(recipe.thumbnailImage, `${site}/`).href,
    });
  }

  /** The 1200x630 JPEG of an approved recipe's photo; undefined for any other id. */
  async shareImage(id: string): Promise<Buffer | undefined> {
    if (!isUuid(id)) return undefined;
    const recipe = await this.repository.findApproved(id);
    return recipe ? this.shareImages.jpeg(recipe.thumbnailImage) : undefined;
  }

  /**
   * /sitemap.xml (part undefined) or /sitemap-<part>.xml: the public pages, then every approved
   * recipe, newest first. Up to the protocol's 50,000 URLs /sitemap.xml lists them all; beyond,
   * it is an index of numbered parts. Undefined for a part that does not exist.
   */
  async sitemap(site: string, part?: number): Promise<string | undefined> {
    const version = await this.options.version();
    const key = `${site}\n${part ?? 'index'}`;
    const hit = this.sitemaps.get(key);
    if (hit && hit.version === version) return hit.body;
    const body = await this.buildSitemap(site, part);
    if (body !== undefined) {
      this.sitemaps.delete(key);
      this.sitemaps.set(key, { version, body });
      while (this.sitemaps.size > SITEMAP_CACHE_ENTRIES) {
        const oldest = this.sitemaps.keys().next().value;
        if (oldest === undefined) break;
        this.sitemaps.delete(oldest);
      }
    }
    return body;
  }

  private async buildSitemap(site: string, part: number | undefined) {
    const total = SITEMAP_PATHS.length + (await this.repository.countApproved());
    const parts = Math.ceil(total / this.perFile);
    if (part === undefined && parts > 1) {
      const entries = Array.from(
        { length: parts },
        (_, index) =>
          `  <sitemap><loc>${escapeHtml(`${site}/sitemap-${index + 1}.xml`)}</loc></sitemap>\n`,
      );
      return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
    }
    if (part !== undefined && (parts <= 1 || part < 1 || part > parts)) return undefined;
    const start = ((part ?? 1) - 1) * this.perFile;
    const end = start + this.perFile;
    const pages = SITEMAP_PATHS.slice(start, end);
    const recipeStart = Math.max(0, start - SITEMAP_PATHS.length);
    const recipes = await this.repository.listApproved(end - start - pages.length, recipeStart);
    const urls = [
      ...pages.map((page) => urlEntry(`${site}${page}`)),
      ...recipes.map((recipe) => urlEntry(`${site}${recipePath(recipe.id)}`, recipe)),
    ];
    return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('')}</urlset>\n`;
  }

  /** robots.txt: everything public may be crawled; accounts and administration may not. */
  robots(site: string): string {
    return [
      '# Recipes and the public pages are for everyone; accounts and administration are not for search.',
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

function urlEntry(loc: string, recipe?: SitemapEntry): string {
  const lastmod = recipe ? `<lastmod>${recipe.updatedOn.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>\n`;
}
