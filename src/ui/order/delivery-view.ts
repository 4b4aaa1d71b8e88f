// What the customer's order page shows of deliveries and mill certificates: plain data the worker
// builds (src/worker/jobs/order-deliveries.ts) and OrderView carries as optional fields.

export interface OrderDeliveriesView {
  trips: {
    number: string;
    status: string;
    when: string;
    /** "4 sheets of Sheet 1.5 mm 4x8 2B", one per line on the trip. */
    items: string[];
    receiptUrl: string;
  }[];
  /** "Line 2: 6 sheets", what is not delivered yet; empty when everything is. */
  toDeliver: string[];
}

export interface OrderCertificatesView {
  certificates: {
    heats: string[];
    about: string;
    /** The order's lines made from these heats, by number. */
    lines: string;
    url: string;
  }[];
}
