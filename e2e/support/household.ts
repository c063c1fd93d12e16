import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The cook signed in on `member` joins the household of the cook signed in on `owner`, through the
 * household's calls as the pages make them: an invitation to the member's address, then its code.
 */
export async function joinHouseholdOf(
  owner: APIRequestContext,
  member: APIRequestContext,
  memberEmail: string,
): Promise<void> {
  const invited = await owner.post('/api/household/invitations', { data: { email: memberEmail } });
  expect(invited.status()).toBe(201);
  const { code } = (await invited.json()) as { code: string };
  const joined = await member.post('/api/household/join', { data: { code } });
  expect(joined.status()).toBe(200);
}
