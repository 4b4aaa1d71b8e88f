// The analytics tracker for UI code: real in the browser (client/main.tsx provides it), a
// do-nothing stand-in on the server and in tests.
import { createContext, useContext, type ReactNode } from 'react';
import type { Tracker } from '../../shared/analytics-event';

const silentTracker: Tracker = { pageView() {}, conversion() {}, formStart() {} };

const TrackerContext = createContext<Tracker>(silentTracker);

export function TrackerProvider({ tracker, children }: { tracker?: Tracker; children: ReactNode }) {
  return <TrackerContext.Provider value={tracker ?? silentTracker}>{children}</TrackerContext.Provider>;
}

export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
