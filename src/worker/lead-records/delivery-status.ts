// Where an email to or about a lead stands, as sending and Resend's events move it on: the alerts
// and acknowledgements (email_deliveries) and the operators' replies (lead_messages) share it.
export type DeliveryStatus = 'pending' | 'sent' | 'delivered' | 'bounced' | 'complained' | 'failed';
