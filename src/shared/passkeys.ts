/** The longest passkey name a person may give: room for "Pixel 7 (work)" or "YubiKey on the office keyring". */
export const passkeyNameMaxLength = 60;

/** The most passkeys one person keeps: a phone, a laptop, a key or two, and room to spare. */
export const passkeysPerPerson = 10;
