import type { ShoppingList } from '@family-recipes/shared';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';
import { useLanguage, useT } from '../../../i18n/language';
import { shoppingMessages } from '../messages';

/**
 * Who sees the list: every list belongs to the household, so everyone in it sees and edits it.
 * A cook brings their family in from the Household page.
 */
export function ListSharing({ list }: { list: ShoppingList }) {
  const t = useT(shoppingMessages);
  const { language } = useLanguage();
  const names = list.members.map((member) => member.name || member.email);
  // "you and Ann", "you, Ann and Ben": the site's English is British, with no comma before "and".
  const everyone = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
    type: 'conjunction',
  }).format([t('you'), ...names]);
  return (
    <TitledSection className="shopping-panel" heading={t('whoSees')}>
      <p className="shopping-panel__text">
        {names.length === 0 ? t('onlyYou') : t('everyoneSees', { names: everyone })}
      </p>
      <p className="shopping-panel__text">
        <Link to="/household">{t('yourHousehold')}</Link>
      </p>
    </TitledSection>
  );
}
