-- Issue 40: Messenger and WhatsApp conversations on the lead (src/worker/chat/). Times are ISO
-- 8601 in UTC. Rows about a lead go with it (ON DELETE CASCADE).

-- Each message event a signed webhook delivered, kept before any work is done on it, and
-- handled by the delivery queue ('chat-in' jobs). The platform's message id (a Messenger `mid`,
-- a WhatsApp `wamid`) is unique per channel: Meta's repeat of a delivery is dropped here.
CREATE TABLE chat_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('messenger', 'whatsapp')),
  platform_message_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  -- The one message event as JSON (a Messenger `messaging` item, or a WhatsApp message with its contact).
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (channel, platform_message_id)
);

CREATE INDEX chat_events_pending ON chat_events (status, updated_at) WHERE status = 'pending';

-- The conversation on a lead: the customer's messages ('in') and the business's answers ('out',
-- sent through the delivery queue as 'chat-reply' jobs, with their own delivery state).
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('messenger', 'whatsapp')),
  direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  -- The person on the platform: a Page-scoped id (PSID) or a WhatsApp id (their number).
  person_id TEXT NOT NULL,
  -- The platform's id: the event's for 'in', the Send API's answer for 'out' once sent.
  platform_message_id TEXT,
  created_at TEXT NOT NULL,
  text TEXT NOT NULL,
  -- 'out': the signed-in person who wrote it (email) and their name as it was.
  sender TEXT,
  sender_name TEXT,
  -- 'out': how it goes: 'RESPONSE' inside 24 hours, 'HUMAN_AGENT' (Messenger, up to 7 days), 'TEMPLATE' (WhatsApp).
  send_as TEXT,
  status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL
);

CREATE INDEX chat_messages_lead ON chat_messages (lead_id);
CREATE INDEX chat_messages_person ON chat_messages (channel, person_id);

-- Photos and files a customer sent in the chat, copied into R2 (chat/<uuid>) when they came:
-- Messenger's links expire and WhatsApp's media needs the token. r2_key NULL: not kept, and why.
CREATE TABLE chat_attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id INTEGER NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT UNIQUE,
  refused_reason TEXT
);

CREATE INDEX chat_attachments_message ON chat_attachments (message_id);
