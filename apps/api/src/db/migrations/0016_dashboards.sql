CREATE TABLE "dash_category_month" (
	"cmpy_cd" varchar(20) NOT NULL,
	"ym" varchar(6) NOT NULL,
	"category_cd" varchar(10) NOT NULL,
	"count" integer NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "dash_category_month_cmpy_cd_ym_category_cd_pk" PRIMARY KEY("cmpy_cd","ym","category_cd")
);
--> statement-breakpoint
CREATE TABLE "dash_delivery_month" (
	"cmpy_cd" varchar(20) NOT NULL,
	"ym" varchar(6) NOT NULL,
	"deli_stat_cd" varchar(2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "dash_delivery_month_cmpy_cd_ym_deli_stat_cd_pk" PRIMARY KEY("cmpy_cd","ym","deli_stat_cd")
);
--> statement-breakpoint
CREATE TABLE "dash_event_stat" (
	"event_sn" integer PRIMARY KEY NOT NULL,
	"cmpy_cd" varchar(20) NOT NULL,
	"recipients" integer NOT NULL,
	"logged_in" integer NOT NULL,
	"applied" integer NOT NULL,
	"paid" integer NOT NULL,
	"delivered" integer NOT NULL,
	"amount" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dash_order_month" (
	"cmpy_cd" varchar(20) NOT NULL,
	"ym" varchar(6) NOT NULL,
	"orders" integer NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "dash_order_month_cmpy_cd_ym_pk" PRIMARY KEY("cmpy_cd","ym")
);
--> statement-breakpoint
CREATE TABLE "dash_product_month" (
	"cmpy_cd" varchar(20) NOT NULL,
	"ym" varchar(6) NOT NULL,
	"prod_sn" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "dash_product_month_cmpy_cd_ym_prod_sn_pk" PRIMARY KEY("cmpy_cd","ym","prod_sn")
);
--> statement-breakpoint
CREATE TABLE "dash_summary_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone,
	"full_refreshed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "answered_by" varchar(20);--> statement-breakpoint
CREATE INDEX "dash_event_stat_cmpy_idx" ON "dash_event_stat" USING btree ("cmpy_cd");--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_answered_by_app_user_unq_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_history_changed_idx" ON "delivery_history" USING btree ("changed_at","deli_stat_cd","esti_item_sn");--> statement-breakpoint
CREATE INDEX "estimate_cmpy_created_idx" ON "estimate" USING btree ("cmpy_cd","created_at");--> statement-breakpoint
CREATE INDEX "estimate_event_idx" ON "estimate" USING btree ("event_sn");--> statement-breakpoint
CREATE INDEX "gift_order_applied_idx" ON "gift_order" USING btree ("applied_at","cmpy_cd") WHERE ord_stat_cd = '01';--> statement-breakpoint
CREATE INDEX "gift_order_cmpy_applied_idx" ON "gift_order" USING btree ("cmpy_cd","applied_at") WHERE ord_stat_cd = '01';--> statement-breakpoint
CREATE INDEX "user_session_login_idx" ON "user_session" USING btree ("login_at");--> statement-breakpoint
CREATE INDEX "support_question_cmpy_idx" ON "support_question" USING btree ("cmpy_cd","status");