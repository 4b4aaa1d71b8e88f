// The bench's reference page: a small React tree (a heading, a paragraph, a button that counts),
// rendered by the bench and hydrated by bench-reference-client.mjs. Plain createElement: the
// scripts have no JSX step.
import { createElement as h, useState } from 'react';
import { z } from 'zod/v3';

// zod (its v3 build) brings the bundle to about our pages' first-load size (our forms validate with zod):
// the page then costs this machine what parsing that much script costs, and nearly nothing else.
const count = z.number().int().min(0);

export function ReferenceTree() {
  const [clicks, setClicks] = useState(0);
  return h(
    'main',
    null,
    h('h1', null, 'Reference page'),
    h('p', null, 'A small React tree that hydrates, with a bundle about the size of our first load.'),
    h('button', { type: 'button', onClick: () => setClicks(count.parse(clicks + 1)) }, `Clicked ${clicks} times`),
  );
}
