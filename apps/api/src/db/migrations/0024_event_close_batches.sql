ALTER TABLE "event_close" ADD COLUMN "cursor_unq_user_id" varchar(20);--> statement-breakpoint
ALTER TABLE "event_close" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Closes made before batches finished in their one transaction.
UPDATE "event_close" SET "finished_at" = "closed_at" WHERE "finished_at" IS NULL;
