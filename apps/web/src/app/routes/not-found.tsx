import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Art } from '../../components/ui/art';
import { useT } from '../../i18n/language';
import { pagesMessages } from './messages';

export function NotFoundPage() {
  const t = useT(pagesMessages);
  useDocumentTitle(t('notFoundTitle'));
  return (
    <div className="container not-found">
      <EmptyPlate />
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">{t('notFoundTitle')}</h1>
      <p className="not-found__body">{t('notFoundBody')}</p>
      <Link to="/" className="button button--primary">
        {t('goBackHome')}
      </Link>
    </div>
  );
}

function EmptyPlate() {
  return (
    <Art className="not-found__art" width={200} height={120}>
      <ellipse cx="100" cy="64" rx="60" ry="38" className="art-plate" />
      <ellipse cx="100" cy="62" rx="40" ry="24" className="art-plate-inner" />
      <path d="M12 24v16a6 6 0 0 0 12 0V24M18 24v72" className="art-utensil" />
      <path d="M182 96V24c-8 6-10 22-10 34h10" className="art-utensil" />
    </Art>
  );
}
