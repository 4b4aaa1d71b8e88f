import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../shared/site-config';

const SiteContext = createContext<SiteConfig | null>(null);

export function SiteProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={config}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const config = useContext(SiteContext);
  if (!config) throw new Error('useSite must be used within a SiteProvider');
  return config;
}
