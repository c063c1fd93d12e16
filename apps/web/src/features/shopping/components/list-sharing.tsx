import type { ShoppingList } from '@family-recipes/shared';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';

/**
 * Who sees the list: every list belongs to the household, so everyone in it sees and edits it.
 * A cook brings their family in from the Household page.
 */
export function ListSharing({ list }: { list: ShoppingList }) {
  const names = list.members.map((member) => member.name || member.email);
  return (
    <TitledSection className="shopping-panel" heading="Who sees this list">
      <p className="shopping-panel__text">
        {names.length === 0
          ? 'Only you so far. Everyone you invite to your household sees and edits it too.'
          : `Everyone in your household sees and edits it: ${joinNames(names)}.`}
      </p>
      <p className="shopping-panel__text">
        <Link to="/household">Your household</Link>
      </p>
    </TitledSection>
  );
}

/** "you and Ann", "you, Ann and Ben". */
function joinNames(names: string[]): string {
  const all = ['you', ...names];
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
}
