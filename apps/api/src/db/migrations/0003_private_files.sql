ALTER TABLE "stored_file" ADD COLUMN "owner_unq_user_id" varchar(20);--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_unq_user_id_app_user_unq_user_id_fk" FOREIGN KEY ("owner_unq_user_id") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Profile images uploaded before this migration become private to the user whose profile they are.
UPDATE "stored_file" SET "owner_unq_user_id" = "app_user"."unq_user_id" FROM "app_user" WHERE "app_user"."profile_file_id" = "stored_file"."file_id";