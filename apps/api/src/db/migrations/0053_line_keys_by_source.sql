-- Decision 037 (amendment of 2026-12-03): a settlement line is keyed by its source (kind + source row), the unique
-- index that keeps a fact from being billed twice becoming the primary key; the surrogate line_sn, the order index
-- and the key to the bill (statement), written by the same statement as its lines, go.
ALTER TABLE "client_bill_line" DROP CONSTRAINT "client_bill_line_bill_sn_client_bill_bill_sn_fk";
--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP CONSTRAINT "vendor_settlement_line_stl_sn_vendor_settlement_stl_sn_fk";
--> statement-breakpoint
DROP INDEX "client_bill_line_ord_idx";--> statement-breakpoint
ALTER TABLE "client_bill_line" DROP COLUMN "line_sn";--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP COLUMN "line_sn";--> statement-breakpoint
ALTER TABLE "client_bill_line" ADD CONSTRAINT "client_bill_line_pk" PRIMARY KEY USING INDEX "client_bill_line_src_uq";--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" ADD CONSTRAINT "vendor_settlement_line_pk" PRIMARY KEY USING INDEX "vendor_settlement_line_src_uq";
