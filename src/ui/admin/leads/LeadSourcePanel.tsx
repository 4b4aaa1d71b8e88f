// The lead page's "Source" panel: the source counted for the lead and both touches of the visit.
import { useActorLabel } from '../use-actor-label';
import type { LeadDetail, TouchRows } from '../../../shared/lead-view';
import { sourceInWords } from '../../../shared/source-words';
import { adminPaths } from '../../../shared/admin-paths';
import { FieldRows } from '../FieldRows';

function Touch({ title, rows }: { title: string; rows: TouchRows }) {
  return (
    <>
      <h3>{title}</h3>
      {rows.length === 0 ? <p className="muted">Direct: no campaign tags and no referring site.</p> : <FieldRows rows={rows} />}
    </>
  );
}

export function LeadSourcePanel({ visit, source, addedBy }: Pick<LeadDetail, 'visit' | 'source' | 'addedBy'>) {
  const actorName = useActorLabel();
  return (
    <section className="panel" aria-labelledby="lead-source">
      <h2 id="lead-source">Source</h2>
      {addedBy ? (
        <p>
          <a href={`${adminPaths.leads}?source=${encodeURIComponent(source)}`}>{source}</a>
          {`: added by ${actorName(addedBy)}`}
        </p>
      ) : !visit ? (
        <p className="muted">Not recorded: the request came without the visit's source.</p>
      ) : (
        <>
          <p>
            <a href={`${adminPaths.leads}?source=${encodeURIComponent(visit.source)}`}>{sourceInWords(visit.source)}</a>
            {visit.campaign && (
              <>
                {' · campaign '}
                <a href={`${adminPaths.leads}?campaign=${encodeURIComponent(visit.campaign)}`}>{visit.campaign}</a>
              </>
            )}
          </p>
          <Touch title="Latest visit" rows={visit.latest} />
          <Touch title="First visit" rows={visit.first} />
        </>
      )}
    </section>
  );
}
