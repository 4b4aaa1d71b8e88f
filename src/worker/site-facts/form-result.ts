// What a Site facts form holds and what reading one gives: shared by every section's parser.
import type { SiteFacts } from '../../shared/site-facts';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export type SectionResult = { ok: true; facts: SiteFacts } | { ok: false; errors: FieldErrors };
