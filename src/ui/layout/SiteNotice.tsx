// The owner's site-wide notice, in the page's flow under the fixed header (in the server's HTML,
// so nothing moves when it hydrates). Dismissed for the visit: sessionStorage remembers which notice.
import { useEffect, useState } from 'react';
import { useSite } from '../site-context';

const dismissedKey = 'notice-dismissed';

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(dismissedKey);
  } catch {
    return null;
  }
}

export function SiteNotice() {
  const { notice } = useSite();
  const id = notice && `${notice.startsAt} ${notice.text}`;
  const [dismissed, setDismissed] = useState(false);
  // After hydration, so the first client render matches the server's HTML.
  useEffect(() => setDismissed(id !== null && readDismissed() === id), [id]);
  if (!notice || dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey, id!);
    } catch {}
    setDismissed(true);
  };
  return (
    <div className="site-notice" role="region" aria-label="Notice">
      <div className="container site-notice__bar">
        <p>
          {notice.text}
          {notice.link && (
            <>
              {' '}
              <a href={notice.link}>More</a>
            </>
          )}
        </p>
        <button type="button" className="site-notice__close" onClick={dismiss} aria-label="Dismiss notice">
          ×
        </button>
      </div>
    </div>
  );
}
