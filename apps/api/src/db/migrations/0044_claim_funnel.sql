CREATE TABLE "claim_link" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"event_sn" integer NOT NULL,
	"unq_user_id" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "claim_link" ADD CONSTRAINT "claim_link_event_sn_event_event_sn_fk" FOREIGN KEY ("event_sn") REFERENCES "public"."event"("event_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_link" ADD CONSTRAINT "claim_link_unq_user_id_app_user_unq_user_id_fk" FOREIGN KEY ("unq_user_id") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_link_event_user_uq" ON "claim_link" USING btree ("event_sn","unq_user_id");--> statement-breakpoint
CREATE INDEX "claim_link_user_idx" ON "claim_link" USING btree ("unq_user_id");