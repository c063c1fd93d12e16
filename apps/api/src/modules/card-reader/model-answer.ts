import { cardReaderAnswerSchema, type CardReaderAnswer } from '@family-recipes/shared';
import type { ZodError } from 'zod';

/*
 * The model's answer is text from a service outside the site: nothing of it is used before it
 * parses as JSON and passes cardReaderAnswerSchema, whose bounds (recipes, lines, characters) hold
 * for whatever is kept.
 */

/** The most of an answer's text that is parsed (the model client reads no more than this). */
export const ANSWER_MAX_CHARS = 1_000_000;
/** Issues named when an answer is sent back to be tried again, and the characters of each. */
const PROBLEMS_NAMED = 3;
const PROBLEM_MAX_CHARS = 200;

export type AnswerCheck = { ok: true; answer: CardReaderAnswer } | { ok: false; problem: string };

const refused = (problem: string): AnswerCheck => ({ ok: false, problem });

/**
 * The text inside a Markdown code fence, which some models put around JSON despite being asked
 * for JSON alone. String operations, not a regular expression: a lazy pattern over a megabyte of
 * spaces would take quadratic time.
 */
function unfenced(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('```')) return trimmed;
  const firstLineEnd = trimmed.indexOf('\n');
  if (firstLineEnd === -1) return trimmed;
  const body = trimmed.slice(firstLineEnd + 1);
  return (body.trimEnd().endsWith('```') ? body.trimEnd().slice(0, -3) : body).trim();
}

/** Half of a surrogate pair: PostgreSQL's jsonb refuses it, as it refuses NUL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every text of a checked answer can be stored (its depth is the schema's, a few levels). */
function storable(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every(storable);
}

const clipped = (text: string) =>
  text.length > PROBLEM_MAX_CHARS ? `${text.slice(0, PROBLEM_MAX_CHARS)}…` : text;

/** What was wrong, in a few bounded lines the model can act on. */
function problemOf(error: ZodError): string {
  const named = error.issues.slice(0, PROBLEMS_NAMED).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the answer';
    return `${clipped(where)}: ${clipped(issue.message)}`;
  });
  const more = error.issues.length - named.length;
  return [...named, ...(more > 0 ? [`and ${more} more problems`] : [])].join('; ');
}

/**
 * The model's message content checked: a value of cardReaderAnswerSchema, or why not. Never
 * throws, whatever `content` is.
 */
export function checkAnswer(content: unknown): AnswerCheck {
  if (typeof content !== 'string') return refused('The answer has no text content.');
  if (content.length > ANSWER_MAX_CHARS) return refused('The answer is too long.');
  let value: unknown;
  try {
    value = JSON.parse(unfenced(content));
  } catch {
    return refused('The answer is not JSON.');
  }
  const parsed = cardReaderAnswerSchema.safeParse(value);
  if (!parsed.success) return refused(problemOf(parsed.error));
  if (!storable(parsed.data)) {
    return refused('A line holds the character U+0000 or half of a surrogate pair.');
  }
  return { ok: true, answer: parsed.data };
}
