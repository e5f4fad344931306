CREATE SEQUENCE "public"."fdr_account_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "fdr_maturities" (
	"account_id" uuid NOT NULL,
	"matured_on" date NOT NULL,
	"interest" bigint NOT NULL,
	"interest_journal_id" bigint,
	"payout_journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fdr_maturities_account_id_matured_on_pk" PRIMARY KEY("account_id","matured_on")
);
--> statement-breakpoint
CREATE TABLE "fixed_deposits" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"principal" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"tenor_months" integer NOT NULL,
	"instruction" text NOT NULL,
	"credit_account_id" uuid,
	"term_start_on" date NOT NULL,
	"matures_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"opening_journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixed_deposits_principal_positive" CHECK ("fixed_deposits"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"loan_account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"journal_id" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_instalments_loan_account_id_number_pk" PRIMARY KEY("loan_account_id","number"),
	CONSTRAINT "loan_instalments_journal_id_unique" UNIQUE("journal_id")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"principal" bigint NOT NULL,
	"annual_rate_bps" integer NOT NULL,
	"tenor_months" integer NOT NULL,
	"start_on" date NOT NULL,
	"emi" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loans_principal_positive" CHECK ("loans"."principal" > 0),
	CONSTRAINT "loans_tenor" CHECK ("loans"."tenor_months" between 1 and 480),
	CONSTRAINT "loans_rate" CHECK ("loans"."annual_rate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_kind_known";--> statement-breakpoint
ALTER TABLE "fdr_maturities" ADD CONSTRAINT "fdr_maturities_account_id_fixed_deposits_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fixed_deposits"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fdr_maturities" ADD CONSTRAINT "fdr_maturities_interest_journal_id_journals_id_fk" FOREIGN KEY ("interest_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fdr_maturities" ADD CONSTRAINT "fdr_maturities_payout_journal_id_journals_id_fk" FOREIGN KEY ("payout_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_deposits" ADD CONSTRAINT "fixed_deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_deposits" ADD CONSTRAINT "fixed_deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_deposits" ADD CONSTRAINT "fixed_deposits_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_deposits" ADD CONSTRAINT "fixed_deposits_opening_journal_id_journals_id_fk" FOREIGN KEY ("opening_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_account_id_loans_account_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loans"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixed_deposits_customer_idx" ON "fixed_deposits" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "fixed_deposits_due_idx" ON "fixed_deposits" USING btree ("matures_on") WHERE "fixed_deposits"."status" = 'active';--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_kind_known" CHECK ("activity_events"."kind" in ('sign-in', 'sign-in-failed', 'lockout', 'sign-out', 'idle-lock', 'unlock', 'password-changed', 'passkey-added', 'passkey-removed', 'profile-changed', 'beneficiary-added', 'beneficiary-edited', 'beneficiary-removed', 'favorite-added', 'favorite-changed', 'favorite-removed', 'limit-changed', 'code-sent', 'standing-instruction-set-up', 'standing-instruction-paused', 'standing-instruction-resumed', 'standing-instruction-cancelled', 'standing-instruction-amount-changed', 'session-signed-out', 'other-sessions-signed-out', 'notification-preferences-changed', 'loan-instalment-paid', 'fdr-opened'));