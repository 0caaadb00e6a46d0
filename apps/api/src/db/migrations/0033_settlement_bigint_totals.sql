-- Decision 037: a month's totals (bills, vendor statements, tax invoices) can pass 2,147,483,647 won (50,000 gifts
-- x 50,000 won), so they become bigint; one line stays integer.
ALTER TABLE "client_bill" ALTER COLUMN "goods_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "extras_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "ship_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "recipient_paid_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "charge_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "supply_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "vat_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_bill" ALTER COLUMN "adjustment_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tax_invoice" ALTER COLUMN "supply_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tax_invoice" ALTER COLUMN "vat_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tax_invoice" ALTER COLUMN "total_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "supply_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "ship_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "return_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "return_ship_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "payable_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "payable_supply_amt" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_settlement" ALTER COLUMN "payable_vat_amt" SET DATA TYPE bigint;
