// Per-render facts the dashboard shell needs from the worker, without every page passing them on.
import { createContext } from 'react';

/** True outside production: the nav links the local outbox ("Outbox (development)"). */
export const DevOutboxShown = createContext(false);

/** Leads with a customer's email waiting for an answer: counted on the Leads tab. */
export const LeadsAwaitingReply = createContext(0);
