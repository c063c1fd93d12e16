import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, isSiteLanguage } from '@family-recipes/shared';
import { useId } from 'react';
import { appMessages } from '../app/messages';
import { useSession } from '../lib/session';
import { useLanguage, useT } from './language';
import './language-menu.css';

/**
 * The language menu on every page (decision 049): the site's languages by their own names. A
 * choice shows the site in that language at once, is kept in the `lang` cookie for this device
 * and, for someone signed in, on their account for every device.
 */
export function LanguageMenu() {
  const t = useT(appMessages);
  const { language, choose } = useLanguage();
  const { user } = useSession();
  const id = useId();
  const onChange = async (value: string) => {
    if (!isSiteLanguage(value)) return;
    await choose(value);
    if (user) {
      const { saveAccountLanguage } = await import('../features/identity/account-language');
      await saveAccountLanguage(user.email, value);
    }
  };
  return (
    <div className="language-menu">
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={language} onChange={(event) => void onChange(event.target.value)}>
        {SITE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {SITE_LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
