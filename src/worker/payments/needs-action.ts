// A proof of transfer waiting for the owner, as a Needs action item on the overview.
import type { ActionItem } from '../../shared/admin-overview';
import { formatManilaTime } from '../../shared/business-time';
import { formatPesos } from '../../shared/quotation-money';
import { leadReference } from '../../shared/quote-request';
import type { proofsToConfirm } from './store';
import { adminPaths } from '../../shared/admin-paths';

export type ProofItem = Awaited<ReturnType<typeof proofsToConfirm>>[number];

export const proofActionItem = (proof: ProofItem): ActionItem => ({
  href: `${adminPaths.lead(proof.lead_id)}/payments#payment-${proof.id}`,
  reference: leadReference(proof.lead_id, proof.lead_created_at),
  name: proof.company ? `${proof.full_name} · ${proof.company}` : proof.full_name,
  why: `Proof of a ${formatPesos(proof.amount_centavos)} transfer sent ${formatManilaTime(proof.created_at)}: confirm or reject it`,
});
