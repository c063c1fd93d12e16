import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useSession } from '../../lib/session';
import { Footer } from './footer';
import { Header, KitchenNav } from './header';

export const MAIN_ID = 'main';

/**
 * Header, main landmark and footer around a page, with a skip link as the first stop for keyboards;
 * for a signed-in cook, the kitchen's bottom bar on a narrow screen.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { isContributor } = useSession();
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
        Skip to content
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      {isContributor && (
        <Suspense>
          <KitchenNav place="bar" />
        </Suspense>
      )}
    </div>
  );
}
