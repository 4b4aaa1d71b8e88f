// Per-render facts the dashboard shell needs from the worker, without every page passing them on.
import { createContext } from 'react';
import type { Role } from '../../shared/roles';

/** True outside production: the nav links the local outbox ("Outbox (development)"). */
export const DevOutboxShown = createContext(false);

/** Leads with a customer's email waiting for an answer: counted on the Leads tab. */
export const LeadsAwaitingReply = createContext(0);

/** The team's names by email (lower case): rows that name a person by email show their name. */
export const PeopleNames = createContext<ReadonlyMap<string, string>>(new Map());

/** The signed-in person has not given their name (the first owner): every page asks for it. */
export const NameMissing = createContext(false);

/** The signed-in person's role: the nav shows staff only the pages their role opens. */
export const SignedInRole = createContext<Role>('staff');

/** The business's name, from the published site facts: the title and the top bar show it. */
export const BusinessName = createContext('');

/** The signed-in person's email; undefined on the pages anyone may open (signing in, an invitation). */
export const SignedInOperator = createContext<string | undefined>(undefined);
