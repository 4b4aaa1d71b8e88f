// Philippine phone numbers, as visitors type them, to E.164.

/**
 * "0917 123 4567", "+63 917-123-4567", "(02) 8123 4567", "(046) 471 2345" -> "+639171234567" etc.
 * Mobile numbers are 9 followed by 9 digits; landlines an area code (2 for Metro Manila with
 * 8-digit numbers, 2-3 digits elsewhere with 7) making 9 digits after the country code.
 */
export function philippinePhoneToE164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+63')) national = compact.slice(3);
  else if (compact.startsWith('63') && compact.length >= 11) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return null;
  const isMobile = /^9\d{9}$/.test(national);
  const isLandline = /^[2-8]\d{8}$/.test(national);
  return isMobile || isLandline ? `+63${national}` : null;
}

const groupedPhilippineNumbers: [pattern: RegExp, groups: string][] = [
  [/^\+63(9\d\d)(\d{3})(\d{4})$/, '+63 $1 $2 $3'],
  [/^\+632(\d{4})(\d{4})$/, '+63 2 $1 $2'],
  [/^\+63([3-8]\d)(\d{3})(\d{4})$/, '+63 $1 $2 $3'],
];

/** "+639171234567" -> "+63 917 123 4567", "+63281234567" -> "+63 2 8123 4567"; null for anything else. */
export function groupedPhilippinePhone(e164: string): string | null {
  const group = groupedPhilippineNumbers.find(([pattern]) => pattern.test(e164));
  return group ? e164.replace(...group) : null;
}

/**
 * A phone number as people write it, wherever one is shown to a person: a Philippine number
 * grouped ("+63 918 222 3344", "+63 2 8123 4567") however it was stored or typed; anything else as it is.
 */
export function phoneForPeople(phone: string): string {
  return groupedPhilippinePhone(philippinePhoneToE164(phone) ?? '') ?? phone;
}
