import { expect } from '@playwright/test';

/** The stack's mail catcher (Mailpit) as the host reaches it. */
export const INBOX = process.env.COMPOSE_INBOX_URL ?? 'http://127.0.0.1:8025';

/** A Cognito action sent to the identity service at `endpoint`; its answer must be a 200. */
export async function identityAction(
  endpoint: string,
  action: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${action}: ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}

export interface InboxMessage {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** Every message the mail catcher holds. */
export async function inbox(): Promise<InboxMessage[]> {
  const res = await fetch(`${INBOX}/api/v1/messages?limit=1000`);
  return ((await res.json()) as { messages: InboxMessage[] }).messages;
}

/** The six-digit code in the message mailed to `email`, waited for up to 30 seconds. */
async function codeMailedTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await inbox()).find((m) => m.To.some((t) => t.Address === email));
        if (!message) return false;
        const full = (await (await fetch(`${INBOX}/api/v1/message/${message.ID}`)).json()) as {
          Text: string;
        };
        code = /\b(\d{6})\b/.exec(full.Text)?.[1];
        return code !== undefined;
      },
      { message: `the code mailed to ${email}`, timeout: 30_000 },
    )
    .toBe(true);
  return code!;
}

/** An account on the identity service at `endpoint`, its address verified with the mailed code. */
export async function signUpAndConfirm(
  endpoint: string,
  clientId: string,
  person: { name: string; email: string },
  password: string,
): Promise<void> {
  await identityAction(endpoint, 'SignUp', {
    ClientId: clientId,
    Username: person.email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: person.email },
      { Name: 'name', Value: person.name },
    ],
  });
  const code = await codeMailedTo(person.email);
  await identityAction(endpoint, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: person.email,
    ConfirmationCode: code,
  });
}

/** A request to `url`, signed in with `token` when one is given, with `body` sent as JSON. */
export function callJson(url: string, method: string, token: string | undefined, body?: unknown) {
  return fetch(url, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The text of an answer that must be a success (2xx), or have `status` when one is named. */
export async function answerText(res: Response | Promise<Response>, status?: number) {
  const answer = await res;
  const text = await answer.text();
  if (status === undefined) expect(answer.ok, `${answer.url}: ${answer.status} ${text}`).toBe(true);
  else expect(answer.status, `${answer.url}: ${text}`).toBe(status);
  return text;
}
