// The owner's site-wide notice, in the page's flow under the fixed header (in the server's HTML,
// so nothing moves when it hydrates). Dismissed for the visit: sessionStorage remembers which one,
// and the page's head hides it before the first paint (render-page.tsx).
import { useEffect, useState } from 'react';
import type { Notice } from '../../shared/site-facts';
import { useSite } from '../site-context';

/** What sessionStorage remembers of a dismissed notice: a changed notice shows again. */
export const noticeId = (notice: Notice) => notice.startsAt + notice.text;

export function SiteNotice() {
  const { notice } = useSite();
  const id = notice && noticeId(notice);
  const [shown, setShown] = useState(true);
  // After hydration, so the first client render matches the server's HTML. Where storage is
  // blocked sessionStorage throws: the notice then hides for this page only.
  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration, so the first render matches the server's HTML
      if (sessionStorage.notice === id) setShown(false);
    } catch {}
  }, [id]);
  if (!notice || !shown) return null;
  const dismiss = () => {
    setShown(false);
    sessionStorage.notice = id;
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
