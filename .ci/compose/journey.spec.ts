import { execSync } from 'node:child_process';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { INBOX } from './stack-accounts';

/**
 * The whole site on the compose stack, as people use it: every service is the one the compose
 * file starts (CI runs stand-ins built by build-images.sh under the same image names).
 */

/** How this run calls Compose, e.g. `docker-compose -p family-recipes-ci -f /repo/docker-compose.yml`. */
const COMPOSE = process.env.COMPOSE_COMMAND ?? 'docker compose';

/** A real 48x36 PNG (a warm orange). */
const PNG_48X36 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVR4nO2WQQ0AQAzCJgxNyK2ek8E9mkwAIdBxNF/dzRWgoOhQzRC2LHP8IBijQzVD2LLMIYQDLTpUM4QtixyKYKyvA59rnB/dTzP+HGgPcOAgl4fc3LUAAAAASUVORK5CYII=',
  'base64',
);
const PASSWORD = 'Kitchen-42!';
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface InboxMessage {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The newest message in the inbox service to `to` whose subject matches, through Mailpit's API. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<{ Text: string }> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${INBOX}/api/v1/messages`);
        const { messages } = (await res.json()) as { messages: InboxMessage[] };
        found = messages.find((m) => m.To.some((t) => t.Address === to) && subject.test(m.Subject));
        return Boolean(found);
      },
      { message: `a message to ${to} matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  const res = await page.request.get(`${INBOX}/api/v1/message/${found!.ID}`);
  return (await res.json()) as { Text: string };
}

function compose(args: string): string {
  return execSync(`${COMPOSE} ${args}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * While the journey restarts the app on purpose, a signed-in page's requests in the background
 * (saving the kitchen for offline use, decision 028) find no server, or a stopping one that
 * answers 503: the browser logs each as a failed resource. Those are expected then, and only then.
 */
let restarting = false;
/**
 * Every open page's requests still on their way, with when each started. Event streams (the
 * household's, a list's) stay open by design and reconnect by themselves, so they are not counted.
 */
const pending = new Map<Request, { started: number; page: Page }>();
/** What failed while the app restarted: the browser's console may report it a moment later. */
const failedInRestart = new Set<string>();

function watchErrors(page: Page, errors: string[]) {
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource')
      pending.set(request, { started: Date.now(), page });
  });
  page.on('close', () => {
    for (const [request, of] of pending) if (of.page === page) pending.delete(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (
      /^Failed to load resource: (net::ERR_|the server responded with a status of 503)/.test(
        msg.text(),
      ) &&
      (restarting || failedInRestart.has(msg.location().url))
    )
      return;
    errors.push(`console: ${msg.text()}`);
  });
  // A stopping app answers what still reaches it with 503 and Retry-After (an event stream's
  // reconnection, say): expected while it restarts, as a failed connection is.
  page.on('response', (response) => {
    if (restarting && response.status() === 503) failedInRestart.add(response.url());
  });
  page.on('requestfailed', (request) => {
    if (restarting) failedInRestart.add(request.url());
    const failure = `${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}`;
    console.info(`${restarting ? 'during the restart: ' : ''}request ${failure}`);
  });
}

async function newPage(browser: Browser, errors: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  watchErrors(page, errors);
  return page;
}

/** Sign-up form -> code from the inbox service -> confirm: lands on home, signed in. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Sign-up successful! Please verify your email.')).toBeVisible();
  const mail = await mailTo(page, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.Text)?.[1];
  expect(code, 'a six-digit code in the mail').toBeTruthy();
  await page.getByLabel('Verification Code', { exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByText('Email verified and login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await homeArrived(page);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

/**
 * The home page has arrived after a sign-in's way home: its arrival moves the focus to the page,
 * which closes a menu opened while it was on its way.
 */
async function homeArrived(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recipes worth passing down' }),
  ).toBeVisible();
}

async function logIn(page: Page, name: string, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await homeArrived(page);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
}

function textbox(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('textbox', { name: new RegExp(`^${escaped}( \\(optional\\))?$`) });
}

/** The recipe's photo on its page: served by the storage service, and really decoded. */
async function expectPhotoFromStorage(page: Page, title: string) {
  const photo = page.locator(`img[src^="http://localhost:9000/images/"]`).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `the photo of ${title} loads`,
    })
    .toBe(true);
  const src = (await photo.getAttribute('src'))!;
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
  return src;
}

