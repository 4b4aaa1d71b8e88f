// A logged call's choices, as the lead page offers them and the lead_calls table checks them.
export const callDirections = { out: 'We called', in: 'They called' } as const;
export const callOutcomes = { talked: 'Talked', 'no-answer': 'No answer', 'left-message': 'Left a message' } as const;
export type CallDirection = keyof typeof callDirections;
export type CallOutcome = keyof typeof callOutcomes;
/** The longest note on a call, as on a lead's notes. */
export const callNoteMaxLength = 2000;
