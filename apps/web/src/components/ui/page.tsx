import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * A page's heading block: the tab title, one h1 and a lead sentence, then the page's content. The
 * meta description is `description`, or the lead when it is plain text.
 */
export function Page({
  title,
  lead,
  description,
  children,
}: {
  title: string;
  lead: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title, description ?? (typeof lead === 'string' ? lead : undefined));
  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {children}
    </div>
  );
}
