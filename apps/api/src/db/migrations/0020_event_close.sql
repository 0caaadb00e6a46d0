CREATE TABLE "event_close" (
	"event_sn" integer PRIMARY KEY NOT NULL,
	"close_rule_cd" varchar(2) NOT NULL,
	"recipient_cnt" integer NOT NULL,
	"applied_cnt" integer NOT NULL,
	"default_gift_cnt" integer NOT NULL,
	"addr_needed_cnt" integer NOT NULL,
	"nothing_cnt" integer NOT NULL,
	"sold_out_cnt" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_vendor_mail" (
	"event_sn" integer NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"vendor_sn" integer NOT NULL,
	"outbox_id" integer,
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_vendor_mail_event_sn_request_key_vendor_sn_pk" PRIMARY KEY("event_sn","request_key","vendor_sn")
);
--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "default_gift_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "addr_needed_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_close" ADD CONSTRAINT "event_close_event_sn_event_event_sn_fk" FOREIGN KEY ("event_sn") REFERENCES "public"."event"("event_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vendor_mail" ADD CONSTRAINT "event_vendor_mail_event_sn_event_event_sn_fk" FOREIGN KEY ("event_sn") REFERENCES "public"."event"("event_sn") ON DELETE no action ON UPDATE no action;