import type { JsonLd } from '../../content/structured-data';
import { scriptSafeJson } from '../../shared/script-safe-json';

/** A JSON-LD block is data, never run, so a script-src policy does not apply to it. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
