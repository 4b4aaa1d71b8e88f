// Where each lead's newest quotation version stands with the customer: accepted (by whom, the PO
// no.), declined or open, and the change requests on it. A change request is answered only by a
// revision, which becomes the newest version: so the newest version's change requests are the
// ones no revision answered, and an acceptance of that same version came over them.

export interface CustomerAnswer {
  revision: number;
  response: 'accepted' | 'declined' | null;
  poNumber: string | null;
  /** The change requests on this version (none answered by a revision), the newest's time and words; null when none. */
  changes: { count: number; at: string; text: string } | null;
}

/** The newest version of each lead in `leadIds` that has one. */
export async function customerAnswers(db: D1Database, leadIds: number[]): Promise<Map<number, CustomerAnswer>> {
  if (leadIds.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT v.lead_id, v.revision, v.response, v.po_number,
         (SELECT COUNT(*) FROM quotation_events e WHERE e.lead_id = v.lead_id AND e.version_id = v.id AND e.kind = 'changes-requested') AS changes,
         (SELECT created_at || ' ' || detail FROM quotation_events e
            WHERE e.lead_id = v.lead_id AND e.version_id = v.id AND e.kind = 'changes-requested' ORDER BY e.id DESC LIMIT 1) AS newest_change
       FROM quotation_versions v
       WHERE v.lead_id IN (SELECT value FROM json_each(?))
         AND v.revision = (SELECT MAX(revision) FROM quotation_versions n WHERE n.lead_id = v.lead_id)`,
    )
    .bind(JSON.stringify(leadIds))
    .all<{
      lead_id: number;
      revision: number;
      response: CustomerAnswer['response'];
      po_number: string | null;
      changes: number;
      newest_change: string | null;
    }>();
  return new Map(
    results.map((row) => {
      const space = row.newest_change?.indexOf(' ') ?? -1;
      return [
        row.lead_id,
        {
          revision: row.revision,
          response: row.response,
          poNumber: row.po_number,
          changes:
            row.changes > 0 && row.newest_change && space > 0
              ? { count: row.changes, at: row.newest_change.slice(0, space), text: row.newest_change.slice(space + 1) }
              : null,
        },
      ];
    }),
  );
}

/** The customer accepted the version after asking for changes to it that no revision answered. */
export const acceptedOverChanges = (answer: CustomerAnswer | undefined) => answer?.response === 'accepted' && answer.changes !== null;

/** Changes asked on the newest version, still open (unanswered by a revision, and not accepted or declined since). */
export const openChanges = (answer: CustomerAnswer | undefined) => (answer?.response === null ? answer.changes : null);
