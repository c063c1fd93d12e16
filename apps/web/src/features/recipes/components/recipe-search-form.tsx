import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon, Search } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { homeMessages } from '../home/messages';

/** The home page's search box: sends the words to /search?query=… */
export function RecipeSearchForm() {
  const navigate = useNavigate();
  const t = useT(homeMessages);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = inputRef.current?.value.trim() ?? '';
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    void navigate(`/search?${new URLSearchParams({ query })}`);
  };

  return (
    <form role="search" className="search-form" action="/search" onSubmit={submit}>
      <label htmlFor={inputId} className="search-form__label">
        {t('searchLabel')}
      </label>
      <div className="search-form__row">
        <input
          ref={inputRef}
          id={inputId}
          name="query"
          type="search"
          className="search-form__input"
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button variant="primary" className="search-form__button" type="submit">
          <Icon icon={Search} />
          <span className="search-form__button-text">{t('search')}</span>
        </Button>
      </div>
    </form>
  );
}
