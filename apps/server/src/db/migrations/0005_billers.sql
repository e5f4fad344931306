CREATE TABLE "biller_customers" (
	"biller_code" text NOT NULL,
	"customer_number" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "biller_customers_biller_code_customer_number_pk" PRIMARY KEY("biller_code","customer_number")
);
--> statement-breakpoint
CREATE TABLE "billers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"sector" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_number" text NOT NULL,
	"biller_code" text NOT NULL,
	"customer_number" text NOT NULL,
	"period" date NOT NULL,
	"amount" bigint NOT NULL,
	"due_on" date NOT NULL,
	"paid_journal_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bills_bill_number_unique" UNIQUE("bill_number")
);
--> statement-breakpoint
ALTER TABLE "biller_customers" ADD CONSTRAINT "biller_customers_biller_code_billers_code_fk" FOREIGN KEY ("biller_code") REFERENCES "public"."billers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_journal_id_journals_id_fk" FOREIGN KEY ("paid_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_biller_customer_fk" FOREIGN KEY ("biller_code","customer_number") REFERENCES "public"."biller_customers"("biller_code","customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_customer_period_idx" ON "bills" USING btree ("biller_code","customer_number","period");--> statement-breakpoint

-- A bill payment claims its bill in the posting transaction (decision 010): the journal of a payment carries the
-- bill's id in `details.billId`; inserting it marks the bill paid, or refuses the whole posting with
-- BILL_ALREADY_PAID when the bill is paid already or its amount is not the journal's (a concurrent payment waits
-- for the row lock, then finds it paid). A payment reversed later (status REVERSE or FAIL) makes the bill due again.
CREATE FUNCTION bills_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE bills SET paid_journal_id = NEW.id, paid_at = NEW.created_at
    WHERE id = (NEW.details->>'billId')::uuid AND paid_at IS NULL AND amount = NEW.amount;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'BILL_ALREADY_PAID';
    END IF;
  ELSE
    UPDATE bills SET paid_journal_id = NULL, paid_at = NULL WHERE paid_journal_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_claim_bill AFTER INSERT ON journals FOR EACH ROW
  WHEN (NEW.details ? 'billId' AND NEW.reverses_journal_id IS NULL)
  EXECUTE FUNCTION bills_claim();
--> statement-breakpoint
CREATE TRIGGER journals_release_bill AFTER UPDATE OF status ON journals FOR EACH ROW
  WHEN (NEW.details ? 'billId' AND NEW.status IN ('REVERSE', 'FAIL') AND OLD.status NOT IN ('REVERSE', 'FAIL'))
  EXECUTE FUNCTION bills_claim();
