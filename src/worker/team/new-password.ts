// What a new password must be, worded for the person typing it.

const minLength = 12;
/** PBKDF2 takes any length; this only keeps a pasted novel out of the hash. */
const maxLength = 256;

/** The problem with a new password and its confirmation, or null when it will do. */
export function newPasswordProblem(password: unknown, confirmation: unknown): string | null {
  if (typeof password !== 'string' || password.length < minLength) return `Choose a password of at least ${minLength} characters.`;
  if (password.length > maxLength) return `Choose a password of at most ${maxLength} characters.`;
  if (password !== confirmation) return 'The two new passwords are not the same. Type the new one twice.';
  return null;
}
