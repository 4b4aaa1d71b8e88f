// The invitation link is sent from a phone: the Team screen offers Copy and Share (shown by script
// when the browser can) and links to WhatsApp and Viber that carry the link, without script too.
import { expect, it } from 'vitest';
import { operator, postForm } from './admin-helpers';

it('offers the new invitation link to copy, share, or send by WhatsApp or Viber', async () => {
  const owner = await operator();
  const email = `sharing-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  const response = await postForm(owner, '/admin/team/invitations', { name: 'Jessa', email, role: 'staff' });
  expect(response.status).toBe(200);
  const html = await response.text();
  const link = /id="invitation-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="invitation-link"/.exec(html)!;
  const invitation = (link[1] ?? link[2]).replace(/&amp;/g, '&');
  const message = `Hi Jessa, here is your invitation to our dashboard (it works once, for 72 hours): ${invitation}`;
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
  expect(hrefs).toContain(`https://wa.me/?text=${encodeURIComponent(message)}`);
  expect(hrefs).toContain(`viber://forward?text=${encodeURIComponent(message)}`);
  expect(html).toMatch(/<button type="button" data-copy-from="invitation-link" hidden="">Copy link<\/button>/);
  expect(html).toContain('<script src="/admin-share.js" defer="">');
});
