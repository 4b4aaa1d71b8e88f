// The development outbox (/admin/outbox): where the local worker's emails land instead of Resend's API.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/**
 * Reloads the outbox (signed in) until an email whose subject has `subject` is listed, then opens
 * the newest; answers how many were listed. The local queue hands a batch over within a second of
 * its sending (wrangler.toml's max_batch_timeout) on a quiet machine, and within seconds at a load
 * of 25. Twice a second, not as fast as the poll allows: each reload is a page the worker
 * renders, CPU taken from the queue consumer the test is waiting on.
 */
export async function openOutboxEmail(page: Page, subject: string): Promise<number> {
  if (new URL(page.url()).pathname !== '/admin/outbox') await page.goto(`${baseUrl}/admin/outbox`);
  const link = page.getByRole('link', { name: subject });
  await expect
    .poll(
      async () => {
        await page.reload();
        return link.count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  const listed = await link.count();
  await link.first().click();
  await page.getByRole('heading', { name: subject }).waitFor();
  return listed;
}
