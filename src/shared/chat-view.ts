// What the lead page shows of a Messenger or WhatsApp conversation: each message on the timeline,
// and the box to answer in with what the platform allows now.

/** A chat message on the lead's timeline. */
export interface ChatTimelineEntry {
  kind: 'chat';
  /** "Messenger", "WhatsApp". */
  channel: string;
  direction: 'in' | 'out';
  text: string;
  /** 'out': who answered, by name. */
  senderName: string | null;
  /** 'out': queued (pending), sent or failed, and what went wrong; 'in': received. */
  status: string;
  attempts: number;
  lastError: string | null;
  /** "with the HUMAN_AGENT tag", "as the approved template"; null for an ordinary answer. */
  sentAs: string | null;
  files: { name: string; size: string; url: string | null; refused: string | null }[];
}

/** The answer box for the channel the customer wrote on. */
export interface ChatBox {
  channel: string;
  /**
   * open: any answer, `window` says for how long; human-agent: a person's answer with Meta's
   * HUMAN_AGENT tag, for how long; template-only: WhatsApp after 24 hours, only the approved
   * template (null when none is set); closed: why, and the other ways to reach them.
   */
  state:
    | { kind: 'open'; window: string }
    | { kind: 'human-agent'; window: string }
    | { kind: 'template-only'; template: string | null }
    | { kind: 'closed'; why: string };
  templates: { id: string; label: string }[];
  draft: { templateId: string | null; body: string };
  error?: string;
  bodyLimit: number;
}
