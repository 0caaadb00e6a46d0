CREATE TABLE "api_idempotency" (
	"api_key_sn" integer NOT NULL,
	"idem_key" varchar(255) NOT NULL,
	"route" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_api_key_sn_idem_key_route_pk" PRIMARY KEY("api_key_sn","idem_key","route")
);
--> statement-breakpoint
CREATE TABLE "api_key" (
	"api_key_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_key_api_key_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cmpy_cd" varchar(20),
	"key_nm" varchar(60) NOT NULL,
	"scopes" varchar(30)[] NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"per_minute" integer DEFAULT 600 NOT NULL,
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_by" varchar(20),
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_key_per_minute_ck" CHECK ("api_key"."per_minute" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "api_rate_limit" (
	"rate_key" varchar(120) PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_request_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_request_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"api_key_sn" integer NOT NULL,
	"method" varchar(7) NOT NULL,
	"route" varchar(200) NOT NULL,
	"status" integer NOT NULL,
	"ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_token" (
	"scim_token_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scim_token_scim_token_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cmpy_cd" varchar(20) NOT NULL,
	"token_prefix" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_config" (
	"cmpy_cd" varchar(20) PRIMARY KEY NOT NULL,
	"issuer" varchar(300) NOT NULL,
	"client_id" varchar(200) NOT NULL,
	"client_secret_enc" text NOT NULL,
	"employee_claim" varchar(60) DEFAULT 'employee_number' NOT NULL,
	"email_domains" varchar(100)[] DEFAULT '{}'::varchar[] NOT NULL,
	"enabled_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"updated_by" varchar(20),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_state" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"cmpy_cd" varchar(20) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"channel" varchar(2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"handoff_hash" varchar(64),
	"unq_user_id" varchar(20),
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempt" (
	"delivery_sn" bigint NOT NULL,
	"attempt_no" integer NOT NULL,
	"status_code" integer,
	"error" varchar(300),
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_attempt_delivery_sn_attempt_no_pk" PRIMARY KEY("delivery_sn","attempt_no")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"delivery_sn" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_delivery_delivery_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_sn" integer NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"message_id" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_status_code" integer,
	"last_error" varchar(300),
	"last_response_excerpt" varchar(500),
	"last_attempt_at" timestamp with time zone,
	"last_duration_ms" integer,
	"sent_at" timestamp with time zone,
	"replay_of" bigint,
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_delivery_status_ck" CHECK ("webhook_delivery"."status" in ('PENDING','SENDING','SENT','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "webhook_subscription" (
	"subscription_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_subscription_subscription_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cmpy_cd" varchar(20) NOT NULL,
	"url" varchar(500) NOT NULL,
	"event_types" varchar(40)[] NOT NULL,
	"secret" varchar(100) NOT NULL,
	"description" varchar(200),
	"active_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"disabled_reason" varchar(200),
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(20),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "external_id" varchar(100);--> statement-breakpoint
ALTER TABLE "company_group" ADD COLUMN "external_id" varchar(100);--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD CONSTRAINT "api_idempotency_api_key_sn_api_key_api_key_sn_fk" FOREIGN KEY ("api_key_sn") REFERENCES "public"."api_key"("api_key_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_created_by_app_user_unq_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_revoked_by_app_user_unq_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_request_log" ADD CONSTRAINT "api_request_log_api_key_sn_api_key_api_key_sn_fk" FOREIGN KEY ("api_key_sn") REFERENCES "public"."api_key"("api_key_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_token" ADD CONSTRAINT "scim_token_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_token" ADD CONSTRAINT "scim_token_created_by_app_user_unq_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_config" ADD CONSTRAINT "sso_config_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_config" ADD CONSTRAINT "sso_config_updated_by_app_user_unq_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_login_state" ADD CONSTRAINT "sso_login_state_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_login_state" ADD CONSTRAINT "sso_login_state_unq_user_id_app_user_unq_user_id_fk" FOREIGN KEY ("unq_user_id") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_sn_webhook_delivery_delivery_sn_fk" FOREIGN KEY ("delivery_sn") REFERENCES "public"."webhook_delivery"("delivery_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_subscription_sn_webhook_subscription_subscription_sn_fk" FOREIGN KEY ("subscription_sn") REFERENCES "public"."webhook_subscription"("subscription_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_created_by_app_user_unq_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_updated_by_app_user_unq_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_created_idx" ON "api_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_prefix_uq" ON "api_key" USING btree ("key_prefix");--> statement-breakpoint
CREATE INDEX "api_key_cmpy_idx" ON "api_key" USING btree ("cmpy_cd","created_at");--> statement-breakpoint
CREATE INDEX "api_request_log_key_idx" ON "api_request_log" USING btree ("api_key_sn","at");--> statement-breakpoint
CREATE INDEX "api_request_log_at_idx" ON "api_request_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_token_prefix_uq" ON "scim_token" USING btree ("token_prefix");--> statement-breakpoint
CREATE INDEX "scim_token_cmpy_idx" ON "scim_token" USING btree ("cmpy_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_login_state_handoff_uq" ON "sso_login_state" USING btree ("handoff_hash");--> statement-breakpoint
CREATE INDEX "sso_login_state_expires_idx" ON "sso_login_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_due_idx" ON "webhook_delivery" USING btree ("next_attempt_at") WHERE "webhook_delivery"."status" in ('PENDING','SENDING');--> statement-breakpoint
CREATE INDEX "webhook_delivery_subscription_idx" ON "webhook_delivery" USING btree ("subscription_sn","delivery_sn");--> statement-breakpoint
CREATE INDEX "webhook_subscription_cmpy_idx" ON "webhook_subscription" USING btree ("cmpy_cd","active_yn");--> statement-breakpoint
CREATE INDEX "estimate_item_updated_idx" ON "estimate_item" USING btree ("updated_at","esti_item_sn");--> statement-breakpoint
CREATE INDEX "gift_order_cmpy_updated_idx" ON "gift_order" USING btree ("cmpy_cd","updated_at","ord_sn");--> statement-breakpoint
UPDATE "gift_order" SET "updated_at" = coalesce("applied_at", "created_at");--> statement-breakpoint
-- The public API's updatedSince (decision 038) must see every change, whichever statement made it: a trigger sets
-- the time instead of every update remembering to.
CREATE OR REPLACE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "gift_order_touch_updated_at" BEFORE UPDATE ON "gift_order" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "estimate_item_touch_updated_at" BEFORE UPDATE ON "estimate_item" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "app_user_touch_updated_at" BEFORE UPDATE ON "app_user" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
