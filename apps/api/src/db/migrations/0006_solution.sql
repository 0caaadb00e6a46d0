CREATE TABLE "solution" (
	"sol_cd" varchar(4) PRIMARY KEY NOT NULL,
	"sol_nm" varchar(50) NOT NULL,
	"link_type_cd" varchar(2) NOT NULL,
	"launch_url" varchar(300),
	"seq_no" integer NOT NULL,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL
);
