ALTER TABLE "client_bill_line" DROP CONSTRAINT "client_bill_line_ord_sn_gift_order_ord_sn_fk";
--> statement-breakpoint
ALTER TABLE "client_bill_line" DROP CONSTRAINT "client_bill_line_refund_sn_refund_refund_sn_fk";
--> statement-breakpoint
ALTER TABLE "client_bill_line" DROP CONSTRAINT "client_bill_line_event_sn_event_event_sn_fk";
--> statement-breakpoint
ALTER TABLE "client_bill_line" DROP CONSTRAINT "client_bill_line_prod_sn_product_prod_sn_fk";
--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP CONSTRAINT "vendor_settlement_line_esti_item_sn_estimate_item_esti_item_sn_fk";
--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP CONSTRAINT "vendor_settlement_line_refund_sn_refund_refund_sn_fk";
--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP CONSTRAINT "vendor_settlement_line_event_sn_event_event_sn_fk";
--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP CONSTRAINT "vendor_settlement_line_cmpy_cd_company_cmpy_cd_fk";
--> statement-breakpoint
ALTER TABLE "vendor_settlement_line" DROP CONSTRAINT "vendor_settlement_line_prod_sn_product_prod_sn_fk";
