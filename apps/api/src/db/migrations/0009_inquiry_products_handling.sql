CREATE TABLE "inquiry_product" (
	"inquiry_sn" integer NOT NULL,
	"prod_sn" integer NOT NULL,
	"seq_no" integer NOT NULL,
	CONSTRAINT "inquiry_product_inquiry_sn_prod_sn_pk" PRIMARY KEY("inquiry_sn","prod_sn")
);
--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "handled_by" varchar(20);--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "handle_memo" varchar(1000);--> statement-breakpoint
ALTER TABLE "inquiry_product" ADD CONSTRAINT "inquiry_product_inquiry_sn_inquiry_inquiry_sn_fk" FOREIGN KEY ("inquiry_sn") REFERENCES "public"."inquiry"("inquiry_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_product" ADD CONSTRAINT "inquiry_product_prod_sn_product_prod_sn_fk" FOREIGN KEY ("prod_sn") REFERENCES "public"."product"("prod_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_handled_by_app_user_unq_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;