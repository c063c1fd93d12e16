import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw';

export interface RecordedUpload {
  method: string;
  url: string;
  credentials: RequestCredentials;
  body: FormData;
}

/**
 * Answers the recipe form's uploads (POST /api/submit-recipe, PUT /api/update-recipe/:id) through
 * msw, which intercepts the form's XMLHttpRequest: each request is recorded and waits until the
 * test answers it, so the form can be seen while it is sending.
 */
export function recipeUploads() {
  const requests: RecordedUpload[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const record = async ({ request }: { request: Request }) => {
    requests.push({
      method: request.method,
      url: new URL(request.url).pathname,
      credentials: request.credentials,
      body: await request.formData(),
    });
    return new Promise<Response>((resolve) => waiting.push(resolve));
  };
  server.use(http.post('/api/submit-recipe', record), http.put('/api/update-recipe/:id', record));
  const answer = (response: Response) => {
    const next = waiting.shift();
    if (!next) throw new Error('No request is waiting for an answer');
    next(response);
  };
  return {
    requests,
    get last(): RecordedUpload {
      const last = requests.at(-1);
      if (!last) throw new Error('No request was sent');
      return last;
    },
    respond: (status: number, body: unknown) =>
      answer(HttpResponse.json(body as never, { status })),
    fail: () => answer(HttpResponse.error()),
  };
}
