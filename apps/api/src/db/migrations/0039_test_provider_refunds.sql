-- The built-in test provider's refund ledger (decision 023): what it refunded per tid, as KG Inicis keeps
-- it on its side. It lived in one server process's memory, so two processes on one database each accepted one
-- refund of a tid; in this table they all see the same. A row is made at 0 and locked while a refund is decided.
CREATE TABLE "test_pg_refund" (
	"tid" varchar(60) PRIMARY KEY NOT NULL,
	"refunded_amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_pg_refund_amt_ck" CHECK ("test_pg_refund"."refunded_amount" >= 0)
);
