import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { appEnvironment } from '../../shared/release';
import {
  BusinessName,
  DevOutboxShown,
  LeadsAwaitingReply,
  NameMissing,
  PeopleNames,
  SignedInOperator,
  SignedInRole,
} from '../../ui/admin/dashboard-context';
import { leadsAwaitingReply } from '../lead-records/inbox';
import { peopleNames } from '../admin/accounts';
import { siteFacts } from '../published-facts/published';
import type { AppEnv } from '../app-env';

/** Streams a dashboard page: server HTML only, never cached; the shell's facts (the business, the person signed in) come from here. */
export async function adminPage<E extends AppEnv>(c: Context<E>, page: ReactElement, status: ContentfulStatusCode = 200) {
  const devOutbox = appEnvironment(c.env.ENVIRONMENT) !== 'production';
  // Only a signed-in operator sees the count (not the sign-in page); a D1 fault leaves the tab plain, logged.
  const waiting = c.get('operator')
    ? await leadsAwaitingReply(c.env.DB).catch((error: unknown) => {
        c.get('logger').warn('leads waiting for a reply could not be counted; the Leads tab shows no count', { error: String(error) });
        return 0;
      })
    : 0;
  const names = c.get('operator') ? await peopleNames(c.env.DB) : new Map<string, string>();
  const businessName = (await siteFacts(c.env)).business.name;
  const tree = (
    <BusinessName value={businessName}>
      <SignedInOperator value={c.get('operator')}>
        <DevOutboxShown value={devOutbox}>
          <SignedInRole value={c.get('person')?.role ?? 'staff'}>
            <LeadsAwaitingReply value={waiting}>
              <PeopleNames value={names}>
                <NameMissing value={c.get('person')?.name === ''}>{page}</NameMissing>
              </PeopleNames>
            </LeadsAwaitingReply>
          </SignedInRole>
        </DevOutboxShown>
      </SignedInOperator>
    </BusinessName>
  );
  const stream = await renderToReadableStream(tree, {
    signal: c.req.raw.signal,
    onError: (error) => c.get('logger').error('dashboard render failed', { path: c.req.path, error: String(error) }),
  });
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}
