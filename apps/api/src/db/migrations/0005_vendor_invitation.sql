CREATE TABLE "vendor_invitation" (
	"approval_id" varchar(40) PRIMARY KEY NOT NULL,
	"cmpy_nm" varchar(100),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_cmpy_cd" varchar(20),
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_invitation" ADD CONSTRAINT "vendor_invitation_used_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("used_cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitation" ADD CONSTRAINT "vendor_invitation_created_by_app_user_unq_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;