-- Decision 029: an option value's stock is taken on apply and given back on cancel; null means not tracked.
ALTER TABLE "product_option" ALTER COLUMN "stock_qty" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_option" ALTER COLUMN "stock_qty" DROP NOT NULL;--> statement-breakpoint
-- Titles have no stock. A value at 0 that was not marked sold out was on sale: 0 was the default of the goods screen
-- and the Excel import, and nothing took the count, so such values stay on sale, not tracked. Any other count was
-- typed by someone and is tracked from now on.
UPDATE "product_option" SET "stock_qty" = NULL
WHERE "parent_opt_cd" IS NULL OR ("stock_qty" = 0 AND "sold_out_yn" = 'N');--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_stock_ck" CHECK ("product_option"."stock_qty" >= 0);--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "last_opt_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Value codes were given by position ('0101', '0102', '0201'); new ones continue after the highest number in use.
UPDATE "product" p SET "last_opt_no" = m.n
FROM (
  SELECT "prod_sn", max(substring("opt_cd" from 3)::int) AS n FROM "product_option"
  WHERE "parent_opt_cd" IS NOT NULL AND substring("opt_cd" from 3) ~ '^[0-9]{1,6}$'
  GROUP BY "prod_sn"
) m
WHERE m."prod_sn" = p."prod_sn";--> statement-breakpoint
ALTER TABLE "product_history" ADD COLUMN "subject" varchar(210);--> statement-breakpoint
ALTER TABLE "gift_order" ADD COLUMN "opt_stock_cds" varchar(200) DEFAULT '' NOT NULL;
