-- SCIM conformance (decision 043): the name parts a client sent, and when it deleted the person.
ALTER TABLE "app_user" ADD COLUMN "given_name" varchar(25);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "family_name" varchar(25);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "scim_deleted_at" timestamp with time zone;