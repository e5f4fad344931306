-- Settings (issue 18, decision 031): devices customers have signed in from, their SMS alert choices, their profile
-- pictures, how each session signed in, and the activity kinds of signing out other sessions and of alert choices.
CREATE TABLE "known_devices" (
	"customer_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_customer_id_device_id_pk" PRIMARY KEY("customer_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"sms_money_sent" boolean DEFAULT false NOT NULL,
	"sms_money_received" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_pictures_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_kind_known";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sign_in_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_kind_known" CHECK ("activity_events"."kind" in ('sign-in', 'sign-in-failed', 'lockout', 'sign-out', 'idle-lock', 'unlock', 'password-changed', 'profile-changed', 'beneficiary-added', 'beneficiary-edited', 'beneficiary-removed', 'favorite-added', 'favorite-changed', 'favorite-removed', 'limit-changed', 'code-sent', 'standing-instruction-set-up', 'standing-instruction-paused', 'standing-instruction-resumed', 'standing-instruction-cancelled', 'standing-instruction-amount-changed', 'session-signed-out', 'other-sessions-signed-out', 'notification-preferences-changed'));--> statement-breakpoint
-- The devices customers have signed in from so far are known: only devices first seen from now on are alerted.
INSERT INTO "known_devices" ("customer_id", "device_id", "first_seen_at")
  SELECT "customer_id", "device_id", min("created_at") FROM "sessions" GROUP BY "customer_id", "device_id";
