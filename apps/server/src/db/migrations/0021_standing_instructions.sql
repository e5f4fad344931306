CREATE TABLE "standing_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"request" jsonb NOT NULL,
	"source_account_id" uuid NOT NULL,
	"source_number" text NOT NULL,
	"payee" jsonb NOT NULL,
	"first_run_at" timestamp with time zone NOT NULL,
	"frequency" text,
	"ends_on" date,
	"max_runs" integer,
	"status" text NOT NULL,
	"occurrence" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"runs_made" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instruction_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempt" smallint NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"transaction_id" text,
	"claimed_until" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "standing_instructions" ADD CONSTRAINT "standing_instructions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_runs" ADD CONSTRAINT "standing_runs_instruction_id_standing_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."standing_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_instructions_customer_idx" ON "standing_instructions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "standing_instructions_due_idx" ON "standing_instructions" USING btree ("next_run_at") WHERE "standing_instructions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "standing_runs_occurrence_idx" ON "standing_runs" USING btree ("instruction_id","due_at","attempt");--> statement-breakpoint
CREATE INDEX "standing_runs_pending_idx" ON "standing_runs" USING btree ("run_at") WHERE "standing_runs"."status" = 'PENDING';