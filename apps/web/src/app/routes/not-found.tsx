import { PAGE_TEXT } from '@family-recipes/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(PAGE_TEXT.notFoundTitle);
  return (
    <div className="container not-found">
      <EmptyPlate />
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">{PAGE_TEXT.notFoundTitle}</h1>
      <p className="not-found__body">{PAGE_TEXT.notFoundBody}</p>
      <Link to="/" className="button button--primary">
        {PAGE_TEXT.goBackHome}
      </Link>
    </div>
  );
}

function EmptyPlate() {
  return (
    <svg
      className="not-found__art"
      viewBox="0 0 160 110"
      width="160"
      height="110"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="80" cy="62" rx="58" ry="36" className="art-plate" />
      <ellipse cx="80" cy="60" rx="38" ry="22" className="art-plate-inner" />
      <path d="M8 30v26M3 30v12a5 5 0 0 0 10 0V30" className="art-utensil" />
      <path d="M152 28c-7 4-8 16-8 24h8v30" className="art-utensil" />
    </svg>
  );
}
