CREATE TABLE "manager_notice_once" (
	"notice_key" varchar(120) PRIMARY KEY NOT NULL,
	"cmpy_cd" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_notice_once" ADD CONSTRAINT "manager_notice_once_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;