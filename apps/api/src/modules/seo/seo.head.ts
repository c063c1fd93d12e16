import { pageHead, SITE_NAME, understood } from '@family-recipes/shared';
import { escapeHtml, jsonForScript, withHeadTags, withPageHead } from '../../http/html.js';
import type { PublicRecipePage } from './seo.repository.js';

/** Whole minutes as an ISO 8601 duration: 90 is "PT1H30M", 45 "PT45M", 0 "PT0M". */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
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
    recipeIngredient: recipe.ingredients.map((ingredient) => understood(ingredient).text),
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

/**
 * The web app's index.html with the head of one approved recipe: its title and description, as
 * the recipe page itself sets them (pageHead, the same function), in place of the site's, then
 * the canonical URL, Open Graph and Twitter tags and the JSON-LD block before `</head>`. Every
 * value is escaped.
 */
export function renderRecipeHead(indexHtml: string, page: RecipePage): string {
  const title = page.recipe.title.trim();
  const head = pageHead(title, page.recipe.description);
  return withHeadTags(withPageHead(indexHtml, head), recipeHeadTags(page, title, head.description));
}
