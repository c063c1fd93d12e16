import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CardReaderAnswer } from '@family-recipes/shared';

/*
 * A stand-in for an OpenAI-compatible model on 127.0.0.1, for the card reader's tests: it
 * records each request and answers as the test's script says.
 */

/** How the stand-in answers one request. */
export type ModelStep =
  | { answer: string; tokens?: number }
  | { status: number }
  | { redirect: string }
  /** Never answers: the reader's timeout has to end the request. */
  | { hang: true };

interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: unknown;
    messages?: { role: string; content: unknown }[];
    response_format?: unknown;
  };
}

export interface StandInModel {
  /** The API's base address, as the reader's settings take it. */
  url: string;
  requests: StandInRequest[];
  /**
   * Answers the next requests with `steps` in order (500 once they are used up), each after
   * `before` has run with the request's index in the script.
   */
  script(steps: ModelStep[], before?: (index: number) => Promise<void>): void;
  /** Resolves once `count` requests have come since the last script. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A valid answer: one recipe with a title, a serving line, a time, an ingredient and a step. */
export function sampleAnswer(title = 'Grandma’s scones'): CardReaderAnswer {
  const line = (text: string, unsure = false) => ({
    text,
    unsure,
    photo: 0,
    box: [100, 100, 900, 150],
  });
  return {
    recipes: [
      {
        title: line(title),
        serving: line('Makes 12'),
        times: [line('Bake 12 min at 220°C')],
        ingredients: [line('2 cups flour'), line('1 tbsp bakng powder', true)],
        steps: [line('Rub the butter into the flour.')],
        tips: [],
      },
    ],
  };
}

async function bodyOf(req: IncomingMessage): Promise<StandInRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as StandInRequest['body'];
  } catch {
    return {};
  }
}

function answer(res: ServerResponse, step: ModelStep): void {
  if ('hang' in step) return;
  if ('redirect' in step) {
    res.writeHead(307, { Location: step.redirect }).end();
    return;
  }
  if ('status' in step) {
    res.writeHead(step.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `stand-in ${step.status}` } }));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      choices: [{ index: 0, message: { role: 'assistant', content: step.answer } }],
      usage: { total_tokens: step.tokens ?? 1000 },
    }),
  );
}

export async function startStandInModel(): Promise<StandInModel> {
  const requests: StandInRequest[] = [];
  let steps: ModelStep[] = [];
  let before: ((index: number) => Promise<void>) | undefined;
  let scriptStart = 0;
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    void (async () => {
      const request = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: await bodyOf(req),
      };
      requests.push(request);
      waiters.forEach((check) => check());
      const index = requests.length - 1 - scriptStart;
      await before?.(index);
      answer(res, steps[index] ?? { status: 500 });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next, hook) {
      steps = next;
      before = hook;
      scriptStart = requests.length;
    },
    received: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (requests.length - scriptStart < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
