import { formatIngredient } from '@family-recipes/shared';
import { DESCRIPTION_TAG, escapeHtml, jsonForScript, TITLE_TAG } from '../../http/html.js';
import type { PublicRecipePage } from './seo.repository.js';

const SITE_NAME = 'Family Recipes';
/** Search results and link previews quote about this much of a description (as the web app). */
const DESCRIPTION_MAX_LENGTH = 160;

/** Whole minutes as an ISO 8601 duration: 90 is "PT1H30M", 45 "PT45M", 0 "PT0M". */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** One line, cut at a word to at most 160 characters, as the web app's meta description. */
export function shortenDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 80 ? space : cut.length)}…`;
}

export interface ShareImageRef {
  url: string;
  width: number;
  height: number;
  type: string;
}

export interface RecipePage {
  recipe: PublicRecipePage;
  /** Absolute URL of the recipe page (PUBLIC_URL, or the request's origin). */
  url: string;
  /** The 1200x630 JPEG for previews; absent when the photo is not one this site stored. */
  shareImage: ShareImageRef | undefined;
  /** The photo itself, absolute. */
  photoUrl: string;
}

/** The schema.org Recipe that search engines read from the page (Google's recipe fields). */
function recipeJsonLd(page: RecipePage): Record<string, unknown> {
  const { recipe } = page;
  const keywords = recipe.tags.join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: page.url,
    image: [...(page.shareImage ? [page.shareImage.url] : []), page.photoUrl],
    author: { '@type': 'Person', name: recipe.source.trim() || recipe.userName },
    datePublished: recipe.createdOn.toISOString(),
    dateModified: recipe.updatedOn.toISOString(),
    description: recipe.description,
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.totalTime),
    recipeYield: recipe.serving,
    recipeCategory: recipe.category,
    ...(keywords === '' ? {} : { keywords }),
    recipeIngredient: recipe.ingredients.map((ingredient) => formatIngredient(ingredient)),
    recipeInstructions: recipe.instructions.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
  };
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** Everything the recipe adds to the head besides its title and description. */
function recipeHeadTags(page: RecipePage, title: string, description: string): string[] {
  const image = page.shareImage;
  return [
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', page.url),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:type', image.type),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
          meta('property', 'og:image:alt', title),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
    `<script type="application/ld+json">${jsonForScript(recipeJsonLd(page))}</script>`,
  ];
}

const HEAD_END = /([ \t]*)<\/head>/i;

/**
 * The web app's index.html with the head of one approved recipe: its title and description in
 * place of the site's, then the canonical URL, Open Graph and Twitter tags and the JSON-LD block
 * before `</head>`. Every value is escaped, and inserted by a function so that `$&` in a title is
 * text, not a replacement pattern.
 */
export function renderRecipeHead(indexHtml: string, page: RecipePage): string {
  const title = page.recipe.title.trim();
  const description = shortenDescription(page.recipe.description);
  const titleTag = `<title>${escapeHtml(`${title} | ${SITE_NAME}`)}</title>`;
  const descriptionTag = meta('name', 'description', description);
  let html = indexHtml;
  const missing: string[] = [];
  if (TITLE_TAG.test(html)) html = html.replace(TITLE_TAG, () => titleTag);
  else missing.push(titleTag);
  if (DESCRIPTION_TAG.test(html)) html = html.replace(DESCRIPTION_TAG, () => descriptionTag);
  else missing.push(descriptionTag);
  const added = [...missing, ...recipeHeadTags(page, title, description)];
  const lines = (indent: string) => added.map((tag) => `${indent}${tag}\n`).join('');
  return HEAD_END.test(html)
    ? html.replace(HEAD_END, (_end, indent: string) => `${lines(`${indent}  `)}${indent}</head>`)
    : `${lines('')}${html}`;
}
