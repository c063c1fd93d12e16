/**
 * The account screens' rules live in packages/shared (`schemas/auth.ts` and the password policy
 * in `rules/password.ts`); the forms check their values with those schemas through
 * react-hook-form. What stays here is how a form finds its first invalid field.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first field with a problem, in the form's order, to move focus there. */
export function firstError<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
): K | undefined {
  return order.find((key) => errors[key] !== undefined);
}
