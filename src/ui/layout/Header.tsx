import { useRef, useState, type KeyboardEvent } from 'react';
import { navigationPages, quoteListHref, quotePath } from '../../shared/routes';
import { useHeaderScroll } from '../hooks/header-scroll';
import { useQuoteListCount } from '../quote-list/quote-list-count';
import { Link, useRouter } from '../router';
import { useSite } from '../site-context';
import { Logo } from './Logo';

const mobileMenuId = 'mobile-menu';

export function Header() {
  const { business } = useSite();
  const { path } = useRouter();
  const { hidden, shadow } = useHeaderScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A navigation closes the menu (set while rendering the new page: no render with it still open).
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    setMenuOpen(false);
  }

  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  const className = ['site-header', hidden && !menuOpen && 'site-header--hidden', (shadow || menuOpen) && 'site-header--shadow']
    .filter(Boolean)
    .join(' ');

  const navLinks = (onChoose?: () => void) =>
    navigationPages.map((page) => (
      <li key={page.id}>
        <Link href={page.path} className="nav-link" aria-current={page.path === path ? 'page' : undefined} onClick={onChoose}>
          {page.navLabel}
        </Link>
      </li>
    ));

  return (
    <header className={className} onKeyDown={closeMenuOnEscape}>
      <div className="container site-header__bar">
        <Link href="/" className="brand" aria-label={`${business.name}, home`}>
          <Logo />
          <span className="brand__name">{business.name}</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>{navLinks()}</ul>
        </nav>
        <QuoteListBadge />
        <Link href={quotePath} className="button button--primary site-header__cta">
          Request a Quote
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <nav id={mobileMenuId} className="mobile-menu" aria-label="Mobile" hidden={!menuOpen}>
        <ul className="container">
          {navLinks(() => setMenuOpen(false))}
          <li>
            <Link href={quotePath} className="button button--primary mobile-menu__cta" onClick={() => setMenuOpen(false)}>
              Request a Quote
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

/**
 * The quote list's count. Always in the markup, hidden while the list is empty (and in the server's
 * HTML, which cannot know the list), so it never moves the header when it appears.
 */
function QuoteListBadge() {
  const count = useQuoteListCount();
  return (
    <Link href={quoteListHref} className="quote-badge" hidden={count === 0}>
      <span className="visually-hidden">Quote list </span>
      <span className="quote-badge__count" aria-live="polite">
        {count}
      </span>
    </Link>
  );
}
