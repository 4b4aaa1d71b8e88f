/** The longest passkey name a person may give: room for "Pixel 7 (work)" or "YubiKey on the office keyring". */
export const passkeyNameMaxLength = 60;
