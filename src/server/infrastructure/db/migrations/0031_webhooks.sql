CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"webhook_id" integer NOT NULL,
	"event" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret" text
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_id_idx" ON "webhook_deliveries" USING btree ("webhook_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_resource_idx" ON "webhook_deliveries" USING btree ("resource");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_record_id_idx" ON "webhook_deliveries" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_delivery_id_key" ON "webhook_deliveries" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_attempts_idx" ON "webhook_deliveries" USING btree ("attempts");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_next_attempt_at_idx" ON "webhook_deliveries" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_delivered_at_idx" ON "webhook_deliveries" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_delivery_id_trgm_idx" ON "webhook_deliveries" USING gin ("delivery_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhooks_name_idx" ON "webhooks" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_url_key" ON "webhooks" USING btree ("url");--> statement-breakpoint
CREATE INDEX "webhooks_active_idx" ON "webhooks" USING btree ("active");--> statement-breakpoint
CREATE INDEX "webhooks_name_trgm_idx" ON "webhooks" USING gin ("name" gin_trgm_ops);