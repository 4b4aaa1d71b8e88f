// Browser errors reach Sentry only once something fails: the report module is fetched on the
// first error, and what it sends names neither the visitor's email address nor their phone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchErrors } from '../../client/watch-errors';

const reportModuleLoaded = vi.fn();
vi.mock('../../client/error-report', async (importOriginal) => {
  reportModuleLoaded();
  return importOriginal();
});

afterEach(() => vi.restoreAllMocks());

describe('browser error reports', () => {
  it('loads the report module on the first error and sends an envelope without personal data', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    // In the page this is the built file's URL; here the module beside watch-errors.ts.
    watchErrors({ dsn: 'https://0a1b2c3d4e5f@o123.ingest.sentry.io/4507', script: './error-report' }, 'production');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reportModuleLoaded).not.toHaveBeenCalled();

    const failure = new Error('quote draft for maria.santos@santosfood.example (0917 555 0142) could not be saved');
    window.dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message }));
    // The first error imports the module (Vite transforms it then): past waitFor's default 1 s on a loaded machine.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce(), { timeout: 10_000 });

    expect(reportModuleLoaded).toHaveBeenCalledOnce();
    const [url, init] = sent.mock.calls[0] as [URL, RequestInit];
    expect(`${url.origin}${url.pathname}`).toBe('https://o123.ingest.sentry.io/api/4507/envelope/');
    expect(url.searchParams.get('sentry_key')).toBe('0a1b2c3d4e5f');
    const body = String(init.body);
    const event = JSON.parse(body.split('\n')[2]) as {
      exception: { values: { value: string }[] };
      sdk: { settings: { infer_ip: string } };
    };
    expect(event.exception.values[0].value).toBe('quote draft for [email] ([phone]) could not be saved');
    expect(event.sdk.settings.infer_ip).toBe('never');
    for (const personal of ['maria.santos@santosfood.example', '0917 555 0142']) expect(body).not.toContain(personal);
  });
});
