// The lead page's calls and follow-up: log a call, a visit or a chat (how a call went in one tap, a
// note, perhaps the day to follow up), and the follow-up day with its "Done" and "Tomorrow" buttons.
import { callNoteMaxLength, callOutcomes, contactsLogged, followUpNoteMaxLength, followUpPicks } from '../../../shared/lead-calls';
import type { LeadDetail } from '../../../shared/lead-view';
import { adminPaths } from '../../../shared/admin-paths';

export function CallPanel({ lead }: { lead: Pick<LeadDetail, 'id' | 'followUp'> }) {
  return (
    <section className="panel" id="follow-up" aria-labelledby="calls-heading">
      <h2 id="calls-heading">Calls and follow-up</h2>
      {lead.followUp && (
        <form
          method="post"
          action={adminPaths.lead(lead.id, 'follow-up')}
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
      <form method="post" action={adminPaths.lead(lead.id, 'calls')} className="call-log">
        <fieldset className="choices">
          <legend>What happened</legend>
          {Object.entries(contactsLogged).map(([value, label], index) => (
            <label key={value}>
              <input type="radio" name="logged" value={value} required defaultChecked={index === 0} /> {label}
            </label>
          ))}
        </fieldset>
        <label htmlFor="call-note">Note</label>
        <textarea id="call-note" name="note" rows={2} maxLength={callNoteMaxLength} />
        <fieldset className="choices">
          <legend>Follow up</legend>
          {Object.entries(followUpPicks).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="followUpPick" value={value} defaultChecked={value === 'none'} />{' '}
              {value === 'none' && !lead.followUp ? 'None' : label}
            </label>
          ))}
        </fieldset>
        <label htmlFor="call-follow-up">The day (for Pick a day)</label>
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
        {/* How it went, in one tap; a visit or a chat is a conversation had, so only Talked shows for them. */}
        <p className="call-log__outcomes">
          {Object.entries(callOutcomes).map(([value, label]) => (
            <button key={value} type="submit" name="outcome" value={value} className={value === 'talked' ? 'primary' : 'call-only'}>
              {label}
            </button>
          ))}
        </p>
      </form>
    </section>
  );
}
