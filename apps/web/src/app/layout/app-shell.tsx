import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../i18n/language';
import { appMessages } from '../messages';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_ID = 'main';

/** Header, main landmark and footer around a page, with a skip link as the first stop for keyboards. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  // Moving focus by hand keeps the router from treating the hash as a navigation.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };

  return (
    <div className="app-shell">
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
