import { cardReaderAnswerSchema } from '@family-recipes/shared';
import { z } from 'zod';
import { ANSWER_MAX_CHARS } from './model-answer.js';

/*
 * One request to the OpenAI-compatible chat completions API an administrator configured: the
 * card's photos and the instructions in, the model's message content and the tokens it used out.
 */

/** How long the model may take to answer one request, unless the module is told otherwise. */
export const MODEL_TIMEOUT_MS = 120_000;

/** Why a request gave no answer: the service was not reached, or it refused. */
export type ModelFailure = 'unreachable' | 'refused' | 'interrupted';

export class ModelCallError extends Error {
  constructor(
    readonly kind: ModelFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

/** What the model answered: its message content (unchecked), or why it cannot be used. */
export interface ModelReply {
  content: unknown;
  tokens: number;
  /** Set when the answer was not read at all (too long, not the API's JSON). */
  problem?: string;
}

export interface ModelRequest {
  endpoint: string;
  model: string;
  /** Sent as a bearer token when set. */
  key: string | null;
  /** Upright JPEGs, front first. */
  photos: Buffer[];
  /** What was wrong with the previous answer, when this request asks again. */
  problem?: string | undefined;
}

export interface ModelCallOptions {
  timeoutMs: number;
  /** Aborted when the process stops: the request ends at once. */
  stopping: AbortSignal;
}

const INSTRUCTIONS = [
  'You read photos of recipe cards, handwritten or printed, and answer with JSON that follows the given schema, nothing else.',
  'Read every recipe on the photos. Copy each line exactly as it is written: do not translate, correct, complete, reword or convert anything, not even a misspelt word or an unusual unit.',
  'Put each line under the title, serving, times, ingredients, steps or tips of its recipe. Keep a serving line (such as "Serves 4") and each line of times (such as "Bake 30 min at 180°C") whole, as written. A title or serving line the card does not have is null.',
  'Mark a line unsure when you could not read any of its words with confidence.',
  'For each line give the photo it is on (0 for the first photo, 1 for the second) and its box [x0, y0, x1, y1] in thousandths of that photo’s width and height, from 0 to 1000; null when you cannot tell.',
].join('\n');

/** The answer's JSON Schema, as the API's structured output takes it. */
const ANSWER_SCHEMA = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(cardReaderAnswerSchema);
  return schema;
})();

/** The request's body: the instructions, the photos as data URLs and, on a retry, the problem. */
function requestBody(request: ModelRequest): Record<string, unknown> {
  const photos = request.photos.map((jpeg) => ({
    type: 'image_url',
    image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
  }));
  const count = request.photos.length === 1 ? 'one photo' : `${request.photos.length} photos`;
  return {
    model: request.model,
    temperature: 0,
    max_tokens: 4096,
    response_format: {
      type: 'json_schema',
      json_schema: { name: 'recipe_card', strict: true, schema: ANSWER_SCHEMA },
    },
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      {
        role: 'user',
        content: [{ type: 'text', text: `The card, in ${count}, front first.` }, ...photos],
      },
      ...(request.problem
        ? [
            {
              role: 'user',
              content: `Your previous answer could not be used: ${request.problem}. Read the card again and answer with JSON that follows the schema exactly.`,
            },
          ]
        : []),
    ],
  };
}

