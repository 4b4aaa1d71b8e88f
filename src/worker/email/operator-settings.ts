// The settings operators change from the dashboard (operator_settings): each one's values and
// default live here; a missing row means the default.

const operatorSettings = {
  /** The Monday 8:00 Manila email with last week's figures (src/worker/email/weekly-report.ts). */
  weekly_report: { values: ['on', 'off'], fallback: 'on' },
} as const satisfies Record<string, { values: readonly string[]; fallback: string }>;

export type OperatorSettingName = keyof typeof operatorSettings;
export type OperatorSettingValue<Name extends OperatorSettingName> = (typeof operatorSettings)[Name]['values'][number];

export interface OperatorSetting<Name extends OperatorSettingName> {
  value: OperatorSettingValue<Name>;
  /** Who last changed it and when; null while the default applies. */
  changed: { by: string; at: string } | null;
}

export const isSettingValue = <Name extends OperatorSettingName>(name: Name, value: unknown): value is OperatorSettingValue<Name> =>
  (operatorSettings[name].values as readonly unknown[]).includes(value);

export async function readSetting<Name extends OperatorSettingName>(db: D1Database, name: Name): Promise<OperatorSetting<Name>> {
  const row = await db
    .prepare('SELECT value, updated_at, updated_by FROM operator_settings WHERE name = ?')
    .bind(name)
    .first<{ value: string; updated_at: string; updated_by: string }>();
  // A value no longer allowed (an old row) counts as the default.
  if (!row || !isSettingValue(name, row.value)) return { value: operatorSettings[name].fallback, changed: null };
  return { value: row.value, changed: { by: row.updated_by, at: row.updated_at } };
}

export async function saveSetting<Name extends OperatorSettingName>(
  db: D1Database,
  name: Name,
  value: OperatorSettingValue<Name>,
  operator: string,
  at: string,
) {
  await db
    .prepare(
      `INSERT INTO operator_settings (name, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(name, value, at, operator)
    .run();
}
