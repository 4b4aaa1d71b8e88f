// What the customer's quotation page shows about paying an accepted version (the worker fills it, src/ui/quotation/PaymentSection.tsx draws it).
export interface CustomerPaymentView {
  amounts: {
    amountDue: string;
    downPayment: string;
    depositPercent: number;
    paid: string;
    balance: string;
    downPaymentLeft: string;
  };
  suggested: string;
  /** Nothing is left to pay. */
  settled: boolean;
  payOnline: boolean;
  confirming: boolean;
  paymentDetails: string;
  proofAccept: string;
  proofLimits: string;
  payments: { when: string; amount: string; method: string; status: string; note: string | null }[];
}
