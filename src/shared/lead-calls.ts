// A logged call's choices, as the lead page offers them and the lead_calls table checks them.
const callDirections = { out: 'We called', in: 'They called' } as const;
export const callOutcomes = { talked: 'Talked', 'no-answer': 'No answer', 'left-message': 'Left a message' } as const;
export type CallDirection = keyof typeof callDirections;
export type CallOutcome = keyof typeof callOutcomes;

/** What an operator logs on a lead, as the form offers it: a call either way, a visit, a chat. */
export const contactsLogged = { ...callDirections, visit: 'They came in', chat: 'We chatted' } as const;
export type ContactLogged = keyof typeof contactsLogged;
export type ContactKind = 'call' | 'visit' | 'chat';
/** A visit or a chat is a conversation had: only a call can go unanswered. */
export const isCall = (logged: ContactLogged): logged is CallDirection => logged === 'out' || logged === 'in';

/** The log's words for a stored row ("We called: no answer", "They came in"). */
export function contactWords(kind: ContactKind, direction: CallDirection, outcome: CallOutcome): string {
  if (kind !== 'call') return contactsLogged[kind];
  return `${callDirections[direction]}: ${callOutcomes[outcome].toLowerCase()}`;
}
/** The longest note on a call, as on a lead's notes. */
export const callNoteMaxLength = 2000;
/** The longest note on a follow-up: a line the overview shows ("send the revised quote"). */
export const followUpNoteMaxLength = 200;

/** A follow-up is due once its day has come and, when it names a time (Manila HH:MM), that time too. */
export const followUpDue = (followUp: { on: string; time: string | null }, today: string, clock: string) =>
  followUp.on < today || (followUp.on === today && (followUp.time === null || followUp.time <= clock));

/** The Follow-ups list; a follow-up form there sends `back` so Done, Tomorrow and Next week return to it. */
export const followUpsBackValue = 'follow-ups';

/** A follow-up set while logging: none (the lead's stays as it is), a quick pick, or a day picked. */
export const followUpPicks = {
  none: 'No change',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'next-week': 'Next week',
  day: 'Pick a day',
} as const;
export type FollowUpPick = keyof typeof followUpPicks;
