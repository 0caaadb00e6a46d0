CREATE INDEX "product_visible_category_idx" ON "product" USING btree ("category_cd" varchar_pattern_ops,"price") WHERE "product"."use_yn" = 'Y' and "product"."sign_stat_cd" = '03';--> statement-breakpoint
CREATE INDEX "product_visible_price_idx" ON "product" USING btree ("price","prod_sn") WHERE "product"."use_yn" = 'Y' and "product"."sign_stat_cd" = '03';--> statement-breakpoint
CREATE INDEX "product_visible_created_idx" ON "product" USING btree ("created_at","prod_sn") WHERE "product"."use_yn" = 'Y' and "product"."sign_stat_cd" = '03';--> statement-breakpoint
CREATE INDEX "template_product_order_idx" ON "template_product" USING btree ("temp_sn","seq_no");--> statement-breakpoint
CREATE INDEX "template_product_prod_idx" ON "template_product" USING btree ("prod_sn");--> statement-breakpoint
-- Korean product-name search (ILIKE '%홍삼%'): a trigram index where pg_trgm can be created (PGlite loads it in
-- db/client.ts; PostgreSQL needs the contrib package and a database owner, pg_trgm being a trusted extension). Where
-- it cannot, the search scans as before: the migration must not fail for an optional index.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "product_name_trgm_idx" ON "product" USING gin ("prod_nm" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available (%): product name search scans', SQLERRM;
END $$;
