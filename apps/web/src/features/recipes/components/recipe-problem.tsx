import { Link } from 'react-router';
import { PAGE_TEXT } from '@family-recipes/shared';
import './recipe-detail.css';
import { Art } from '../../../components/ui/art';
import { useSharedText } from '../../../i18n/shared-text';

/** Access Denied, Recipe Not Found or another failure, each with a way back home. */
export function RecipeProblem({ title, message }: { title: string; message?: string }) {
  const text = useSharedText();
  return (
    <div className="container recipe-problem">
      <Art className="recipe-problem__art" width={120} height={120}>
        <circle cx="60" cy="60" r="52" fill="var(--color-surface-warm)" />
        <circle
          cx="60"
          cy="60"
          r="34"
          fill="var(--color-surface)"
          stroke="var(--color-border-strong)"
          strokeWidth="4"
        />
        <path
          d="M46 52h.01M74 52h.01"
          stroke="var(--color-ink-muted)"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <path
          d="M47 75c8-7 18-7 26 0"
          fill="none"
          stroke="var(--color-ink-muted)"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </Art>
      <h1 className="recipe-problem__title">{title}</h1>
      {message && <p className="recipe-problem__message">{message}</p>}
      <Link to="/" className="button button--primary button--large">
        {text(PAGE_TEXT.backToHome)}
      </Link>
    </div>
  );
}
