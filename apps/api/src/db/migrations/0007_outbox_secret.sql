ALTER TABLE "message_outbox" ADD COLUMN "secret" varchar(64);--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;