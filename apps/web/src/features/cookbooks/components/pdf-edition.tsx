import { COOKBOOK_EDITIONS, type CookbookEdition } from '@family-recipes/shared';
import { useId } from 'react';

/** What each edition is for, as the choice names it. */
const EDITION_LABELS: Record<CookbookEdition, string> = {
  screen: 'For reading and home printing',
  print: 'For a print shop (3 mm bleed, cover with spine as a separate file)',
};

/** "1 page", "38 pages". */
export const pageCount = (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`);

/**
 * A print-shop edition as the panel names it: "Print-shop edition, 96 pages" (", with crop
 * marks" when it has them).
 */
export const printEditionLine = (pages: number | null, cropMarks = false) =>
  `${pages === null ? 'Print-shop edition' : `Print-shop edition, ${pageCount(pages)}`}${
    cropMarks ? ', with crop marks' : ''
  }`;

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
  const name = useId();
  return (
    <fieldset className="cookbook-choices" disabled={disabled}>
      <legend className="cookbook-choices__legend">Edition</legend>
      {COOKBOOK_EDITIONS.map((value) => (
        <label key={value} className="cookbook-choice">
          <input
            type="radio"
            name={name}
            value={value}
            checked={edition === value}
            onChange={() => onChange(value)}
          />
          <span>{EDITION_LABELS[value]}</span>
        </label>
      ))}
      {edition === 'print' && (
        <label className="cookbook-choice cookbook-choice--sub">
          <input
            type="checkbox"
            checked={cropMarks}
            onChange={(event) => onCropMarks(event.target.checked)}
          />
          <span>Crop marks (if the print shop asks for them)</span>
        </label>
      )}
    </fieldset>
  );
}
