CREATE TABLE "dispute_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_refunds" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	CONSTRAINT "dispute_refunds_journal_id_unique" UNIQUE("journal_id")
);
--> statement-breakpoint
CREATE TABLE "e_statement_deliveries" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_statement_deliveries_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "e_statement_subscriptions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachment" "bytea";--> statement-breakpoint
ALTER TABLE "dispute_attachments" ADD CONSTRAINT "dispute_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_refunds" ADD CONSTRAINT "dispute_refunds_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_refunds" ADD CONSTRAINT "dispute_refunds_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_statement_deliveries" ADD CONSTRAINT "e_statement_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_statement_subscriptions" ADD CONSTRAINT "e_statement_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_statement_subscriptions" ADD CONSTRAINT "e_statement_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_attachments_customer_idx" ON "dispute_attachments" USING btree ("customer_id");--> statement-breakpoint
-- Hand-written (decision 036). A debit has at most one dispute that is open or upheld: a second is refused by this
-- index even when two are submitted at once (a cancelled or rejected one does not count).
CREATE UNIQUE INDEX "service_requests_one_dispute_idx" ON "service_requests" (("payload"->>'transactionId'))
  WHERE "type" = 'dispute' AND "status" IN ('submitted', 'processing', 'completed');
--> statement-breakpoint
-- The bank's disputes suspense account: an upheld dispute's refund comes from it (its posting slots come from the
-- trigger of migration 0009). Reference data, in production too.
INSERT INTO "accounts" ("number", "kind", "title", "product_name", "branch", "system_key", "opened_on")
VALUES ('9990000000960', 'settlement', 'Disputes suspense', 'General ledger', 'Head Office', 'dispute_suspense',
  '2020-01-01')
ON CONFLICT DO NOTHING;
