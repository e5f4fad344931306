CREATE TABLE "location_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"division" text NOT NULL,
	CONSTRAINT "location_areas_type_division_key" UNIQUE("type_id","division")
);
--> statement-breakpoint
CREATE TABLE "location_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "location_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"routing_number" text NOT NULL,
	"phone_numbers" text[] NOT NULL,
	"emails" text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "locations_routing_number_format" CHECK ("locations"."routing_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "locations_latitude_range" CHECK ("locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude_range" CHECK ("locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "location_areas" ADD CONSTRAINT "location_areas_type_id_location_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."location_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_area_id_location_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."location_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_area_name_idx" ON "locations" USING btree ("area_id","name");