// An interactive part below the first screen that hydrates on its own: the server's HTML shows at
// once and works as plain HTML (links, forms) until React takes the part over as it nears the
// viewport or the visitor touches it, in tasks of its own rather than in the page's first
// hydration (docs/decisions/037-static-sections-hydration-skips.md).
import { Suspense, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { islandGate } from '../island-gates';
import { SkipStaticContext } from './Static';

const neverChanges = () => () => {};

/** `id`: the id of the element the children render, watched for nearing the viewport. */
export function Island({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense>
      <HydrationGate id={id}>{children}</HydrationGate>
    </Suspense>
  );
}

function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  const inBrowser = useContext(SkipStaticContext);
  // True only while React hydrates this part (it reads the server snapshot then): a part a
  // navigation renders never waits.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  // Suspending while hydrating keeps the server's HTML in place until the gate opens.
  if (inBrowser && hydrating) use(islandGate(id));
  return children;
}
