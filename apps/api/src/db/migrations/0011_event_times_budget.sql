ALTER TABLE "event" ADD COLUMN "start_tm" varchar(6) DEFAULT '000000' NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "end_tm" varchar(6) DEFAULT '235959' NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "budget_amt" integer;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "over_pay_yn" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "return_days" integer DEFAULT 7 NOT NULL;