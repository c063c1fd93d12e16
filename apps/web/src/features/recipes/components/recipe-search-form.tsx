import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** The home page's search box: sends the words to /search?query=… */
export function RecipeSearchForm() {
  const navigate = useNavigate();
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
        What would you like to cook?
      </label>
      <div className="search-form__row">
        <input
          ref={inputRef}
          id={inputId}
          name="query"
          type="search"
          className="search-form__input"
          placeholder="Try “lasagna” or “banana bread”"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary search-form__button">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="search-form__button-text">Search</span>
        </button>
      </div>
    </form>
  );
}
