import type { Endpoint, SchemaName } from './endpoint.js';

/*
 * Parts that several declarations share, spread into the last argument of `endpoint(method, path,
 * area, {...})`. Like the declarations they name schemas and import no zod value, and the browser
 * build drops them with the rest of a declaration but its method and path
 * (apps/web/vite/contract-for-browser.ts).
 */

type BodyOptions = Omit<NonNullable<Endpoint['body']>, 'schema'>;

/** A body of `schema`, with the 400 answer's message when its check names no field. */
export /*#__NO_SIDE_EFFECTS__*/ function bodyOf<
  const S extends SchemaName,
  const I extends string,
  const O extends BodyOptions = Record<never, never>,
>(schema: S, invalid: I, options: O = {} as O) {
  return { body: { schema, ...options }, invalid } as const;
}

/** The recipe a path's `:id` names. */
export const recipeIdParam = { id: { schema: 'Uuid', description: 'The recipe’s id' } } as const;

/**
 * A page of a list: the ListQuery (page, size, sort), its 400 message, and the page's items as an
 * array with the length of the whole list in X-Total-Count.
 */
export /*#__NO_SIDE_EFFECTS__*/ function pageOf<const S extends SchemaName>(schema: S) {
  return {
    query: 'ListQuery',
    invalid: 'Invalid query',
    responses: {
      200: {
        description: 'One page of the list',
        schema,
        array: true,
        headers: { 'X-Total-Count': 'How many items the whole list holds' },
      },
    },
    errors: [400, 503],
  } as const;
}
