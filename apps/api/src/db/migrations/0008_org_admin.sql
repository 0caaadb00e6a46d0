CREATE TABLE "approval_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"cmpy_cd" varchar(20),
	"unq_user_id" varchar(20),
	"from_stat" varchar(10),
	"to_stat" varchar(10) NOT NULL,
	"reason" varchar(500),
	"decided_by" varchar(20) NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_group" (
	"cd_grup" varchar(3) NOT NULL,
	"sol_cd" varchar(4) NOT NULL,
	"cd_grup_nm" varchar(100) NOT NULL,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_group_cd_grup_sol_cd_pk" PRIMARY KEY("cd_grup","sol_cd")
);
--> statement-breakpoint
CREATE TABLE "company_solution" (
	"cmpy_cd" varchar(20) NOT NULL,
	"sol_cd" varchar(4) NOT NULL,
	"created_by" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_solution_cmpy_cd_sol_cd_pk" PRIMARY KEY("cmpy_cd","sol_cd")
);
--> statement-breakpoint
CREATE TABLE "personal_data_access_log" (
	"log_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_data_access_log_log_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_unq_user_id" varchar(20) NOT NULL,
	"actor_auth_cd" varchar(5) NOT NULL,
	"action" varchar(10) NOT NULL,
	"target" varchar(20) NOT NULL,
	"cmpy_cd" varchar(20),
	"target_id" varchar(40),
	"row_count" integer NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "app_user_cmpy_idx";--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "lock_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_group" ADD COLUMN "grup_type_cd" varchar(2);--> statement-breakpoint
ALTER TABLE "company_group" ADD COLUMN "parent_grup_cd" varchar(20);--> statement-breakpoint
ALTER TABLE "company_group" ADD COLUMN "manager_unq_user_id" varchar(20);--> statement-breakpoint
ALTER TABLE "company_group" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_solution" ADD CONSTRAINT "company_solution_cmpy_cd_company_cmpy_cd_fk" FOREIGN KEY ("cmpy_cd") REFERENCES "public"."company"("cmpy_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_history_cmpy_idx" ON "approval_history" USING btree ("cmpy_cd");--> statement-breakpoint
CREATE INDEX "approval_history_user_idx" ON "approval_history" USING btree ("unq_user_id");--> statement-breakpoint
CREATE INDEX "personal_data_access_log_created_idx" ON "personal_data_access_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "company_group" ADD CONSTRAINT "company_group_parent_fk" FOREIGN KEY ("cmpy_cd","parent_grup_cd") REFERENCES "public"."company_group"("cmpy_cd","grup_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "app_user_cmpy_idx" ON "app_user" USING btree ("cmpy_cd","grup_cd");