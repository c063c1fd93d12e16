import { COOKBOOK_EDITIONS, type CookbookEdition } from '@family-recipes/shared';
import { useId } from 'react';
import { useT } from '../../../i18n/language';
import { cookbooksPdfMessages, type CookbooksPdfT } from '../pdf/messages';

/** What each edition is for, as the choice names it: the message's key. */
const EDITION_LABELS = {
  screen: 'editionScreen',
  print: 'editionPrint',
} as const satisfies Record<CookbookEdition, string>;

/** "1 page", "38 pages". */
export const pageCount = (pages: number, t: CookbooksPdfT) => t('pageCount', { count: pages });

/**
 * A print-shop edition as the panel names it: "Print-shop edition, 96 pages" (", with crop
 * marks" when it has them).
 */
export const printEditionLine = (pages: number | null, t: CookbooksPdfT, cropMarks = false) => {
  const marks = cropMarks ? 'yes' : 'no';
  return pages === null
    ? t('printEdition', { marks })
    : t('printEditionPages', { marks, count: pages });
};

/**
 * The choice of the edition the next PDF is made as: one radio button for each, and under the
 * print shop's a box for crop marks.
 */
export function EditionChoice({
  edition,
  cropMarks,
  disabled,
  onChange,
  onCropMarks,
}: {
  edition: CookbookEdition;
  cropMarks: boolean;
  disabled: boolean;
  onChange(edition: CookbookEdition): void;
  onCropMarks(cropMarks: boolean): void;
}) {
  const t = useT(cookbooksPdfMessages);
  const name = useId();
  return (
    <fieldset className="cookbook-choices" disabled={disabled}>
      <legend className="cookbook-choices__legend">{t('edition')}</legend>
      {COOKBOOK_EDITIONS.map((value) => (
        <label key={value} className="cookbook-choice">
          <input
            type="radio"
            name={name}
            value={value}
            checked={edition === value}
            onChange={() => onChange(value)}
          />
          <span>{t(EDITION_LABELS[value])}</span>
        </label>
      ))}
      {edition === 'print' && (
        <label className="cookbook-choice cookbook-choice--sub">
          <input
            type="checkbox"
            checked={cropMarks}
            onChange={(event) => onCropMarks(event.target.checked)}
          />
          <span>{t('cropMarks')}</span>
        </label>
      )}
    </fieldset>
  );
}
