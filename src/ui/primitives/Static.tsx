// Server HTML that the first hydration leaves alone: React matches the wrapper and never walks,
// diffs or attaches anything inside it (docs/decisions/037-static-sections-hydration-skips.md).
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

/** True around the tree the browser hydrates; Island reads it too. */
export const SkipStaticContext = createContext(false);

/** Set by the browser's entry around the hydrated tree; the server renders every Static in full. */
export const SkipStaticHydration = SkipStaticContext.Provider;

const neverChanges = () => () => {};
const emptyHtml = { __html: '' };

/**
 * Copy with nothing to click but plain links: the router follows those by delegation
 * (src/ui/router.tsx), so they navigate without a reload like a Link. A Static rendered by a
 * client-side navigation renders its children as any component does.
 */
export function Static({ children }: { children: ReactNode }) {
  const inBrowser = useContext(SkipStaticContext);
  // React reads the server snapshot only while hydrating: true in the first render of a Static
  // the server sent, false in one a navigation mounts. Kept, so it never turns into a client render.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [skipped] = useState(inBrowser && hydrating);
  // Hydration does not write innerHTML: the server's children stay, unknown to React; an unchanged
  // __html is never written afterwards either.
  if (skipped) return <div className="static" data-static="" suppressHydrationWarning dangerouslySetInnerHTML={emptyHtml} />;
  return (
    <div className="static" data-static="">
      {children}
    </div>
  );
}
