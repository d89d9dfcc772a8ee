CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"organization_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"nationality" text,
	"destination" text,
	"message" text NOT NULL,
	"company_name" text,
	"partner_type" text,
	"course_id" integer,
	"loan_product_id" integer,
	"cover_id" integer,
	"offer_id" integer,
	"assigned_to" integer,
	"internal_notes" text,
	"consent" boolean DEFAULT false NOT NULL,
	"source_url" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_loan_product_id_loan_products_id_fk" FOREIGN KEY ("loan_product_id") REFERENCES "public"."loan_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_cover_id_insurance_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."insurance_covers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_kind_idx" ON "enquiries" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "enquiries_organization_id_idx" ON "enquiries" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "enquiries_full_name_idx" ON "enquiries" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "enquiries_nationality_idx" ON "enquiries" USING btree ("nationality");--> statement-breakpoint
CREATE INDEX "enquiries_destination_idx" ON "enquiries" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "enquiries_partner_type_idx" ON "enquiries" USING btree ("partner_type");--> statement-breakpoint
CREATE INDEX "enquiries_course_id_idx" ON "enquiries" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "enquiries_loan_product_id_idx" ON "enquiries" USING btree ("loan_product_id");--> statement-breakpoint
CREATE INDEX "enquiries_cover_id_idx" ON "enquiries" USING btree ("cover_id");--> statement-breakpoint
CREATE INDEX "enquiries_offer_id_idx" ON "enquiries" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_to_idx" ON "enquiries" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "enquiries_consent_idx" ON "enquiries" USING btree ("consent");--> statement-breakpoint
CREATE INDEX "enquiries_utm_source_idx" ON "enquiries" USING btree ("utm_source");--> statement-breakpoint
CREATE INDEX "enquiries_utm_medium_idx" ON "enquiries" USING btree ("utm_medium");--> statement-breakpoint
CREATE INDEX "enquiries_utm_campaign_idx" ON "enquiries" USING btree ("utm_campaign");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_id_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_organization_id_created_at_id_idx" ON "enquiries" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_kind_created_at_id_idx" ON "enquiries" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_at_id_idx" ON "enquiries" USING btree ("status","created_at","id");