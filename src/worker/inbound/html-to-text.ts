// HTML mail reduced to plain text for the lead page: scripts, styles and every tag go, links keep
// their address, entities are decoded. The result is text: the page escapes it like any other.

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '',
  ndash: '–', mdash: '—', hellip: '…', bull: '•', middot: '·',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»',
  copy: '©', reg: '®', trade: '™', deg: '°', times: '×', divide: '÷', plusmn: '±', frac12: '½',
  euro: '€', pound: '£', yen: '¥', cent: '¢',
  ntilde: 'ñ', Ntilde: 'Ñ', aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú',
  Aacute: 'Á', Eacute: 'É', Iacute: 'Í', Oacute: 'Ó', Uacute: 'Ú', uuml: 'ü', ouml: 'ö', auml: 'ä',
};

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\uFFFD';
}

export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return codePoint(Number(decimal));
    if (hex) return codePoint(parseInt(hex, 16));
    return namedEntities[name!] ?? entity;
  });
}

/** Elements whose content is never text for a reader. An unclosed one hides the rest. */
const hiddenElements = /<(script|style|head|title|template|noscript|svg|object|iframe)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const link = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>([\s\S]*?)<\/a\s*>/gi;
const blockBoundary = /<\/?(?:p|div|h[1-6]|table|tr|ul|ol|blockquote|pre|section|article|header|footer|address|center)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<![^>]*>/g, '')
    .replace(hiddenElements, '')
    // Source line breaks are spaces in HTML; the tags below say where lines end.
    .replace(/\s+/g, ' ')
    .replace(link, (_match, double?: string, single?: string, bare?: string, label = '') => {
      const href = decodeEntities(double ?? single ?? bare ?? '').trim();
      const shown = label.replace(/<[^>]*>/g, '').trim();
      return /^https?:\/\//i.test(href) && decodeEntities(shown) !== href ? `${shown} (${href})` : shown;
    })
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<hr\b[^>]*>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(blockBoundary, '\n\n')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
