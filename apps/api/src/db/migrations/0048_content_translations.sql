ALTER TABLE "product" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_translations_ck" CHECK (jsonb_typeof("product"."translations") = 'object' and ("product"."translations" - array['en','vi','zh-Hans','ne','km']::text[]) = '{}'::jsonb
    and not jsonb_path_exists("product"."translations", '$.* ? (@.type() != "object")'));--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_translations_ck" CHECK (jsonb_typeof("event"."translations") = 'object' and ("event"."translations" - array['en','vi','zh-Hans','ne','km']::text[]) = '{}'::jsonb
    and not jsonb_path_exists("event"."translations", '$.* ? (@.type() != "object")'));