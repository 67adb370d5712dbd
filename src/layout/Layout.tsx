import type { ReactNode } from 'react';
import { LazyCartDrawer } from './LazyCartDrawer';
import { RouteProgress } from '../ui/RouteProgress';
import { Header } from './Header';
import { LazyFooter } from './LazyFooter';
import * as styles from './Layout.css';
import { useT } from '../i18n/language';
import { TopBar } from './TopBar';

/** Every route (docs/product.md §2): top contact bar, sticky header, the page, footer; the cart drawer mounted once. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.shell}>
      <RouteProgress />
      <a href="#main" className={styles.skip}>
        {t('Skip to content')}
      </a>
      <TopBar />
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <LazyFooter />
      <LazyCartDrawer />
    </div>
  );
}
