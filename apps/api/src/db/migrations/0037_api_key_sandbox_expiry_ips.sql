ALTER TABLE "api_key" ADD COLUMN "mode" varchar(4) DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "allowed_ips" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "sandbox_of" varchar(20);--> statement-breakpoint
CREATE UNIQUE INDEX "company_sandbox_of_uq" ON "company" USING btree ("sandbox_of");--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_mode_ck" CHECK ("api_key"."mode" in ('LIVE','TEST'));