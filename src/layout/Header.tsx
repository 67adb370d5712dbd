import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CartButton } from './CartButton';
import { CategoriesMenu } from './CategoriesMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { useT } from '../i18n/language';
import * as styles from './Header.css';
import { useScrolled } from './useScrolled';

// The field and its suggestions download on the first tap of the search icon, not with the page.
const HeaderSearch = lazy(() => import('../features/search/HeaderSearch'));

/** docs/product.md §2 sticky header; `data-scrolled` drives the shadow once the page leaves the top. */
export function Header() {
  const t = useT();
  const scrolled = useScrolled();
  const router = useRouter();
  const hrefNow = () => router.state.location.href;
  // The menu belongs to the page it was opened on, so any navigation closes it. The header selects only
  // "still on that page": a filter flip (a new href) does not re-render it while the menu is closed.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = useRouterState({ select: (s) => menuOpenAt === s.location.href });
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? hrefNow() : null);
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = useRouterState({ select: (s) => searchOpenAt === s.location.href });
  const searchButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen || !navRef.current || !toggleRef.current) return;
    const [menu, toggle] = [navRef.current, toggleRef.current];
    let release: (() => void) | undefined;
    let closed = false;
    void import('./phoneMenuFocus').then(({ trapPhoneMenuFocus }) => {
      if (!closed) release = trapPhoneMenuFocus(menu, toggle, () => setMenuOpenAt(null));
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [menuOpen]);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.inner}>
        {/* eslint-disable no-restricted-syntax -- the brand, the same in every language */}
        <Link to="/" className={styles.logo} aria-label={t('Jhola & Co. home')}>
          Jhola <span className={styles.amp}>&amp;</span> Co.
        </Link>
        {/* eslint-enable no-restricted-syntax */}
        <nav ref={navRef} aria-label={t('Main')} className={styles.nav} data-open={menuOpen} id="main-nav">
          <Link to="/" className={styles.navLink} activeOptions={{ exact: true }}>
            {t('Home')}
          </Link>
          <Link to="/products" className={styles.navLink} activeOptions={{ includeSearch: false }}>
            {t('All Products')}
          </Link>
          <CategoriesMenu linkClassName={styles.navLink} />
          <Link to="/about" className={styles.navLink}>
            {t('About')}
          </Link>
          <Link to="/contact" className={styles.navLink}>
            {t('Contact')}
          </Link>
          <Link to="/favourites" className={styles.navLink}>
            {t('Favourites')}
          </Link>
          <LanguageSwitch className={styles.navLink} />
        </nav>
        <div className={styles.tools}>
          <button
            ref={searchButton}
            type="button"
            className={styles.iconButton}
            aria-label={t('Search products')}
            aria-expanded={searchOpen}
            data-search-toggle
            onClick={() => setSearchOpenAt(searchOpen ? null : hrefNow())}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </svg>
          </button>
          <CartButton className={styles.iconButton} />
          <button
            ref={toggleRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={menuOpen ? t('Close menu') : t('Open menu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden>{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
      {searchOpen && (
        <Suspense>
          <HeaderSearch
            onClose={() => {
              setSearchOpenAt(null);
              searchButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
