// How long the site keeps what it keeps: the privacy notice (src/content/privacy.ts) states
// these periods from the same constants, and the cron sweep enforces them.

/** Quote requests, their files, emails and notes: erased this long after the request, unless held for a contract. */
export const leadRetentionYears = 3;

/** Files uploaded to a form that was never sent. */
export const unclaimedUploadLifetimeDays = 1;

/** The moment before which a lead received is past its retention period. */
export function leadRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - leadRetentionYears);
  return cutoff;
}
