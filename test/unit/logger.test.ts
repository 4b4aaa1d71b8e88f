import { describe, expect, it, vi } from 'vitest';
import { appVersion } from '../../src/shared/release';
import { createLogger, errorServiceLabel } from '../../src/shared/logger';
import { warnOnSuspectTurnstileSiteKey } from '../../src/shared/turnstile';

function spySink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('logger', () => {
  it('sends error entries only to the console, labelled for the error service', () => {
    const sink = spySink();
    createLogger({ debug: false, sink, environment: 'production' }).error('quote email failed', { leadReference: 'Q-2026-000001' });
    expect(sink.error).toHaveBeenCalledWith(errorServiceLabel, 'quote email failed', {
      leadReference: 'Q-2026-000001',
      release: `cavite-stainless@${appVersion}`,
      environment: 'production',
    });
    expect(sink.warn).not.toHaveBeenCalled();
    expect(sink.info).not.toHaveBeenCalled();
  });

  it('writes info and warn entries as they are', () => {
    const sink = spySink();
    const logger = createLogger({ debug: false, sink });
    logger.info('started');
    logger.warn('slow');
    expect(sink.info).toHaveBeenCalledWith('started');
    expect(sink.warn).toHaveBeenCalledWith('slow');
  });

  it('drops debug entries unless debugging', () => {
    const quiet = spySink();
    createLogger({ debug: false, sink: quiet }).debug('detail');
    expect(quiet.debug).not.toHaveBeenCalled();
    const verbose = spySink();
    createLogger({ debug: true, sink: verbose }).debug('detail');
    expect(verbose.debug).toHaveBeenCalledWith('detail');
  });
});

describe('Turnstile site key check', () => {
  it('warns for a key that does not start with 0x', () => {
    const sink = spySink();
    expect(warnOnSuspectTurnstileSiteKey('1x00000000000000000000AA', createLogger({ debug: false, sink }))).toBe(true);
    expect(sink.warn).toHaveBeenCalledOnce();
    expect(sink.warn.mock.calls[0][0]).toContain('1x00000000000000000000AA');
  });

  it('stays quiet for a production key', () => {
    const sink = spySink();
    expect(warnOnSuspectTurnstileSiteKey('0x4AAAAAAABkMYinukE8nzY', createLogger({ debug: false, sink }))).toBe(false);
    expect(sink.warn).not.toHaveBeenCalled();
  });
});
