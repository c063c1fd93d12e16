import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A page's heading block: the tab title, one h1 and a lead sentence, then the page's content. */
export function Page({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
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
