// When each Island (primitives/Island.tsx) may hydrate: once its element nears the viewport or
// is touched, or at once when the page's shared state is about to change. Browser-only state:
// the server never asks for a gate.
import { whenNear } from './primitives/when-near';

type Gate = Promise<void> & { status: 'pending' | 'fulfilled' };

const gates = new Map<string, { gate: Gate; open(): void }>();

// About a phone's screen ahead, so a part is React's before a scrolling visitor reaches it.
const nearMarginPx = 800;

/**
 * The gate an Island's hydration waits on. React's `use` reads `status`: a gate opened before a
 * render lets that render hydrate the part at once, without suspending.
 */
export function islandGate(id: string): Promise<void> {
  let entry = gates.get(id);
  if (!entry) {
    let resolve = () => {};
    const gate: Gate = Object.assign(new Promise<void>((done) => (resolve = done)), { status: 'pending' as const });
    const open = () => {
      gate.status = 'fulfilled';
      resolve();
    };
    entry = { gate, open };
    gates.set(id, entry);
    void whenNear(id, nearMarginPx).then(open);
  }
  return entry.gate;
}

/**
 * Opens every gate. Called before the state every part shares changes (a navigation, the
 * address's query, a toast): React would otherwise drop a part still waiting and render it anew,
 * where hydrating it first keeps its HTML and its place.
 */
export function hydrateWaitingIslands(): void {
  for (const { open } of gates.values()) open();
}
