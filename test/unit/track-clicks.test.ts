// Conversions from link clicks (client/track-clicks.ts): each chat app's link counts as its own
// conversion, labelled by where it sits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackConversionClicks } from '../../client/track-clicks';
import { placeholderBusiness, viberHref, whatsappHref } from '../../src/content/business';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('conversion clicks', () => {
  it('counts Viber and WhatsApp chat links, with the area they sit in', () => {
    const tracker = { pageView: vi.fn(), conversion: vi.fn(), formStart: vi.fn() };
    trackConversionClicks(tracker);
    document.body.innerHTML = `
      <aside class="floating-contact"><a id="viber" href="${viberHref(placeholderBusiness)}">Viber</a></aside>
      <footer><a id="whatsapp" href="${whatsappHref(placeholderBusiness)}">WhatsApp</a></footer>`;
    for (const id of ['viber', 'whatsapp']) {
      document.getElementById(id)!.addEventListener('click', (event) => event.preventDefault());
      document.getElementById(id)!.click();
    }
    expect(tracker.conversion.mock.calls).toEqual([
      ['viber_click', 'floating button'],
      ['whatsapp_click', 'footer'],
    ]);
  });
});
