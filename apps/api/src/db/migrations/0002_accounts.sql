CREATE TABLE "auth_number" (
	"auth_id" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target" varchar(120) NOT NULL,
	"subject_nm" varchar(50),
	"unq_user_id" varchar(20),
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" varchar(64),
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "profile_file_id" varchar(20);--> statement-breakpoint
ALTER TABLE "auth_number" ADD CONSTRAINT "auth_number_unq_user_id_app_user_unq_user_id_fk" FOREIGN KEY ("unq_user_id") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_number_target_idx" ON "auth_number" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "auth_number_confirm_token_idx" ON "auth_number" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "auth_number_user_idx" ON "auth_number" USING btree ("unq_user_id");