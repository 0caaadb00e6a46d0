CREATE TABLE "company_messenger" (
	"cmpy_cd" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"secret_enc" text NOT NULL,
	"secret_hint" varchar(120) NOT NULL,
	"client_id" varchar(100),
	"service_account" varchar(200),
	"bot_id" varchar(20),
	"notify_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"last_test_at" timestamp with time zone,
	"last_test_ok" varchar(1),
	"updated_by" varchar(20),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_messenger_cmpy_cd_kind_pk" PRIMARY KEY("cmpy_cd","kind"),
	CONSTRAINT "company_messenger_kind_ck" CHECK ("company_messenger"."kind" in ('SLACK','NAVER_WORKS','TEAMS','JANDI','DOORAY'))
);
--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "channel_chain" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "occasion_rule" ALTER COLUMN "channel_chain" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "company" ALTER COLUMN "channel_chain" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "message_delivery" ALTER COLUMN "channel" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "message_delivery" ALTER COLUMN "delivered_channel" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "message_outbox" ALTER COLUMN "channel" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "message_outbox" ALTER COLUMN "fallback_from" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "message_outbox" ALTER COLUMN "delivered_channel" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "cmpy_cd" varchar(20);--> statement-breakpoint
ALTER TABLE "company_messenger" ADD CONSTRAINT "company_messenger_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messenger" ADD CONSTRAINT "company_messenger_updated_by_app_user_unq_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;