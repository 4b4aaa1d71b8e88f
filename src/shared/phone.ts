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
