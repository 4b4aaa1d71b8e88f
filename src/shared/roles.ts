// The dashboard's roles, as the Team screen and the worker's role guard (src/worker/admin/roles.ts) name them.

export const roles = ['owner', 'staff'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { owner: 'Owner', staff: 'Staff' };

export const roleDescriptions: Record<Role, string> = {
  owner: 'everything: site facts, templates, price book, team, privacy, settings and traffic',
  staff: 'leads, replies, quotations, notes, calls and follow-ups',
};

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/**
 * Who did something, as a person reads it: rows name people by email, shown by their name
 * (`names`, from the accounts); the email only for someone since removed or with no name yet.
 * Rows written before accounts say "operator", the shared password.
 */
export const actorLabel = (actor: string, names: ReadonlyMap<string, string>) =>
  actor === 'operator' ? 'Operator (before accounts)' : (names.get(actor.toLowerCase()) ?? actor);