test('the compose stack: sign up, submit with a photo, approve, read anonymously, contact, and everything survives an app restart', async ({
  browser,
}) => {
  const errors: string[] = [];
  const cook = { name: 'Compose Cook', email: `cook-${stamp}@example.com` };
  const admin = { name: 'Compose Admin', email: `admin-${stamp}@example.com` };
  const title = `Compose Courgette Bake ${stamp}`;

  // 1. Sign up, confirm with the mailed code, log out and log in again.
  const page = await newPage(browser, errors);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await signUp(page, cook.name, cook.email);
  await logOut(page, cook.name);
  await logIn(page, cook.name, cook.email);

  // 2. Submit a recipe with a photo through the form.
  await page.goto('/submit-recipe');
  await textbox(page, 'Title').fill(title);
  await textbox(page, 'Description').fill(
    'Courgettes baked under parmesan, from the compose stack.',
  );
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Sides');
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
  await textbox(page, 'Source').fill('Nonna Lucia');
  await page
    .getByLabel('Photo of the dish')
    .setInputFiles({ name: 'courgette.png', mimeType: 'image/png', buffer: PNG_48X36 });
  await textbox(page, 'Prep Time').fill('15');
  await textbox(page, 'Cook Time').fill('25');
  await textbox(page, 'Serving').fill('4 servings');
  await textbox(page, 'Ingredients').fill('2 courgettes\n1 cup parmesan');
  await textbox(page, 'Instructions').fill('Slice.\nTop with cheese.\nBake.');
  await textbox(page, 'Tips & Tricks').fill('Serve hot.');
  await textbox(page, 'Tags').fill('vegetarian, quick');
  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/submit-recipe') && res.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Submit Recipe' }).click();
  const submitted = await answer;
  expect(submitted.status()).toBe(201);
  const { _id: id } = (await submitted.json()) as { _id: string };
  await expect(page).toHaveURL(/\/my-recipes$/);

  // 3. The photo comes from the storage service, at the address browsers use.
  await page.goto(`/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photoUrl = await expectPhotoFromStorage(page, title);

  // 4. An admin, made with the README's command, approves it.
  const adminPage = await newPage(browser, errors);
  await signUp(adminPage, admin.name, admin.email);
  const granted = compose(`exec -T app node dist/cli/grant-admin.js ${admin.email}`);
  expect(granted).toContain(`${admin.email} is now in the admin group`);
  await logOut(adminPage, admin.name);
  await logIn(adminPage, admin.name, admin.email);
  await adminPage.goto('/pending-recipes');
  await adminPage.getByRole('link', { name: title }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/recipes/${id}$`));
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await adminPage.getByRole('button', { name: 'Approve recipe' }).click();
  await expect(adminPage.getByText('Recipe approved successfully!')).toBeVisible();

  // 5. An anonymous visitor sees it, photo included.
  const visitor = await newPage(browser, errors);
  await visitor.goto('/all-recipes');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectPhotoFromStorage(visitor, title);
  // Browsers may read photos, and nothing else: the bucket lists nothing to anyone, and what is
  // not a photo (a cook's book, say) is not readable without the app's key.
  for (const listing of ['images/', 'images/?list-type=2', 'images/?prefix=cookbooks/']) {
    expect((await visitor.request.get(`http://localhost:9000/${listing}`)).status(), listing).toBe(
      403,
    );
  }
  // The image draws public pages on the server (decision 023): the HTML itself holds the recipe.
  const html = await (await visitor.request.get(`/recipes/${id}`)).text();
  expect(html).toContain('<script type="application/json" id="page-state">');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));

  // 6. A contact message reaches the inbox service.
  await visitor.goto('/contact');
  await textbox(visitor, 'Name').fill('Rose Visitor');
  await textbox(visitor, 'Email').fill('rose.visitor@example.com');
  await textbox(visitor, 'Subject').fill(`Question ${stamp}`);
  await textbox(visitor, 'Message').fill(`How long does the courgette bake ${stamp} keep?`);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Successfully sent message!')).toBeVisible();
  const contact = await mailTo(visitor, 'owner@family-recipes.test', new RegExp(stamp));
  expect(contact.Text).toContain(`How long does the courgette bake ${stamp} keep?`);

  // 7. `docker compose restart app` keeps recipes, accounts and images.
  restarting = true;
  compose('restart app');
  await expect
    .poll(async () => (await visitor.request.get('/api/ready').catch(() => null))?.status(), {
      message: 'the app is ready again after its restart',
      timeout: 120_000,
    })
    .toBe(200);
  // Requests that were on their way when the app came back have settled.
  const back = Date.now();
  await expect
    .poll(() => [...pending.values()].filter((of) => of.started <= back).length, {
      message: 'the requests made while the app restarted have settled',
      timeout: 30_000,
      intervals: [100],
    })
    .toBe(0);
  restarting = false;
  const afterRestart = await newPage(browser, errors);
  await afterRestart.goto(`/recipes/${id}`);
  await expect(afterRestart.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await expectPhotoFromStorage(afterRestart, title)).toBe(photoUrl);
  await logIn(afterRestart, cook.name, cook.email);
  await afterRestart.goto('/my-recipes');
  await expect(afterRestart.getByRole('link', { name: title })).toBeVisible();

  expect(errors, 'errors in the browser').toEqual([]);
});