/** The address of the API's chat completions, from its base (`…/v1`, with or without a slash). */
const completionsUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/chat/completions`;

/** At most `max` bytes of a body as text; undefined when it is longer (the rest is not read). */
async function boundedText(
  body: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<string | undefined> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const MAX_TOKENS_COUNTED = 10_000_000;

/** The tokens an answer reports, as a bounded whole number (0 when it reports none). */
function tokensOf(usage: unknown): number {
  if (typeof usage !== 'object' || usage === null) return 0;
  const { total_tokens, prompt_tokens, completion_tokens } = usage as Record<string, unknown>;
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  const total = number(total_tokens) || number(prompt_tokens) + number(completion_tokens);
  return Math.min(Math.floor(total), MAX_TOKENS_COUNTED);
}

/** The message content and usage of the API's JSON answer. */
function replyOf(text: string): ModelReply {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { content: undefined, tokens: 0, problem: 'The answer is not JSON.' };
  }
  if (typeof envelope !== 'object' || envelope === null) {
    return { content: undefined, tokens: 0, problem: 'The answer has no choices.' };
  }
  const { choices, usage } = envelope as Record<string, unknown>;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message: unknown =
    typeof first === 'object' && first !== null && 'message' in first ? first.message : undefined;
  const content: unknown =
    typeof message === 'object' && message !== null && 'content' in message
      ? message.content
      : undefined;
  return { content, tokens: tokensOf(usage) };
}

/** A failed fetch as the read's failure: a redirect is refused (the key must not follow it). */
function fetchFailure(err: unknown, stopping: AbortSignal): ModelCallError {
  if (stopping.aborted) return new ModelCallError('interrupted', 'The process is stopping');
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
  if (/redirect/i.test(cause)) return new ModelCallError('refused', 'The reader redirected');
  const message = err instanceof Error ? err.message : String(err);
  return new ModelCallError('unreachable', `${message}${cause ? `: ${cause}` : ''}`);
}

/**
 * A deadline the call holds itself: its own controller, aborted by its own timer or by the process
 * stopping, and a promise that rejects when it is. (A signal of AbortSignal.timeout combined by
 * AbortSignal.any is held weakly: after a garbage collection, Node's fetch may no longer hear it,
 * and a read waited on a model that never answered.)
 */
function deadline(timeoutMs: number, stopping: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The reader took too long to answer', 'TimeoutError'));
  }, timeoutMs);
  const stop = () => controller.abort(stopping.reason);
  if (stopping.aborted) stop();
  else stopping.addEventListener('abort', stop, { once: true });
  const expired = new Promise<never>((_, reject) => {
    const fail = () => {
      const { reason } = controller.signal as { reason: unknown };
      reject(reason instanceof Error ? reason : new Error('The read was stopped'));
    };
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  return {
    signal: controller.signal,
    expired,
    end: () => {
      clearTimeout(timer);
      stopping.removeEventListener('abort', stop);
    },
  };
}

/** Sends one request and reads the answer (at most ANSWER_MAX_CHARS bytes). */
async function exchange(request: ModelRequest, signal: AbortSignal): Promise<ModelReply> {
  const response = await fetch(completionsUrl(request.endpoint), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(request.key ? { Authorization: `Bearer ${request.key}` } : {}),
    },
    body: JSON.stringify(requestBody(request)),
    redirect: 'error',
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    const transient = response.status >= 500 || [408, 429].includes(response.status);
    throw new ModelCallError(
      transient ? 'unreachable' : 'refused',
      `The reader answered ${response.status}`,
    );
  }
  const text = await boundedText(response.body, ANSWER_MAX_CHARS);
  if (text === undefined) {
    return { content: undefined, tokens: 0, problem: 'The answer is longer than 1 MB.' };
  }
  return replyOf(text);
}

/**
 * Sends one request and reads the answer, within the timeout whatever the network does. Throws
 * ModelCallError when there is none: 'unreachable' for a network error, a timeout, 408, 429 or
 * 5xx (worth trying later), 'refused' for a redirect and any other status (the settings or the
 * photos are at fault), 'interrupted' when the process stops.
 */
export async function askModel(
  request: ModelRequest,
  options: ModelCallOptions,
): Promise<ModelReply> {
  const limit = deadline(options.timeoutMs, options.stopping);
  try {
    return await Promise.race([exchange(request, limit.signal), limit.expired]);
  } catch (err) {
    if (err instanceof ModelCallError) throw err;
    throw fetchFailure(err, options.stopping);
  } finally {
    limit.end();
  }
}
