import { describe, expect, it } from 'vitest';
import { referenceFromAddress, referenceInText } from '../../src/worker/email/reply-address';
import { decodeEntities, htmlToText as mailText, inboundHtmlLimit } from '../../src/worker/inbound/html-to-text';
import { cpuMs } from './cpu-time';

const htmlToText = (html: string) => mailText(html).text;

describe('HTML mail reduced to text', () => {
  it('drops scripts, styles and the head, whatever their case, and an unclosed script hides the rest', () => {
    expect(htmlToText('<HEAD><TITLE>t</TITLE><STYLE>p{}</STYLE></HEAD><p>Kept</p><SCRIPT type="x">bad()</SCRIPT ><p>Also kept</p>')).toBe(
      'Kept\n\nAlso kept',
    );
    expect(htmlToText('<p>Before</p><script>never(); <p>shown</p>')).toBe('Before');
    expect(htmlToText('<p>a<!-- hidden <b>x</b> -->b</p>')).toBe('ab');
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &#8369;1,200 &#x20B1;5 &ntilde;</p>')).toBe(
      '<script>alert(1)</script> &amp; ₱1,200 ₱5 ñ',
    );
    expect(decodeEntities('&unknown; &#0; &#xD800; &#1114112;')).toBe('&unknown; \uFFFD \uFFFD \uFFFD');
  });

  it("keeps a web link's address but never a script URL", () => {
    expect(
      htmlToText(
        '<a href="https://x.example/a?b=1&amp;c=2">drawing</a> <a href="javascript:steal()">click</a> <a href="https://y.example">https://y.example</a>',
      ),
    ).toBe('drawing (https://x.example/a?b=1&c=2) click https://y.example');
  });

  it('turns blocks, line breaks and list items into lines, and source line breaks into spaces', () => {
    expect(
      htmlToText('<div>Two\n   tanks</div><div>304<br>316L</div><ol><li>Lids<li>Valves</ol><table><tr><td>Qty</td><td>2</td></tr></table>'),
    ).toBe('Two tanks\n\n304\n316L\n\n- Lids\n- Valves\n\nQty 2');
  });
});

/** Milliseconds of CPU one conversion takes; the old pattern took 4 s on 9 KB and over ten minutes on 180 KB. */
function timed(html: string) {
  let result!: ReturnType<typeof mailText>;
  const ms = cpuMs(() => (result = mailText(html)));
  return { ...result, ms };
}

describe('hostile HTML is read in linear time', () => {
  // Linear work takes a few milliseconds here; the old pattern took seconds to minutes on these.
  const budgetMs = 1_000;

  it.each([
    ['an opened link repeated (11 KB)', '<a href="'.repeat(1_200)],
    ['an opened link repeated (180 KB)', '<a href="'.repeat(20_000)],
    ['links never closed', '<a href="https://x.example">x '.repeat(8_000)],
    ['nested unclosed tags', '<div><b><i><a href=x>'.repeat(10_000)],
    ['an attribute flood in one tag', `<a ${'x="1" '.repeat(35_000)}href="https://x.example">label</a>`],
    ['bare less-than signs', '<'.repeat(200_000)],
    ['comments never closed', '<!--<!--'.repeat(25_000)],
    ['hidden elements opened over and over', '<style><script></style>'.repeat(10_000)],
    ['unbalanced quotes', `<p title='${'"'.repeat(100_000)}>text`],
    ['entities without end', '&#1234567&amp'.repeat(15_000)],
  ])('%s, within the budget', (_name, html) => {
    expect(timed(html).ms).toBeLessThan(budgetMs);
  });

  it(`reads only the first ${inboundHtmlLimit / 1024} KB and says it was cut`, () => {
    const paragraph = '<p>Stainless tank, 304, 2B finish.</p>';
    const long = paragraph.repeat(Math.ceil((inboundHtmlLimit * 2) / paragraph.length)) + '<p>The very end</p>';
    const result = timed(long);
    expect(result.cut).toBe(true);
    expect(result.text).toContain('Stainless tank, 304, 2B finish.');
    expect(result.text).not.toContain('The very end');
    expect(mailText(paragraph).cut).toBe(false);
  });

  it('keeps text and links around tags the attacker left open', () => {
    expect(htmlToText('<p>Before <a href="https://a.example">one <a href="https://b.example">two</a> after')).toBe(
      'Before one (https://a.example) two (https://b.example) after',
    );
    expect(htmlToText('<p title="a>b">Kept</p> 1 < 2')).toBe('Kept\n\n1 < 2');
    expect(htmlToText("<a title='x' href = 'https://c.example/?q=1' >c</a>")).toBe('c (https://c.example/?q=1)');
  });
});

describe('the reference a reply carries', () => {
  it('is read from the plus address, in any case, with or without a display name', () => {
    expect(referenceFromAddress('quotes+Q-2026-000123@cavitestainless.example')).toBe('Q-2026-000123');
    expect(referenceFromAddress('Quotes <quotes+q-2026-000123@cavitestainless.example>')).toBe('Q-2026-000123');
    expect(referenceFromAddress('quotes@cavitestainless.example')).toBeNull();
    expect(referenceFromAddress('quotes+Q-2026-123@cavitestainless.example')).toBeNull();
  });

  it('is found in a subject among other words, but not inside a longer code', () => {
    expect(referenceInText('RE: Re: quotation q-2026-000123 (revised)')).toBe('Q-2026-000123');
    expect(referenceInText('Invoice XQ-2026-0001234')).toBeNull();
  });
});
