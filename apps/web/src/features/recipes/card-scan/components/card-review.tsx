import type { CardBox, CardDraft, CardField, CardFlag, CardSide } from '@family-recipes/shared';
import { useId, useState } from 'react';
import { useT, type Translate } from '../../../../i18n/language';
import { cardScanMessages } from '../messages';

type Key = keyof typeof cardScanMessages.en;

const KIND_KEYS = {
  quantity: 'kindQuantity',
  'low-confidence': 'kindLowConfidence',
  misread: 'kindMisread',
} as const satisfies Record<CardFlag['kind'], Key>;

/** Where a flag is in the form, as the cook reads it ("Ingredient 3", "Servings"). */
function fieldName(t: Translate<Key>, flag: { field: CardField; index: number }): string {
  const number = flag.index + 1;
  switch (flag.field) {
    case 'title':
      return t('fieldTitle');
    case 'ingredients':
      return t('fieldIngredients', { number });
    case 'instructions':
      return t('fieldInstructions', { number });
    case 'tips':
      return t('fieldTips', { number });
    case 'serving':
      return t('fieldServing');
    case 'times':
      return t('fieldTimes');
  }
}

/** The box a flag marks: the word's, else its card line's. */
function boxOf(flag: CardFlag, sides: readonly CardSide[]) {
  return flag.box ?? sides[flag.side]?.lines[flag.line]?.box;
}

/** A line of the draft, and the boxes on the card of the lines it was read from. */
interface DraftLine {
  field: CardField;
  index: number;
  text: string;
  boxes: { side: number; box: CardBox }[];
}

/** Every line of the draft in the form's order, each with where it was read on the card. */
function draftLines(draft: CardDraft, sides: readonly CardSide[]): DraftLine[] {
  const cardText = (field: CardField) =>
    draft.sources
      .filter((source) => source.field === field)
      .flatMap((source) => source.lines.map((line) => sides[source.side]?.lines[line]?.text ?? ''))
      .join(' · ');
  const fields: [CardField, string[]][] = [
    ['title', [draft.title]],
    ['serving', [draft.serving]],
    ['times', [cardText('times')]],
    ['ingredients', draft.ingredients],
    ['instructions', draft.instructions],
    ['tips', draft.tips],
  ];
  return fields.flatMap(([field, texts]) =>
    texts.flatMap((text, index) => {
      if (text === '') return [];
      const boxes = draft.sources
        .filter((source) => source.field === field && source.index === index)
        .flatMap((source) =>
          source.lines.flatMap((line) => {
            const box = sides[source.side]?.lines[line]?.box;
            return box && box.x1 > box.x0 ? [{ side: source.side, box }] : [];
          }),
        );
      return [{ field, index, text, boxes }];
    }),
  );
}

/** What the cook chose to see on the card: a place to check, or a line read. */
type Chosen = { list: 'checks' | 'lines'; index: number } | null;

const isChosen = (chosen: Chosen, list: 'checks' | 'lines', index: number) =>
  chosen?.list === list && chosen.index === index;

/**
 * The card beside what was read from it: each photo with every amount and every uncertain or
 * corrected word marked, and the list of those places; choosing one shows it on the card.
 */
export function CardReview({
  draft,
  sides,
  photos,
}: {
  draft: CardDraft;
  sides: readonly CardSide[];
  photos: readonly string[];
}) {
  const t = useT(cardScanMessages);
  const id = useId().replace(/:/g, '');
  const [chosen, setChosen] = useState<Chosen>(null);
  const lines = draftLines(draft, sides);
  const choose = (list: 'checks' | 'lines', index: number) =>
    setChosen(isChosen(chosen, list, index) ? null : { list, index });
  const shownLine = chosen?.list === 'lines' ? lines[chosen.index] : undefined;

  return (
    <section className="card-review" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="card-review__heading">
        {t('reviewHeading')}
      </h3>
      <p className="card-review__intro">{t('reviewIntro')}</p>
      <div className="card-review__body">
        <div className="card-review__cards">
          {sides.map((side, sideIndex) => (
            <figure key={sideIndex} className="card-review__card">
              <div className="card-review__frame">
                <img
                  src={photos[sideIndex]}
                  alt={t('cardAlt', { side: sideIndex + 1 })}
                  width={side.width}
                  height={side.height}
                />
                <svg
                  className="card-review__marks"
                  viewBox={`0 0 ${side.width} ${side.height}`}
                  preserveAspectRatio="none"
                  aria-hidden="true"
                >
                  {draft.flags.map((flag, i) => {
                    const box = flag.side === sideIndex ? boxOf(flag, sides) : undefined;
                    if (!box) return null;
                    return (
                      <rect
                        key={i}
                        className={`card-review__mark card-review__mark--${flag.kind}${isChosen(chosen, 'checks', i) ? ' card-review__mark--chosen' : ''}`}
                        x={box.x0}
                        y={box.y0}
                        width={Math.max(1, box.x1 - box.x0)}
                        height={Math.max(1, box.y1 - box.y0)}
                      />
                    );
                  })}
                  {shownLine?.boxes
                    .filter((place) => place.side === sideIndex)
                    .map(({ box }, i) => (
                      <rect
                        key={`line-${i}`}
                        className="card-review__mark card-review__mark--line card-review__mark--chosen"
                        x={box.x0}
                        y={box.y0}
                        width={Math.max(1, box.x1 - box.x0)}
                        height={Math.max(1, box.y1 - box.y0)}
                      />
                    ))}
                </svg>
              </div>
              {sides.length > 1 && (
                <figcaption>{t('cardSide', { side: sideIndex + 1 })}</figcaption>
              )}
            </figure>
          ))}
        </div>
        <div className="card-review__checks">
          <p className="card-review__count">{t('checkCount', { count: draft.flags.length })}</p>
          <ul className="card-review__list">
            {draft.flags.map((flag, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={`card-review__check card-review__check--${flag.kind}`}
                  aria-pressed={isChosen(chosen, 'checks', i)}
                  onClick={() => choose('checks', i)}
                >
                  <span className="card-review__kind">{t(KIND_KEYS[flag.kind])}</span>
                  <span className="card-review__where">{fieldName(t, flag)}</span>
                  <span className="card-review__text" lang={draft.language}>
                    {flag.text}
                  </span>
                  {flag.read !== undefined && (
                    <span className="card-review__read">{t('misreadAs', { read: flag.read })}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <details className="card-review__lines">
            <summary>{t('linesHeading', { count: lines.length })}</summary>
            <ul className="card-review__list">
              {lines.map((line, i) => (
                <li key={`${line.field}-${line.index}`}>
                  <button
                    type="button"
                    className="card-review__check card-review__check--line"
                    aria-pressed={isChosen(chosen, 'lines', i)}
                    disabled={line.boxes.length === 0}
                    onClick={() => choose('lines', i)}
                  >
                    <span className="card-review__where">{fieldName(t, line)}</span>
                    <span className="card-review__text" lang={draft.language}>
                      {line.text}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </div>
    </section>
  );
}
