const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else is answered as unknown before it reaches the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
