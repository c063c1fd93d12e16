import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { DEV_ADMIN, newCookPage, signInAs } from './support/identity';

/*
 * The server reader in Chromium: an administrator points it at a model (here a stand-in on the
 * loopback address that answers as an OpenAI-compatible API does), a cook whose device finds
 * nothing on a handwritten card asks for it, and the recipes it reads are offered as drafts to
 * check against the card.
 */

const KEY = 'sk-family-test-key-0123456789';

const line = (text: string, box: [number, number, number, number], unsure = false) => ({
  text,
  unsure,
  photo: 0,
  box,
});

/** Two recipes on one card, as the model reads them; "12 cup" is a misread half. */
const ANSWER = {
  recipes: [
    {
      title: line('Nana’s Apple Crumble', [80, 40, 700, 110]),
      serving: line('Serves 6', [80, 120, 300, 160]),
      times: [line('Bake 40 min', [320, 120, 560, 160])],
      ingredients: [
        line('4 apples', [80, 190, 400, 230]),
        line('12 cup sugar', [80, 240, 420, 280]),
        line('1 cup flour', [80, 290, 400, 330]),
      ],
      steps: [line('Slice the apples into the dish.', [80, 360, 900, 400])],
      tips: [],
    },
    {
      title: line('Lemon Drizzle', [80, 520, 600, 590]),
      serving: null,
      times: [],
      ingredients: [line('2 lemons', [80, 620, 400, 660], true)],
      steps: [line('Pour the syrup over the warm cake.', [80, 700, 900, 740])],
      tips: [],
    },
  ],
};

interface Seen {
  path: string;
  authorization: string | undefined;
  model: unknown;
  images: number;
}

/** A stand-in for the family's model: answers every chat completion with ANSWER. */
async function standInModel(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model?: unknown;
        messages?: { content?: unknown }[];
      };
      const parts = body.messages?.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
      seen.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        model: body.model,
        images: (parts ?? []).filter((part: { type?: string }) => part.type === 'image_url').length,
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: JSON.stringify(ANSWER) } }],
          usage: { prompt_tokens: 900, completion_tokens: 300, total_tokens: 1200 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/v1`, seen };
}

/** A card with scribbles the device cannot read as a recipe: PNG bytes. */
async function scribbledCard(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 700, height: 500 } });
  const page = await context.newPage();
  const strokes = Array.from(
    { length: 9 },
    (_, row) =>
      `<path d="M40 ${50 + row * 45} q 30 -25 60 0 t 60 0 t 60 0 t 60 0 t 60 0" stroke="#233" fill="none" stroke-width="3"/>`,
  ).join('');
  await page.setContent(`<!doctype html><body style="margin:0;background:#8a7a66">
<svg id="card" width="640" height="460" style="margin:20px;background:#fbf7ee">${strokes}</svg></body>`);
  const photo = await page.locator('#card').screenshot({ type: 'png' });
  await context.close();
  return photo;
}

async function setReader(page: Page, settings: { enabled: boolean; endpoint: string }) {
  await page.goto('/admin/card-reader');
  const offer = page.getByLabel('Offer the server reader to cooks');
  await offer.setChecked(settings.enabled);
  await page.getByLabel('API address').fill(settings.endpoint);
  await page.getByLabel('Model').fill('family-vision');
  await page.getByLabel('Cards each month, for the whole site').fill('50');
  await page.getByLabel('Cards each month, for each cook').fill('5');
  return page.getByLabel('API key', { exact: true });
}

test('when an administrator sets up the server reader, then a cook’s handwritten card is read there into drafts to check against the card', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const model = await standInModel();
  try {
    await signInAs(page, DEV_ADMIN);
    const key = await setReader(page, { enabled: true, endpoint: model.url });
    await key.fill(KEY);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The card reader’s settings are saved.')).toBeVisible();
    await page.reload();
    // The key is kept, never shown.
    await expect(page.getByLabel('API key', { exact: true })).toHaveValue('');
    await expect(page.getByText(KEY)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const cook = await newCookPage(browser, 'Handwriting Hal');
    await cook.setViewportSize({ width: 390, height: 900 });
    await cook.goto('/submit-recipe');
    const chooser = cook.waitForEvent('filechooser');
    await cook.getByRole('button', { name: 'Scan a recipe card' }).click();
    await (
      await chooser
    ).setFiles({ name: 'nana.png', mimeType: 'image/png', buffer: await scribbledCard(browser) });
    await expect(cook.getByRole('alert')).toContainText('No recipe was found on this card', {
      timeout: 60_000,
    });

    await expect(cook.getByText(/5 reads left this month/)).toBeVisible();
    await cook.getByRole('button', { name: 'Read on the server instead' }).click();
    await expect(cook.getByText('This card holds 2 recipes.', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    expect(model.seen).toHaveLength(1);
    expect(model.seen[0]).toEqual({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      model: 'family-vision',
      images: 1,
    });

    await cook.getByRole('button', { name: 'Fill the form with “Nana’s Apple Crumble”' }).click();
    await expect(cook.getByRole('textbox', { name: /^Title/ })).toHaveValue('Nana’s Apple Crumble');
    const ingredients = await cook.getByRole('textbox', { name: /^Ingredients/ }).inputValue();
    expect(ingredients.split('\n')).toEqual(['4 apples', '1/2 cup sugar', '1 cup flour']);
    const review = cook.getByRole('region', { name: 'Check against the card' });
    await expect(
      review.getByRole('button', { name: 'Corrected Ingredient 2: 1/2 cup read as “12 cup”' }),
    ).toBeVisible();
    await expectNoAxeViolations(cook);

    await cook.getByRole('button', { name: 'Fill the form with “Lemon Drizzle”' }).click();
    await expect(cook.getByRole('textbox', { name: /^Title/ })).toHaveValue('Lemon Drizzle');
    await expect(
      review.getByRole('button', { name: /^Not sure Ingredient 1: 2 lemons/ }),
    ).toBeVisible();
    await cook.context().close();

    // Switched off, the choice is not offered.
    await setReader(page, { enabled: false, endpoint: model.url });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The card reader’s settings are saved.')).toBeVisible();
  } finally {
    await new Promise((resolve) => model.server.close(resolve));
  }
});
