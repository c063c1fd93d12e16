import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsNewCook } from './support/identity';
import { dropExpectedErrors } from './support/network';
import { PNG_48X36 } from './support/recipes';

/** A recipe page as recipe sites publish them: a JSON-LD @graph around the Recipe. */
function recipePage(origin: string) {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Sunday Suppers' },
      { '@type': 'WebPage', name: 'Tomato Soup - Sunday Suppers' },
      {
        '@type': 'Recipe',
        name: 'Roasted Tomato Soup',
        description: 'Sweet roasted tomatoes blended with garlic and basil.',
        image: { '@type': 'ImageObject', url: `${origin}/photos/soup.png` },
        recipeCategory: 'Appetizer',
        keywords: 'soup, vegetarian',
        recipeYield: '6 bowls',
        prepTime: 'PT10M',
        cookTime: 'PT40M',
        recipeIngredient: ['2 lbs tomatoes', '4 cloves garlic', '1 cup stock'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Roast the tomatoes and garlic.' },
          { '@type': 'HowToStep', text: 'Blend with the stock.' },
        ],
      },
    ],
  };
  return `<!doctype html><html><head><title>Roasted Tomato Soup</title>
<script type="application/ld+json">${JSON.stringify(graph)}</script></head>
<body><h1>Roasted Tomato Soup</h1><p>Story about tomatoes...</p></body></html>`;
}

let site: Server;
let origin = '';

test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/soup') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(recipePage(origin));
    } else if (req.url === '/photos/soup.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG_48X36);
    } else if (req.url === '/about') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>About</title><p>No recipe here.</p>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${name}( \\(optional\\))?$`) });
}

test('a cook imports a recipe from a web page, corrects it and submits it', async ({
  page,
  consoleErrors,
}) => {
  await signInAsNewCook(page, 'Importing Iris');
  await page.goto('/submit-recipe');

  const address = page.getByRole('textbox', { name: 'Address of the recipe page' });
  await address.fill(`${origin}/about`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/No recipe was found on that page/);
  // The browser reports the API's refusal (HTTP 422) as a console error; it is expected here.
  const refused = consoleErrors.filter((e) => /status of 422/.test(e));
  expect(refused).toHaveLength(1);
  dropExpectedErrors(consoleErrors, /status of 422/);

  await address.fill(`${origin}/soup`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported. Check every field, then submit.')).toBeVisible();
  await expect(textbox(page, 'Title')).toHaveValue('Roasted Tomato Soup');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Appetizers');
  await expect(textbox(page, 'Total Time')).toHaveValue('50');
  await expect(textbox(page, 'Source')).toHaveValue(`${origin}/soup`);
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'How we read your ingredients' }).getByRole('listitem'),
  ).toContainText(['2 lbs tomatoes', '4 cloves garlic', '1 cup stock']);

  const title = `Iris's Tomato Soup ${Date.now().toString(36).slice(-5)}`;
  await textbox(page, 'Title').fill(title);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Entrees');
  await textbox(page, 'Tips & Tricks').fill('A swirl of cream on top.');

  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/submit-recipe') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Recipe' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const saved = (await response.json()) as Record<string, unknown>;
  expect(saved).toMatchObject({
    title,
    category: 'Entrees',
    status: 100,
    tags: ['soup', 'vegetarian'],
    tips: ['A swirl of cream on top.'],
    instructions: ['Roast the tomatoes and garlic.', 'Blend with the stock.'],
    ingredients: [
      { quantity: 2, units: 'lbs', ingredient: 'tomatoes' },
      { quantity: 4, units: 'cloves', ingredient: 'garlic' },
      { quantity: 1, units: 'cup', ingredient: 'stock' },
    ],
    more: { prep_time: 10, cook_time: 40, total_time: 50, serving: '6 bowls' },
  });
  expect(String(saved['thumbnail_image'])).toMatch(/\/uploads\/recipes\/.+\.webp$/);
  await expect(page.getByText('Recipe submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-recipes$/);
});
