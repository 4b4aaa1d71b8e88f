// HTML mail reduced to plain text for the lead page: scripts, styles and every tag go, links keep
// their address, entities are decoded. The result is text: the page escapes it like any other.
// Someone else wrote this HTML: it is read in one left-to-right pass (each character looked at a
// bounded number of times, never a pattern that backtracks across tags), and only its first
// `inboundHtmlLimit` characters are read (docs/decisions/013-inbound-html-single-pass.md).

/** HTML read per message; the forwarded copy has the whole of it. */
export const inboundHtmlLimit = 256 * 1024;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
};

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\uFFFD';
}

export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal) return codePoint(Number(decimal));
      if (hex) return codePoint(parseInt(hex, 16));
      return namedEntities[name!] ?? entity;
    },
  );
}

/** Elements whose content is never text for a reader. An unclosed one hides the rest. */
const hiddenElements = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'svg', 'object', 'iframe']);
const blockElements = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'center',
]);

interface Tag {
  name: string;
  closing: boolean;
  /** The tag's text between its name and its `>`: attributes, read only for a link's href. */
  attributes: string;
  /** Index just past the tag's `>` (the input's length for a tag never closed). */
  end: number;
}

const isNameStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) => isNameStart(code) || (code >= 48 && code <= 57) || code === 45;

/** The tag starting at `start` (a `<`), or null when the `<` starts none and is text. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameStart = i;
  if (!isNameStart(html.charCodeAt(i))) return null;
  while (i < html.length && isNameChar(html.charCodeAt(i))) i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributesStart = i;
  // A `>` inside a quoted attribute value does not end the tag.
  let quote = '';
  for (; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return { name, closing, attributes: html.slice(attributesStart, i), end: i + 1 };
    }
  }
  return { name, closing, attributes: html.slice(attributesStart), end: html.length };
}

/** A tag's href value, read attribute by attribute (names, `=`, a quoted or bare value). */
function hrefOf(attributes: string): string | null {
  let i = 0;
  const length = attributes.length;
  while (i < length) {
    while (i < length && /[\s/]/.test(attributes[i]!)) i++;
    const nameStart = i;
    while (i < length && !/[\s/=>]/.test(attributes[i]!)) i++;
    const name = attributes.slice(nameStart, i).toLowerCase();
    while (i < length && /\s/.test(attributes[i]!)) i++;
    let value = '';
    if (attributes[i] === '=') {
      i++;
      while (i < length && /\s/.test(attributes[i]!)) i++;
      const quote = attributes[i];
      if (quote === '"' || quote === "'") {
        const close = attributes.indexOf(quote, i + 1);
        const end = close < 0 ? length : close;
        value = attributes.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < length && !/[\s>]/.test(attributes[i]!)) i++;
        value = attributes.slice(valueStart, i);
      }
    }
    if (name === 'href') return value;
    if (i === nameStart) i++;
  }
  return null;
}

/** Where the hidden element's closing tag ends (`</script >`), or the input's end when it has none. */
function hiddenElementEnd(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}[\\s/>]`, 'gi');
  closing.lastIndex = from;
  const found = closing.exec(html);
  if (!found) return html.length;
  const close = html.indexOf('>', found.index);
  return close < 0 ? html.length : close + 1;
}

/** What a tag stands for in the text: a line break, a list item, a cell gap, or nothing. */
function tagText(tag: Tag): string {
  if (tag.name === 'br') return '\n';
  if (tag.name === 'hr') return '\n\n';
  if (tag.name === 'li' && !tag.closing) return '\n- ';
  if ((tag.name === 'td' || tag.name === 'th') && tag.closing) return ' ';
  if (blockElements.has(tag.name)) return '\n\n';
  return '';
}

export interface MailText {
  text: string;
  /** True when the HTML was longer than `inboundHtmlLimit` and only its start was read. */
  cut: boolean;
}

export function htmlToText(source: string): MailText {
  const cut = source.length > inboundHtmlLimit;
  const html = cut ? source.slice(0, inboundHtmlLimit) : source;
  const parts: string[] = [];
  /** The open link: its address and where its label starts in `parts`. */
  let link: { href: string; labelStart: number } | null = null;
  const closeLink = () => {
    if (!link) return;
    const written = parts.slice(link.labelStart).join('');
    const label = written.trim();
    const href = decodeEntities(link.href).trim();
    parts.length = link.labelStart;
    const shown = /^https?:\/\//i.test(href) && label !== href ? `${label} (${href})` : label;
    // The spaces around the label stay outside it, as they separate it from the next word.
    parts.push(written === label ? shown : `${/^\s/.test(written) ? ' ' : ''}${shown}${/\s$/.test(written) ? ' ' : ''}`);
    link = null;
  };
  // Source line breaks are spaces in HTML; the tags say where lines end.
  const pushText = (text: string) => {
    if (text) parts.push(decodeEntities(text.replace(/\s+/g, ' ')));
  };

  let i = 0;
  while (i < html.length) {
    const next = html.indexOf('<', i);
    if (next < 0) {
      pushText(html.slice(i));
      break;
    }
    pushText(html.slice(i, next));
    if (html.startsWith('<!--', next)) {
      const close = html.indexOf('-->', next + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[next + 1] === '!' || html[next + 1] === '?') {
      const close = html.indexOf('>', next);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, next);
    if (!tag) {
      pushText('<');
      i = next + 1;
      continue;
    }
    i = tag.end;
    if (hiddenElements.has(tag.name)) {
      if (!tag.closing) i = hiddenElementEnd(html, tag.name, i);
      continue;
    }
    if (tag.name === 'a') {
      // Links do not nest: a new one closes the one before, as browsers do.
      closeLink();
      const href = tag.closing ? null : hrefOf(tag.attributes);
      if (href !== null) link = { href, labelStart: parts.length };
      continue;
    }
    parts.push(tagText(tag));
  }
  closeLink();

  const text = parts
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, cut };
}
