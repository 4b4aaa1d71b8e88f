// Lookups by a name someone else chose (a file extension, a campaign tag, a webhook's event
// type): only a table's own entries count, so `constructor`, `__proto__` or `toString` name nothing.

export const ownEntry = <Value>(table: Readonly<Record<string, Value>>, name: string): Value | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;
