DROP INDEX "refund_open_uq";--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "package_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "card_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "package_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "card_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "extras_amt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_sn" integer;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "fee_method_cd" varchar(10);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_sn_refund_refund_sn_fk" FOREIGN KEY ("refund_sn") REFERENCES "public"."refund"("refund_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_sn_idx" ON "payment" USING btree ("refund_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_open_uq" ON "refund" USING btree ("esti_item_sn") WHERE "refund"."refund_stat_cd" in ('00', '01', '02', '04', '05');--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_extras_price_ck" CHECK ("event"."package_price" >= 0 and "event"."card_price" >= 0);--> statement-breakpoint
ALTER TABLE "gift_order" ADD CONSTRAINT "gift_order_extras_ck" CHECK ("gift_order"."extras_amt" >= 0);