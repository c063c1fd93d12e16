import type { ShoppingList } from '@family-recipes/shared';
import { useId } from 'react';
import { Link } from 'react-router';

/**
 * Who sees the list: every list belongs to the household, so everyone in it sees and edits it.
 * A cook brings their family in from the Household page.
 */
export function ListSharing({ list }: { list: ShoppingList }) {
  const titleId = useId();
  const names = list.members.map((member) => member.name || member.email);
  return (
    <section className="shopping-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="shopping-panel__title">
        Who sees this list
      </h2>
      <p className="shopping-panel__text">
        {names.length === 0
          ? 'Only you so far. Everyone you invite to your household sees and edits it too.'
          : `Everyone in your household sees and edits it: ${joinNames(names)}.`}
      </p>
      <p className="shopping-panel__text">
        <Link to="/household">Your household</Link>
      </p>
    </section>
  );
}

/** "you and Ann", "you, Ann and Ben". */
function joinNames(names: string[]): string {
  const all = ['you', ...names];
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
}