/** Runs a script with the app container's Node.js, inside the network, and returns what it prints. */
function inAppContainer(script: string): string {
  return execSync(`${COMPOSE} exec -T app node -`, {
    encoding: 'utf8',
    input: script,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

test('the identity service: pages of other sites get no CORS, administrator actions are refused at the published port, and the admin port is not published', async ({
  request,
}) => {
  const identity = 'http://127.0.0.1:9229';
  const { cognito } = (await (await request.get('/api/config')).json()) as {
    cognito: { userPoolId: string };
  };
  const preflight = (origin: string) =>
    request.fetch(`${identity}/`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target',
      },
    });

  // 1. A preflight from another site gets no CORS header; the site's own page gets its origin.
  expect((await preflight('https://evil.example')).headers()['access-control-allow-origin']).toBe(
    undefined,
  );
  expect((await preflight('http://127.0.0.1:3000')).headers()['access-control-allow-origin']).toBe(
    'http://127.0.0.1:3000',
  );

  // 2. AdminCreateUser at the published port is refused and creates nobody.
  const intruder = `intruder-${stamp}@example.com`;
  const created = await request.post(`${identity}/`, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
    },
    data: JSON.stringify({
      UserPoolId: cognito.userPoolId,
      Username: intruder,
      TemporaryPassword: PASSWORD,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: intruder }],
    }),
  });
  expect(created.status()).toBe(403);
  // Inside the network, the admin listener takes only calls signed with the stack's admin key
  // pair: unsigned, even the app's container is refused; signed as the app signs, the intruder
  // is not found.
  const unsigned = JSON.parse(
    inAppContainer(`
      fetch('http://identity:9230/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.AdminGetUser',
        },
        body: ${JSON.stringify(JSON.stringify({ UserPoolId: cognito.userPoolId, Username: intruder }))},
      }).then(async (res) => console.log(JSON.stringify({ status: res.status, body: await res.json() })));
    `),
  ) as { status: number; body: { __type?: string } };
  expect(unsigned).toEqual({
    status: 403,
    body: expect.objectContaining({ __type: 'MissingAuthenticationTokenException' }),
  });
  const lookup = JSON.parse(
    inAppContainer(`
      const { AdminGetUserCommand } = require('@aws-sdk/client-cognito-identity-provider');
      import('/app/dist/modules/identity/cognito-client.js').then(async ({ createCognitoClient }) => {
        const client = createCognitoClient(
          'us-east-1',
          process.env.COGNITO_ENDPOINT,
          process.env.COGNITO_ADMIN_CREDENTIALS_FILE,
        );
        const input = ${JSON.stringify({ UserPoolId: cognito.userPoolId, Username: intruder })};
        const answer = await client.send(new AdminGetUserCommand(input)).then(
          () => ({ found: true }),
          (err) => ({ error: err.name }),
        );
        console.log(JSON.stringify(answer));
      });
    `),
  ) as { found?: boolean; error?: string };
  expect(lookup).toEqual({ error: 'UserNotFoundException' });

  // 3. The admin listener is not published: nothing answers on the host.
  await expect(request.get('http://127.0.0.1:9230/health', { timeout: 5_000 })).rejects.toThrow();
});
