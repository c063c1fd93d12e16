import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The development admin that `pnpm start` creates in the embedded identity emulator. */
export const DEV_ADMIN = { email: 'admin@family-recipes.test', password: 'Recipes!2024' };

interface CognitoConfig {
  endpoint: string;
  clientId: string;
  userPoolId: string;
}

async function cognitoConfig(request: APIRequestContext): Promise<CognitoConfig> {
  const res = await request.get('/api/config');
  const body = (await res.json()) as { cognito: CognitoConfig };
  return body.cognito;
}

/** Calls the identity emulator the way amazon-cognito-identity-js does (JSON over HTTP). */
async function cognito<T>(
  request: APIRequestContext,
  target: string,
  body: Record<string, unknown>,
): Promise<T> {
  const { endpoint } = await cognitoConfig(request);
  const res = await request.post(`${endpoint}/`, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    data: JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${target} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Reads the newest verification code sent to an address from the development mailbox. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mail?to=${encodeURIComponent(email)}`);
        const mails = (await res.json()) as { text: string }[];
        code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code for ${email}`, timeout: 5_000 },
    )
    .toBeDefined();
  return code!;
}

/** A new confirmed account in group `user`, created through the same calls the sign-up page makes. */
export async function createUserAccount(
  request: APIRequestContext,
  name = 'Test Cook',
): Promise<{ email: string; password: string; name: string }> {
  const { email, password } = await createConfirmedAccount(request, name, 'cook');
  const { IdToken: idToken } = await signInTokens(request, { email, password });
  // Each new cook signs up from an address of their own (the server trusts X-Forwarded-For from
  // loopback), so a suite that creates many accounts stays within the per-address account-call
  // limit that a real sign-up page is subject to.
  const headers = { Authorization: `Bearer ${idToken}`, 'X-Forwarded-For': testClientAddress() };
  const assigned = await request.post('/api/assign-role', {
    data: { username: email, group: 'user' },
    headers,
  });
  if (!assigned.ok()) throw new Error(`assign-role failed: ${assigned.status()}`);
  const inserted = await request.post('/api/insert-user', { data: { name, email }, headers });
  if (!inserted.ok()) throw new Error(`insert-user failed: ${inserted.status()}`);
  return { email, password, name };
}

/** A confirmed account that signed up and entered its code, and went no further (a closed tab). */
export async function createConfirmedAccount(
  request: APIRequestContext,
  name: string,
  prefix = 'closed-tab',
): Promise<{ email: string; password: string; name: string }> {
  const { clientId } = await cognitoConfig(request);
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Kitchen-42!';
  await cognito(request, 'SignUp', {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
    ],
  });
  await cognito(request, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: email,
    ConfirmationCode: await latestCode(request, email),
  });
  return { email, password, name };
}

async function signInTokens(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const { clientId } = await cognitoConfig(request);
  const auth = await cognito<{
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  }>(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  return auth.AuthenticationResult;
}

/**
 * Signs the browser in without the log-in page: the emulator issues tokens and /api/set-tokens
 * stores them in the page's cookies, as the log-in page does after a successful sign-in.
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const result = await signInTokens(page.request, account);
  const res = await page.request.post('/api/set-tokens', {
    data: {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken,
    },
  });
  if (!res.ok()) throw new Error(`set-tokens failed: ${res.status()}`);
}

/** Two new cooks, created as createUserAccount does; the first is signed in on `page`. */
export async function twoCooksFirstSignedIn(page: Page, first: string, second: string) {
  const signedIn = await createUserAccount(page.request, first);
  const other = await createUserAccount(page.request, second);
  await signInAs(page, signedIn);
  return [signedIn, other] as const;
}

/** A new cook, created as createUserAccount does, signed in on `page` (at `viewport`'s size when given). */
export async function signInAsNewCook(
  page: Page,
  name: string,
  viewport?: { width: number; height: number },
) {
  if (viewport) await page.setViewportSize(viewport);
  const account = await createUserAccount(page.request, name);
  await signInAs(page, account);
  return account;
}

/** A page in a browser context of its own (a second person's browser), signed in as `account`. */
export async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

/** A page in a browser context of its own, signed in as a new cook created as signInAsNewCook does. */
export async function newCookPage(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAsNewCook(page, name);
  return page;
}

/**
 * Another person on the same page: the open page is left first, so that nothing it runs asks the
 * API in the moment the cookies are gone (a 401 the browser reports as an error).
 */
export async function switchAccount(
  page: Page,
  account: { email: string; password: string } | null,
): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  if (account) await signInAs(page, account);
}

let clients = 0;
/** A distinct documentation-range address (RFC 5737) for each account the tests create. */
function testClientAddress(): string {
  clients += 1;
  return `198.51.100.${(clients % 250) + 1}`;
}
