-- The dashboard's takings (docs/desk.md) sum the money that moved in a span of days: UPI payments by the moment
-- they were marked received, refunds by the day they were sent. These indexes keep that to the span's rows.
CREATE INDEX payment_events_received_at ON payment_events (at) WHERE kind = 'received';
CREATE INDEX refunds_refunded_on ON refunds (refunded_on) WHERE reference IS NOT NULL;
CREATE INDEX cod_remittances_remitted_on ON cod_remittances (remitted_on);
