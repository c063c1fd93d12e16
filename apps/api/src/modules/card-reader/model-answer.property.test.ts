import { CARD_READER_LIMITS, cardReaderAnswerSchema } from '@family-recipes/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_CHARS, checkAnswer } from './model-answer.js';
import { sampleAnswer } from './test-stand-in-model.js';

/*
 * The test plays the model: whatever its message content is (JSON of any shape, near misses of
 * the schema, oversized text and lists, keys that would pollute prototypes, text the database
 * cannot store, text that is not JSON at all), checkAnswer either gives a value within cardReaderAnswerSchema's bounds or says why
 * not. It never throws and never lets an unbounded value through.
 */

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const key = fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 12 }));
const longText = fc.integer({ min: 400, max: 5000 }).map((n) => 'x'.repeat(n));
const leaf = fc.oneof(
  fc.string({ maxLength: 20 }),
  longText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: -5, max: 1005 }),
);
const anyJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
})).value;

const box = fc.oneof(
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: -10, max: 1010 }), fc.double()), {
    minLength: 3,
    maxLength: 5,
  }),
);
/** Text PostgreSQL cannot keep in jsonb: NUL, and halves of surrogate pairs. */
const unstorable = fc.constantFrom('a\u0000b', 'half \uD83D', '\uDE00 half');
const line = fc.record({
  text: fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 10 }),
    unstorable,
    longText,
    fc.integer(),
  ),
  unsure: fc.oneof(fc.boolean(), fc.constant('yes')),
  photo: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant('0')),
  box,
});
/** A list of lines, sometimes past its limit. */
const lines = (max: number) => fc.array(line, { maxLength: max + 3 });
const recipe = fc.record(
  {
    title: fc.oneof(line, fc.constant(null)),
    serving: fc.oneof(line, fc.constant(null)),
    times: lines(CARD_READER_LIMITS.maxTimes),
    ingredients: fc.oneof(
      lines(8),
      fc.constant(Array.from({ length: CARD_READER_LIMITS.maxIngredients + 1 }, () => null)),
    ),
    steps: lines(6),
    tips: lines(4),
  },
  { requiredKeys: ['times', 'ingredients', 'steps', 'tips'] },
);
/** Answers shaped like the schema, some right and many slightly wrong, some with extra keys. */
const nearAnswer = fc
  .tuple(
    fc.array(recipe, { maxLength: CARD_READER_LIMITS.maxRecipes + 2 }),
    fc.option(fc.tuple(fc.constantFrom(...hostileKeys, 'extra'), anyJson), { freq: 4 }),
  )
  .map(([recipes, extra]) => {
    const answer: Record<string, unknown> = { recipes };
    if (extra) Object.defineProperty(answer, extra[0], { value: extra[1], enumerable: true });
    return answer;
  });

/** The content as a model might send it: JSON, fenced JSON, or something else. */
const content = fc.oneof(
  anyJson.map((value) => JSON.stringify(value)),
  nearAnswer.map((value) => JSON.stringify(value)),
  nearAnswer.map((value) => `\`\`\`json\n${JSON.stringify(value)}\n\`\`\``),
  fc.string({ maxLength: 200 }),
  anyJson,
);

/** The longest string anywhere in a value, and the longest array. */
function extent(value: unknown): { text: number; list: number } {
  if (typeof value === 'string') return { text: value.length, list: 0 };
  if (typeof value !== 'object' || value === null) return { text: 0, list: 0 };
  const parts = Object.values(value).map(extent);
  return {
    text: Math.max(0, ...parts.map((p) => p.text)),
    list: Math.max(Array.isArray(value) ? value.length : 0, ...parts.map((p) => p.list)),
  };
}

describe('the model’s answer checked', () => {
  it('when the model answers anything at all, then the check gives a bounded answer of the schema or a reason, never a throw', () => {
    let taken = 0;
    fc.assert(
      fc.property(content, (sent) => {
        const check = checkAnswer(sent);
        if (!check.ok) {
          expect(check.problem.length).toBeGreaterThan(0);
          expect(check.problem.length).toBeLessThan(1000);
          return;
        }
        expect(cardReaderAnswerSchema.safeParse(check.answer).success).toBe(true);
        const { text, list } = extent(check.answer);
        expect(text).toBeLessThanOrEqual(CARD_READER_LIMITS.maxLineChars);
        expect(list).toBeLessThanOrEqual(CARD_READER_LIMITS.maxIngredients);
        expect(Object.keys(check.answer)).toEqual(['recipes']);
        // JSON writes a NUL or half a surrogate pair as an escape, and nothing else so.
        expect(JSON.stringify(check.answer)).not.toMatch(/\\u0000|\\ud[89a-f]/);
        expect(Object.getPrototypeOf(check.answer)).toBe(Object.prototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        taken += 1;
      }),
      { numRuns: 400 },
    );
    // Some answers pass, so the bounds above were checked on real values.
    expect(taken).toBeGreaterThan(0);
  });

  it('when a valid answer comes fenced, with spaces, or with a __proto__ key, then it is taken or refused as the schema says', () => {
    const answer = sampleAnswer();
    const fenced = checkAnswer(`  \`\`\`json\n${JSON.stringify(answer)}\n\`\`\`  `);
    expect(fenced).toEqual({ ok: true, answer });
    const polluting = checkAnswer(
      JSON.stringify(answer).replace('{', '{"__proto__": {"polluted": true}, '),
    );
    expect(polluting.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when the content is too long, is not text, or is an unclosed fence over a megabyte of spaces, then it is refused', () => {
    expect(checkAnswer('x'.repeat(ANSWER_MAX_CHARS + 1))).toMatchObject({ ok: false });
    expect(checkAnswer(undefined)).toMatchObject({ ok: false });
    expect(checkAnswer({ recipes: [] })).toMatchObject({ ok: false });
    expect(checkAnswer(`\`\`\`${' '.repeat(ANSWER_MAX_CHARS - 10)}`)).toMatchObject({ ok: false });
  });
});
