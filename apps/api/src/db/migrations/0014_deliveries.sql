ALTER TABLE "event" ADD COLUMN "return_fee_payer_cd" varchar(1);--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "return_ship_fee" integer;--> statement-breakpoint
ALTER TABLE "delivery_history" ADD COLUMN "refund_sn" integer;--> statement-breakpoint
ALTER TABLE "delivery_history" ADD COLUMN "refund_stat_cd" varchar(2);--> statement-breakpoint
ALTER TABLE "delivery_history" ADD COLUMN "memo" varchar(200);--> statement-breakpoint
ALTER TABLE "estimate_item" ADD COLUMN "packer_unq_user_id" varchar(20);--> statement-breakpoint
ALTER TABLE "estimate_item" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimate_item" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "card_msg" varchar(200);--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "reason_cd" varchar(2);--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "photo_file_ids" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "fee_payer_cd" varchar(1);--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "ship_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "reject_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_item" ADD CONSTRAINT "estimate_item_packer_unq_user_id_app_user_unq_user_id_fk" FOREIGN KEY ("packer_unq_user_id") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_item_vendor_idx" ON "estimate_item" USING btree ("vendor_sn");--> statement-breakpoint
CREATE INDEX "estimate_item_packer_idx" ON "estimate_item" USING btree ("packer_unq_user_id");--> statement-breakpoint
CREATE INDEX "refund_item_idx" ON "refund" USING btree ("esti_item_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_open_uq" ON "refund" USING btree ("esti_item_sn") WHERE "refund"."refund_stat_cd" in ('01', '02', '04', '05');