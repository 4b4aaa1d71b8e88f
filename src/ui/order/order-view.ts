// The customer's order page (/quotation/<token> once accepted): what the sections show, in words
// the worker has already formatted. The drawings and delivery features add optional fields here
// and a section of their own (src/ui/order/), which OrderSections renders.
import type { OrderCertificatesView, OrderDeliveriesView } from './delivery-view';
import type { OrderDrawingsView } from '../../shared/drawing-views';

interface OrderStageStep {
  label: string;
  /** "Thu 26 Nov 2026" when reached; null while ahead. */
  reached: string | null;
  /** The customer-facing stage the job is at (or last passed). */
  current: boolean;
}

interface OrderPhoto {
  src: string;
  width: number;
  height: number;
  caption: string;
  added: string;
}

export interface OrderView {
  /** J-2026-000123 */
  reference: string;
  /** Where the work stands now, in the shop's words ("Welding"), even between the stages the customer is told of. */
  stage: string;
  /** The stages the customer is told of, in order. */
  timeline: OrderStageStep[];
  photos: OrderPhoto[];
  /** "Friday, 4 December 2026"; null when not promised. */
  promisedReady: string | null;
  promisedDelivery: string | null;
  deliveryWindow: string | null;
  /** The business's note to the customer; null when there is none. */
  note: string | null;
  /** Who prepared the quotation, to ask for by name; null when unknown. */
  contactPerson: string | null;
  contact: { label: string; href: string }[];
  /** "Delivered Thu 3 Dec 2026": set once the job is closed. */
  closed: string | null;
  /** The truck trips with their receipts, and what is still to come (src/worker/jobs/order-deliveries.ts). */
  deliveries?: OrderDeliveriesView;
  /** The mill certificates of the heats named on the order's lines. */
  certificates?: OrderCertificatesView;
  /** The shop drawing for the customer's approval and the revisions it replaced (DrawingsSection.tsx); none sent yet: absent. */
  drawings?: OrderDrawingsView;
}
