import type { UpdateItemInput } from '@family-recipes/shared';

/** What to do with an edit of a line, given the line as it is now (decision 029). */
type EditDecision =
  /** Write it; `updatedOn` is when the line counts as changed, `replaced` when a change is overwritten. */
  | { apply: true; updatedOn: Date | undefined; replaced: boolean }
  /** Keep the line as it is: someone changed it after this edit was made. */
  | { apply: false };

/**
 * An edit without `base_version` applies as it always did, and the line counts as changed now.
 * An edit made on the line's current version applies. An edit made on an older version applies
 * only when it was made after the line's last change; its time is the cook's `edited_at`, but
 * never later than `now` (a device's clock running ahead does not win every conflict). An edit
 * that applies dates the line by when it was made, never earlier than the line's last change, so
 * "later" means the later edit, not the later upload.
 */
export function decideEdit(
  line: { version: number; updatedOn: Date },
  input: Pick<UpdateItemInput, 'base_version' | 'edited_at'>,
  now: Date,
): EditDecision {
  if (input.base_version === undefined && input.edited_at === undefined) {
    return { apply: true, updatedOn: undefined, replaced: false };
  }
  const asked = input.edited_at === undefined ? now : new Date(input.edited_at);
  const editedAt = asked.getTime() > now.getTime() ? now : asked;
  const stale = input.base_version !== undefined && input.base_version !== line.version;
  if (stale && editedAt.getTime() <= line.updatedOn.getTime()) return { apply: false };
  const updatedOn = editedAt.getTime() > line.updatedOn.getTime() ? editedAt : line.updatedOn;
  return { apply: true, updatedOn, replaced: stale };
}
