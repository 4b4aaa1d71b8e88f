// A delivery's window as people read it ("8:00 AM to 12:00 noon"), from the Manila clock times
// stored ('08:00', '12:00'), for the dashboard, the order page and the receipt alike.

/** '08:00' -> "8:00 AM", '12:00' -> "12:00 noon", '13:30' -> "1:30 PM". */
function clockInWords(clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  if (hours === 12 && minutes === 0) return '12:00 noon';
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const deliveryWindowInWords = (from: string, until: string) => `${clockInWords(from)} to ${clockInWords(until)}`;
