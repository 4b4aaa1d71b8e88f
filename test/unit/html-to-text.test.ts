import { describe, expect, it } from 'vitest';
import { referenceFromAddress, referenceInText } from '../../src/worker/email/reply-address';
import { decodeEntities, htmlToText } from '../../src/worker/inbound/html-to-text';

describe('HTML mail reduced to text', () => {
  it('drops scripts, styles and the head, whatever their case, and an unclosed script hides the rest', () => {
    expect(htmlToText('<HEAD><TITLE>t</TITLE><STYLE>p{}</STYLE></HEAD><p>Kept</p><SCRIPT type="x">bad()</SCRIPT ><p>Also kept</p>')).toBe('Kept\n\nAlso kept');
    expect(htmlToText('<p>Before</p><script>never(); <p>shown</p>')).toBe('Before');
    expect(htmlToText('<p>a<!-- hidden <b>x</b> -->b</p>')).toBe('ab');
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &#8369;1,200 &#x20B1;5 &ntilde;</p>')).toBe('<script>alert(1)</script> &amp; ₱1,200 ₱5 ñ');
    expect(decodeEntities('&unknown; &#0; &#xD800; &#1114112;')).toBe('&unknown; \uFFFD \uFFFD \uFFFD');
  });

  it('keeps a web link\'s address but never a script URL', () => {
    expect(htmlToText('<a href="https://x.example/a?b=1&amp;c=2">drawing</a> <a href="javascript:steal()">click</a> <a href="https://y.example">https://y.example</a>')).toBe(
      'drawing (https://x.example/a?b=1&c=2) click https://y.example',
    );
  });

  it('turns blocks, line breaks and list items into lines, and source line breaks into spaces', () => {
    expect(htmlToText('<div>Two\n   tanks</div><div>304<br>316L</div><ol><li>Lids<li>Valves</ol><table><tr><td>Qty</td><td>2</td></tr></table>')).toBe(
      'Two tanks\n\n304\n316L\n\n- Lids\n- Valves\n\nQty 2',
    );
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
