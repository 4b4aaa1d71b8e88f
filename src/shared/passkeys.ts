/** The longest passkey name a person may give: room for "Pixel 7 (work)" or "YubiKey on the office keyring". */
export const passkeyNameMaxLength = 60;

/** The most passkeys one person keeps: a phone, a laptop, a key or two, and room to spare. */
export const passkeysPerPerson = 10;

/**
 * The choice on ending a person's sessions (Team, Sign out everywhere) and on a password change:
 * `passkeys=keep` keeps the person's passkeys, anything else removes them, so a lock-out from an
 * older form or a post without the field leaves no passkey behind (docs/decisions/033).
 */
export const passkeysChoice = { field: 'passkeys', keep: 'keep', remove: 'remove' } as const;
