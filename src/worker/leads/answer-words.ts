// The customer's answers on a quotation in the owner's words, one place for the lead page and
// Needs action: an acceptance is a next step, not a message to answer, and an acceptance over an
// unanswered change request is a question to settle before ordering materials.

interface Acceptance {
  /** The accepted version, e.g. Q-2026-000123-R1. */
  reference: string;
  poNumber: string | null;
}

const poWords = (poNumber: string | null) => (poNumber ? `PO no. ${poNumber}` : 'no PO no. given');

/** "Accepted Q-2026-000123 (PO no. AB-12): next step: confirm the order and collect the down payment". */
export const acceptedNextStep = ({ reference, poNumber }: Acceptance) =>
  `Accepted ${reference} (${poWords(poNumber)}): next step: confirm the order and collect the down payment`;

/** The flag for an acceptance that came after change requests no revision answered. */
export const acceptedOverChangesWords = (reference: string, changes: number) =>
  `Accepted ${reference} unchanged after asking for ${changes === 1 ? 'a change' : `${changes} changes`} no revision answered: check which they want before ordering materials`;

/** Why a lead with changes asked waits: a revision answers them. */
export const changesAskedWords = (reference: string, changes: number) =>
  `Asked for ${changes === 1 ? 'changes' : `changes ${changes} times`} on ${reference}: next step: send a revision`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What came since a person last looked: "2 new emails, 1 with a drawing, 1 new chat message"; '' when nothing. */
export function newSinceWords({ emails, emailsWithFiles, chats }: { emails: number; emailsWithFiles: number; chats: number }): string {
  return [
    emails > 0 && plural(emails, 'new email', 'new emails'),
    emailsWithFiles > 0 && `${emailsWithFiles} with a drawing`,
    chats > 0 && plural(chats, 'new chat message', 'new chat messages'),
  ]
    .filter(Boolean)
    .join(', ');
}
