// The worker's secrets as .dev.vars.example lists them: each NAME= line with the comment above it.
// One list for `npm run types`, `npm run setup` and the test that no secret reaches the browser.
import { readFileSync } from 'node:fs';

/** @returns {{ name: string, explanation: string }[]} */
export function secretList(path = '.dev.vars.example') {
  const lines = readFileSync(path, 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    const comment = /^#\s*(.*)$/.exec(lines[index - 1] ?? '')?.[1];
    return name ? [{ name, explanation: comment ?? '' }] : [];
  });
}
