-- Service requests (issue 19, decision 032): requests with their timeline and reference numbers, and the
-- customers' cheque books with each leaf's status.
CREATE SEQUENCE "public"."cheque_leaf_numbers" INCREMENT BY 100 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4512301 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."service_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cheque_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"first_leaf" integer NOT NULL,
	"leaves" integer NOT NULL,
	"issued_on" date NOT NULL,
	"request_id" uuid,
	CONSTRAINT "cheque_books_leaves_positive" CHECK ("cheque_books"."leaves" > 0)
);
--> statement-breakpoint
CREATE TABLE "cheque_leaves" (
	"cheque_book_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"stopped_by" uuid,
	CONSTRAINT "cheque_leaves_cheque_book_id_number_pk" PRIMARY KEY("cheque_book_id","number")
);
--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('service_request_numbers') NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"account_id" uuid,
	"fee_account_id" uuid,
	"fee_charge" bigint DEFAULT 0 NOT NULL,
	"fee_vat" bigint DEFAULT 0 NOT NULL,
	"fee_journal_id" bigint,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_requests_fee_positive" CHECK ("service_requests"."fee_charge" >= 0 AND "service_requests"."fee_vat" >= 0),
	CONSTRAINT "service_requests_fee_has_account" CHECK ("service_requests"."fee_charge" + "service_requests"."fee_vat" = 0 OR "service_requests"."fee_account_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "cheque_books" ADD CONSTRAINT "cheque_books_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_books" ADD CONSTRAINT "cheque_books_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_books" ADD CONSTRAINT "cheque_books_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_leaves" ADD CONSTRAINT "cheque_leaves_cheque_book_id_cheque_books_id_fk" FOREIGN KEY ("cheque_book_id") REFERENCES "public"."cheque_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_leaves" ADD CONSTRAINT "cheque_leaves_stopped_by_service_requests_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_fee_account_id_accounts_id_fk" FOREIGN KEY ("fee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_fee_journal_id_journals_id_fk" FOREIGN KEY ("fee_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_books_customer_idx" ON "cheque_books" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_books_request_idx" ON "cheque_books" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "service_request_events_request_idx" ON "service_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_number_idx" ON "service_requests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_reference_idx" ON "service_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_fee_journal_idx" ON "service_requests" USING btree ("fee_journal_id");--> statement-breakpoint
CREATE INDEX "service_requests_customer_number_idx" ON "service_requests" USING btree ("customer_id","number");--> statement-breakpoint
CREATE INDEX "service_requests_due_idx" ON "service_requests" USING btree ("due_at") WHERE "service_requests"."due_at" IS NOT NULL;
