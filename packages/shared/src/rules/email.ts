/**
 * An email address in the one form accounts are compared by: NFKC (compatibility characters such
 * as the Kelvin sign or full-width letters become their plain letters), lower case, and NFKC again
 * (lower-casing can make text that NFKC changes). The identity gate compares and stores addresses
 * the same way (apps/api/bin/identity-gate-accounts.cjs), so one address is one account.
 */
export function canonicalEmail(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKC');
}
