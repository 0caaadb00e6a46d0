CREATE TABLE "event_reminder" (
	"reminder_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_reminder_reminder_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_sn" integer NOT NULL,
	"days_before" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"done_at" timestamp with time zone,
	"event_send_sn" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminder_days_ck" CHECK ("event_reminder"."days_before" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_send" (
	"event_send_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_send_event_send_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_sn" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target" varchar(12) NOT NULL,
	"grup_cd" varchar(20),
	"request_key" varchar(64) NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"recipient_cnt" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_survey" (
	"event_sn" integer NOT NULL,
	"unq_user_id" varchar(20) NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_survey_event_sn_unq_user_id_pk" PRIMARY KEY("event_sn","unq_user_id"),
	CONSTRAINT "event_survey_score_ck" CHECK ("event_survey"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "event_send_sn" integer;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "unq_user_id" varchar(20);--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "fallback_from" varchar(10);--> statement-breakpoint
ALTER TABLE "event_reminder" ADD CONSTRAINT "event_reminder_event_sn_event_event_sn_fk" FOREIGN KEY ("event_sn") REFERENCES "public"."event"("event_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_send" ADD CONSTRAINT "event_send_event_sn_event_event_sn_fk" FOREIGN KEY ("event_sn") REFERENCES "public"."event"("event_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_survey" ADD CONSTRAINT "event_survey_event_sn_event_event_sn_fk" FOREIGN KEY ("event_sn") REFERENCES "public"."event"("event_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_survey" ADD CONSTRAINT "event_survey_unq_user_id_app_user_unq_user_id_fk" FOREIGN KEY ("unq_user_id") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_reminder_uq" ON "event_reminder" USING btree ("event_sn","days_before","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "event_send_request_uq" ON "event_send" USING btree ("event_sn","request_key");--> statement-breakpoint
CREATE INDEX "message_outbox_secret_idx" ON "message_outbox" USING btree ("secret_expires_at") WHERE "message_outbox"."secret" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_send_user_uq" ON "message_outbox" USING btree ("event_send_sn","unq_user_id");