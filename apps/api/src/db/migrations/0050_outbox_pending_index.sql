-- The due index keeps only the rows still to send and the failed ones (decision 052, Measured): with the sent ones in
-- it, a delivery report's UPDATE of one row by its id and status = 'SENT' was planned as a scan of every sent row
-- once the table had been analysed while a large send was still PENDING.
DROP INDEX "message_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("status","next_attempt_at") WHERE "message_outbox"."status" in ('PENDING', 'SENDING', 'FAILED');