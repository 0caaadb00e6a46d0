CREATE TABLE "payment_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oid" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"result_code" varchar(10),
	"result_msg" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oid" varchar(40) NOT NULL,
	"refund_key" varchar(300) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"result_code" varchar(10),
	"result_msg" varchar(200),
	"reason" varchar(200) NOT NULL,
	"requested_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_amt_ck" CHECK ("payment_refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "pay_amt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "mid" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "good_name" varchar(200);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "appl_num" varchar(20);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "fail_text" varchar(200);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_oid_payment_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."payment"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_oid_payment_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."payment"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_oid_idx" ON "payment_history" USING btree ("oid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_key_uq" ON "payment_refund" USING btree ("oid","refund_key");--> statement-breakpoint
CREATE INDEX "payment_ord_idx" ON "payment" USING btree ("ord_sn");--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_ck" CHECK ("payment"."refunded_amount" >= 0 and "payment"."refunded_amount" <= "payment"."amount");