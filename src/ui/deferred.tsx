// Components the server renders at once but the browser fetches only when they are needed
// (client/pages.ts makes them lazy). Pages take them from here, so no page imports them
// statically and their code stays out of the page's chunk.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { QuoteRequestProps } from './sections/QuoteRequest';

export interface DeferredComponents {
  QuoteRequest: ComponentType<QuoteRequestProps>;
  /** The footer and the chat button: static (layout/Layout.tsx), so the page the server sent never runs their code. */
  SiteFooter: ComponentType;
}

const DeferredContext = createContext<DeferredComponents | null>(null);

export function DeferredProvider({ components, children }: { components: DeferredComponents; children: ReactNode }) {
  return <DeferredContext.Provider value={components}>{children}</DeferredContext.Provider>;
}

export function useDeferred(): DeferredComponents {
  const components = useContext(DeferredContext);
  if (!components) throw new Error('useDeferred must be used within a DeferredProvider');
  return components;
}
