// The owner's site-wide notice, in the page's flow under the fixed header (in the server's HTML,
// so nothing moves when it hydrates). Dismissed for the visit: a cookie names it, and the server
// leaves it out of the visit's next pages (src/shared/visitor-cookies.ts).
import { useState } from 'react';
import { noticeCookie } from '../../shared/visitor-cookies';
import { useSite } from '../site-context';

export function SiteNotice() {
  const { notice } = useSite();
  const [shown, setShown] = useState(true);
  if (!notice || !shown) return null;
  const dismiss = () => {
    setShown(false);
    document.cookie = `${noticeCookie}=${notice.key};path=/`;
  };
  return (
    <p className="site-notice">
      <span>
        {notice.text}
        {notice.link && (
          <>
            {' '}
            <a href={notice.link}>More</a>
          </>
        )}
      </span>
      <button type="button" onClick={dismiss} aria-label="Dismiss notice">
        ×
      </button>
    </p>
  );
}
