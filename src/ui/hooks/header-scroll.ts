// The fixed header hides while the visitor scrolls down past 50px, comes back on any
// scroll up, and casts a shadow once the page has moved 10px.
import { useEffect, useRef, useState } from 'react';

const headerHideAfterPx = 50;
const headerShadowAfterPx = 10;

export interface HeaderScrollState {
  lastY: number;
  hidden: boolean;
  shadow: boolean;
}

export const initialHeaderScroll: HeaderScrollState = { lastY: 0, hidden: false, shadow: false };

export function nextHeaderScroll(previous: HeaderScrollState, y: number): HeaderScrollState {
  const shadow = y > headerShadowAfterPx;
  let hidden = previous.hidden;
  if (y <= headerHideAfterPx || y < previous.lastY) hidden = false;
  else if (y > previous.lastY) hidden = true;
  return { lastY: y, hidden, shadow };
}

export function useHeaderScroll(): Pick<HeaderScrollState, 'hidden' | 'shadow'> {
  const scroll = useRef(initialHeaderScroll);
  const [view, setView] = useState({ hidden: false, shadow: false });
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const { hidden, shadow } = (scroll.current = nextHeaderScroll(scroll.current, Math.max(0, window.scrollY)));
        setView((previous) => (previous.hidden === hidden && previous.shadow === shadow ? previous : { hidden, shadow }));
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return view;
}
