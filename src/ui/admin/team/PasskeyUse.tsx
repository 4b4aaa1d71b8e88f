// One passkey as the account and team pages list it: its name, when it was added and last used.
import { formatManilaTime } from '../../../shared/business-time';

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function PasskeyUse({ passkey }: { passkey: PasskeyView }) {
  return (
    <>
      <strong>{passkey.name}</strong>
      <span className="muted">
        Added {formatManilaTime(passkey.createdAt)};{' '}
        {passkey.lastUsedAt ? `last used ${formatManilaTime(passkey.lastUsedAt)}` : 'not used yet'}
      </span>
    </>
  );
}
