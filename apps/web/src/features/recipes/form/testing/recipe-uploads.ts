import { submitRecipe, updateRecipe, type Recipe } from '@family-recipes/shared';
import {
  answer,
  failure,
  networkError,
  type Asked,
  type Failure,
} from '../../../../testing/api-mocks';
import { server } from '../../../../testing/msw';

export interface RecordedUpload {
  method: string;
  url: string;
  credentials: RequestCredentials;
  body: FormData;
}

/**
 * Answers the recipe form's uploads (submitRecipe, updateRecipe) through msw, which intercepts the
 * form's XMLHttpRequest: each request is recorded and waits until the test answers it, so the form
 * can be seen while it is sending.
 */
export function recipeUploads() {
  const requests: RecordedUpload[] = [];
  const waiting: ((answer: Recipe | Failure) => void)[] = [];
  const record = ({ request, body }: Asked<typeof submitRecipe> | Asked<typeof updateRecipe>) => {
    requests.push({
      method: request.method,
      url: new URL(request.url).pathname,
      credentials: request.credentials,
      body,
    });
    return new Promise<Recipe | Failure>((resolve) => waiting.push(resolve));
  };
  server.use(answer(submitRecipe, record), answer(updateRecipe, record));
  const settle = (next: Recipe | Failure) => {
    const waiter = waiting.shift();
    if (!waiter) throw new Error('No request is waiting for an answer');
    waiter(next);
  };
  return {
    requests,
    get last(): RecordedUpload {
      const last = requests.at(-1);
      if (!last) throw new Error('No request was sent');
      return last;
    },
    /** Answers the waiting upload with the recipe as stored. */
    respond: (recipe: Recipe) => settle(recipe),
    /** Answers the waiting upload with an error and its message. */
    refuse: (status: number, message: string) => settle(failure(status, message)),
    fail: () => settle(networkError()),
  };
}
