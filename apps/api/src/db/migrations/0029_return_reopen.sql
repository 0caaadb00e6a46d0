ALTER TABLE "event" ADD COLUMN "reopen_on_return_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "reopen_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "resellable_yn" varchar(1);