import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { isSiteLanguage, type SiteLanguage } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { users } from './users.schema.js';

/**
 * The site language each of `addresses` chose on its user record (users.language), by address in
 * lower case, as the records' unique index compares them. An address with no record, or whose
 * record chose none, is left out. For the mails other modules write in their recipient's language.
 */
export async function chosenLanguages(
  db: Pick<Db, 'select'>,
  addresses: readonly string[],
): Promise<Map<string, SiteLanguage>> {
  const wanted = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const chosen = new Map<string, SiteLanguage>();
  if (wanted.length === 0) return chosen;
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), isNotNull(users.language)));
  for (const row of rows) {
    if (isSiteLanguage(row.language)) chosen.set(row.email.trim().toLowerCase(), row.language);
  }
  return chosen;
}
