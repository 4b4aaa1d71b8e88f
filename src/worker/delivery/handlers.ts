// Each delivery kind's handler: a new kind (a quotation, a push notification) is one entry here.
import { dailyDigest } from '../email/daily-digest';
import { weeklyReport } from '../email/weekly-report';
import { alert } from './alert';
import { chatIn } from './chat-in';
import { chatReply } from './chat-reply';
import { invitation } from './invitation';
import { leadEmail } from './lead-email';
import { periodic } from './periodic';
import { push } from './push';
import { reply } from './reply';
import type { DeliveryHandlers } from '../queue/handler';
import { paymongoEvent } from '../payments/process-event';
import { jobNotice } from './job-notice';

export const deliveryHandlers: DeliveryHandlers = {
  'lead-email': leadEmail,
  reply,
  alert,
  push,
  invitation,
  'daily-digest': periodic(dailyDigest),
  'weekly-report': periodic(weeklyReport),
  'chat-in': chatIn,
  'chat-reply': chatReply,
  'paymongo-event': paymongoEvent,
  'job-notice': jobNotice,
};
