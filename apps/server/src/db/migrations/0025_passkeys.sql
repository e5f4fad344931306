-- Passkeys (issue 18, decision 030): each customer's passkeys with their signature counters, the WebAuthn
-- challenges until answered (single-use), and the activity kinds of adding and removing one.
CREATE TABLE "passkey_ceremonies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"challenge" text NOT NULL,
	"customer_id" uuid,
	"session_id" uuid,
	"name" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced" boolean NOT NULL,
	"name" text NOT NULL,
	"device" text,
	"browser" text,
	"os" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_kind_known";--> statement-breakpoint
ALTER TABLE "passkey_ceremonies" ADD CONSTRAINT "passkey_ceremonies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey_ceremonies" ADD CONSTRAINT "passkey_ceremonies_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkey_ceremonies_expiry_idx" ON "passkey_ceremonies" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "passkeys_customer_idx" ON "passkeys" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_kind_known" CHECK ("activity_events"."kind" in ('sign-in', 'sign-in-failed', 'lockout', 'sign-out', 'idle-lock', 'unlock', 'password-changed', 'passkey-added', 'passkey-removed', 'profile-changed', 'beneficiary-added', 'beneficiary-edited', 'beneficiary-removed', 'favorite-added', 'favorite-changed', 'favorite-removed', 'limit-changed', 'code-sent', 'standing-instruction-set-up', 'standing-instruction-paused', 'standing-instruction-resumed', 'standing-instruction-cancelled', 'standing-instruction-amount-changed', 'session-signed-out', 'other-sessions-signed-out', 'notification-preferences-changed'));
