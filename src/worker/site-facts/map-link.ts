// Coordinates out of a Google Maps link pasted from a phone, read offline (no request to Google).

export type MapLinkResult = { kind: 'coordinates'; latitude: number; longitude: number } | { kind: 'problem'; message: string };

const number = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
/** The pin (!3d…!4d…) before the map's centre (@…), which may sit off the pin. */
const patterns = [
  new RegExp(String.raw`!3d${number}!4d${number}`),
  new RegExp(String.raw`[?&](?:q|query|ll|destination)=(?:loc:)?${number}(?:,|%2C)\s*${number}`, 'i'),
  new RegExp(String.raw`@${number},${number}`),
];

/** "…/@14.42,120.93,17z", "…?q=14.42,120.93", "…!3d14.42!4d120.93" -> their coordinates. */
export function coordinatesFromMapLink(link: string): MapLinkResult {
  const text = link.trim();
  if (/^https?:\/\/(maps\.app\.goo\.gl|goo\.gl\/maps)\//i.test(text)) {
    return {
      kind: 'problem',
      message:
        'A short maps.app.goo.gl link hides the coordinates and cannot be read here. Open it in the browser, then copy the long address from the address bar (it has @14.4…,120.9… in it), or type the latitude and longitude.',
    };
  }
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return { kind: 'coordinates', latitude: Number(match[1]), longitude: Number(match[2]) };
  }
  return {
    kind: 'problem',
    message:
      'No coordinates found in this link. Paste the long Google Maps address (with @14.4…,120.9… in it), or type the latitude and longitude.',
  };
}
