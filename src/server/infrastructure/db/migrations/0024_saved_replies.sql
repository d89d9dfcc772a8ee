CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" text NOT NULL,
	"organization_id" integer,
	"body_en" text NOT NULL,
	"body_de" text,
	"body_fr" text
);
--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_replies_name_idx" ON "saved_replies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "saved_replies_organization_id_idx" ON "saved_replies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "saved_replies_name_trgm_idx" ON "saved_replies" USING gin ("name" gin_trgm_ops);