// A logged call's choices, as the lead page offers them and the lead_calls table checks them.
export const callDirections = { out: 'We called', in: 'They called' } as const;
export const callOutcomes = { talked: 'Talked', 'no-answer': 'No answer', 'left-message': 'Left a message' } as const;
export type CallDirection = keyof typeof callDirections;
export type CallOutcome = keyof typeof callOutcomes;
/** The longest note on a call, as on a lead's notes. */
export const callNoteMaxLength = 2000;
/** The longest note on a follow-up: a line the overview shows ("send the revised quote"). */
export const followUpNoteMaxLength = 200;

/** A follow-up is due once its day has come and, when it names a time (Manila HH:MM), that time too. */
export const followUpDue = (followUp: { on: string; time: string | null }, today: string, clock: string) =>
  followUp.on < today || (followUp.on === today && (followUp.time === null || followUp.time <= clock));
