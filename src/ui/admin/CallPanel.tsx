// The lead page's calls and follow-up: log a call (made or taken, how it went, a note, perhaps the
// day to follow up), and the follow-up day with its "Done" and "Tomorrow" (snooze) buttons.
import { callDirections, callNoteMaxLength, callOutcomes, followUpNoteMaxLength } from '../../shared/lead-calls';
import type { LeadDetail } from '../../shared/lead-view';

export function CallPanel({ lead }: { lead: Pick<LeadDetail, 'id' | 'followUp'> }) {
  return (
    <section className="panel" id="follow-up" aria-labelledby="calls-heading">
      <h2 id="calls-heading">Calls and follow-up</h2>
      {lead.followUp && (
        <form
          method="post"
          action={`/admin/leads/${lead.id}/follow-up`}
          className={`follow-up${lead.followUp.due ? ' follow-up--due' : ''}`}
        >
          <p>
            Follow up on <strong>{lead.followUp.words}</strong>
            {lead.followUp.time && ` at ${lead.followUp.time}`}
            {lead.followUp.due && ' (due)'}
            {lead.followUp.note && <span className="follow-up__note">{lead.followUp.note}</span>}
          </p>
          <span className="follow-up__actions">
            <button type="submit" name="on" value="">
              Done
            </button>
            <button type="submit" name="on" value={lead.followUp.snoozeTo}>
              Tomorrow
            </button>
          </span>
        </form>
      )}
      <form method="post" action={`/admin/leads/${lead.id}/calls`}>
        <fieldset className="choices">
          <legend>Who called</legend>
          {Object.entries(callDirections).map(([value, label], index) => (
            <label key={value}>
              <input type="radio" name="direction" value={value} required defaultChecked={index === 0} /> {label}
            </label>
          ))}
        </fieldset>
        <label htmlFor="call-outcome">How it went</label>
        <select id="call-outcome" name="outcome" required>
          {Object.entries(callOutcomes).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="call-note">Note</label>
        <textarea id="call-note" name="note" rows={2} maxLength={callNoteMaxLength} />
        <label htmlFor="call-follow-up">Follow up on (optional)</label>
        <input id="call-follow-up" name="followUp" type="date" defaultValue={lead.followUp?.on} />
        <label htmlFor="call-follow-up-time">At (optional)</label>
        <input id="call-follow-up-time" name="followUpTime" type="time" defaultValue={lead.followUp?.time ?? undefined} />
        <label htmlFor="call-follow-up-note">Follow up about (optional)</label>
        <input
          id="call-follow-up-note"
          name="followUpNote"
          maxLength={followUpNoteMaxLength}
          defaultValue={lead.followUp?.note ?? undefined}
          placeholder="e.g. send the revised quote for 316"
        />
        <button type="submit">Log call</button>
      </form>
    </section>
  );
}
