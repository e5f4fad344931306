CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"number" text NOT NULL,
	"network" text NOT NULL,
	"product_name" text NOT NULL,
	"name_on_card" text NOT NULL,
	"account_id" uuid,
	"expires_on" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"block_reason" text,
	"tagged" boolean DEFAULT true NOT NULL,
	"online_enabled" boolean DEFAULT true NOT NULL,
	"international_enabled" boolean DEFAULT false NOT NULL,
	"atm_enabled" boolean DEFAULT true NOT NULL,
	"spend_limit" bigint NOT NULL,
	"atm_limit" bigint NOT NULL,
	"request_id" uuid,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cards_number_format" CHECK ("cards"."number" ~ '^[0-9]{16}$'),
	CONSTRAINT "cards_limits_positive" CHECK ("cards"."spend_limit" > 0 AND "cards"."atm_limit" > 0),
	CONSTRAINT "cards_block_reason" CHECK (("cards"."status" = 'blocked') = ("cards"."block_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_kind_known";--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_number_idx" ON "cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_request_idx" ON "cards" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cards_customer_idx" ON "cards" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_kind_known" CHECK ("activity_events"."kind" in ('sign-in', 'sign-in-failed', 'lockout', 'sign-out', 'idle-lock', 'unlock', 'password-changed', 'passkey-added', 'passkey-removed', 'profile-changed', 'beneficiary-added', 'beneficiary-edited', 'beneficiary-removed', 'favorite-added', 'favorite-changed', 'favorite-removed', 'limit-changed', 'code-sent', 'standing-instruction-set-up', 'standing-instruction-paused', 'standing-instruction-resumed', 'standing-instruction-cancelled', 'standing-instruction-amount-changed', 'session-signed-out', 'other-sessions-signed-out', 'notification-preferences-changed', 'loan-instalment-paid', 'fdr-opened', 'transaction-blocked', 'transaction-unblocked', 'card-blocked', 'card-unblocked', 'card-controls-changed', 'card-tagged'));