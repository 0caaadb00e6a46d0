DROP INDEX "estimate_item_esti_idx";--> statement-breakpoint
ALTER TABLE "dash_summary_meta" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "estimate_cmpy_esti_idx" ON "estimate" USING btree ("cmpy_cd","esti_sn");--> statement-breakpoint
CREATE INDEX "estimate_item_esti_idx" ON "estimate_item" USING btree ("esti_sn","esti_item_sn");