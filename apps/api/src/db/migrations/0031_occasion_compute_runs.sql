CREATE TABLE "occasion_compute_run" (
	"run_hour" varchar(10) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"companies" integer,
	"people" integer,
	"occurrences" integer,
	"inserted" integer
);
