CREATE TABLE "message_delivery" (
	"outbox_id" integer NOT NULL,
	"step" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"provider_message_id" varchar(120),
	"status" varchar(10) NOT NULL,
	"delivered_channel" varchar(10),
	"reason" varchar(300),
	"sent_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	CONSTRAINT "message_delivery_outbox_id_step_pk" PRIMARY KEY("outbox_id","step"),
	CONSTRAINT "message_delivery_status_ck" CHECK ("message_delivery"."status" in ('SENT','DELIVERED','FAILED','TIMEOUT'))
);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "channel_chain" varchar(40);--> statement-breakpoint
ALTER TABLE "occasion_rule" ADD COLUMN "channel_chain" varchar(40);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "channel_chain" varchar(40);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "chain_window_min" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "chain" jsonb;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "chain_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "chain_window_min" integer;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "step_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "delivery_status" varchar(10);--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "delivered_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_delivery" ADD CONSTRAINT "message_delivery_outbox_id_message_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."message_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_delivery_provider_uq" ON "message_delivery" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "message_outbox_step_deadline_idx" ON "message_outbox" USING btree ("step_deadline") WHERE "message_outbox"."step_deadline" is not null;