CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"field_of_study" text,
	"duration_months" integer,
	"tuition_fee" numeric(14, 2),
	"currency" text,
	"intakes" text[] DEFAULT '{}'::text[] NOT NULL,
	"study_mode" text,
	"language_of_instruction" text,
	"min_ielts" numeric(14, 1),
	"min_toefl" integer,
	"application_deadline" date,
	"description" text,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"cover_id" integer,
	"title" text NOT NULL,
	"description" text,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "insurance_covers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover_type" text,
	"description" text,
	"sum_insured" numeric(14, 2),
	"currency" text,
	"premium_from" numeric(14, 2),
	"premium_period" text,
	"min_age" integer,
	"max_age" integer,
	"is_recommended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon" text,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "loan_consultant_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"label" text,
	"location" text NOT NULL,
	"address" text,
	"city" text,
	"district" text,
	"state" text,
	"country" text,
	"phone" text,
	"email" text,
	"opening_hours" text,
	"latitude" numeric(14, 6),
	"longitude" numeric(14, 6)
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"loan_type" text NOT NULL,
	"interest_rate_min" numeric(14, 2),
	"interest_rate_max" numeric(14, 2),
	"min_amount" numeric(14, 2),
	"max_amount" numeric(14, 2),
	"currency" text,
	"tenure_months_max" integer,
	"processing_fee_percent" numeric(14, 2),
	"collateral_required" boolean DEFAULT false NOT NULL,
	"eligibility" text,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"discount_percent" integer,
	"promo_code" text,
	"valid_from" date,
	"valid_to" date,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"label" text,
	"location" text NOT NULL,
	"address" text,
	"city" text,
	"district" text,
	"state" text,
	"country" text,
	"phone" text,
	"email" text,
	"opening_hours" text,
	"latitude" numeric(14, 6),
	"longitude" numeric(14, 6)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"organization_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"job_title" text,
	"email" text,
	"phone" text,
	"photo" text,
	"registration_number" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "rating" numeric(14, 1);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "coverage_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "university_type" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "established_year" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "world_ranking" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "intakes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "regulator" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "languages_spoken" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "languages_taught" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "exams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bank_type" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "min_loan" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_loan" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD CONSTRAINT "insurance_benefits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD CONSTRAINT "insurance_benefits_cover_id_insurance_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."insurance_covers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD CONSTRAINT "insurance_covers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD CONSTRAINT "insurance_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_consultant_locations" ADD CONSTRAINT "loan_consultant_locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_organization_id_idx" ON "courses" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "courses_level_idx" ON "courses" USING btree ("level");--> statement-breakpoint
CREATE INDEX "courses_field_of_study_idx" ON "courses" USING btree ("field_of_study");--> statement-breakpoint
CREATE INDEX "courses_duration_months_idx" ON "courses" USING btree ("duration_months");--> statement-breakpoint
CREATE INDEX "courses_tuition_fee_idx" ON "courses" USING btree ("tuition_fee");--> statement-breakpoint
CREATE INDEX "courses_study_mode_idx" ON "courses" USING btree ("study_mode");--> statement-breakpoint
CREATE INDEX "courses_language_of_instruction_idx" ON "courses" USING btree ("language_of_instruction");--> statement-breakpoint
CREATE INDEX "courses_application_deadline_idx" ON "courses" USING btree ("application_deadline");--> statement-breakpoint
CREATE INDEX "courses_is_published_idx" ON "courses" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "insurance_benefits_organization_id_idx" ON "insurance_benefits" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "insurance_benefits_cover_id_idx" ON "insurance_benefits" USING btree ("cover_id");--> statement-breakpoint
CREATE INDEX "insurance_benefits_title_idx" ON "insurance_benefits" USING btree ("title");--> statement-breakpoint
CREATE INDEX "insurance_benefits_is_highlighted_idx" ON "insurance_benefits" USING btree ("is_highlighted");--> statement-breakpoint
CREATE INDEX "insurance_benefits_sort_order_idx" ON "insurance_benefits" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "insurance_covers_organization_id_idx" ON "insurance_covers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "insurance_covers_name_idx" ON "insurance_covers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "insurance_covers_cover_type_idx" ON "insurance_covers" USING btree ("cover_type");--> statement-breakpoint
CREATE INDEX "insurance_covers_sum_insured_idx" ON "insurance_covers" USING btree ("sum_insured");--> statement-breakpoint
CREATE INDEX "insurance_covers_premium_from_idx" ON "insurance_covers" USING btree ("premium_from");--> statement-breakpoint
CREATE INDEX "insurance_covers_premium_period_idx" ON "insurance_covers" USING btree ("premium_period");--> statement-breakpoint
CREATE INDEX "insurance_covers_is_recommended_idx" ON "insurance_covers" USING btree ("is_recommended");--> statement-breakpoint
CREATE INDEX "insurance_reasons_organization_id_idx" ON "insurance_reasons" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "insurance_reasons_title_idx" ON "insurance_reasons" USING btree ("title");--> statement-breakpoint
CREATE INDEX "insurance_reasons_sort_order_idx" ON "insurance_reasons" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "loan_consultant_locations_organization_id_idx" ON "loan_consultant_locations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "loan_consultant_locations_label_idx" ON "loan_consultant_locations" USING btree ("label");--> statement-breakpoint
CREATE INDEX "loan_consultant_locations_city_idx" ON "loan_consultant_locations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "loan_consultant_locations_state_idx" ON "loan_consultant_locations" USING btree ("state");--> statement-breakpoint
CREATE INDEX "loan_consultant_locations_country_idx" ON "loan_consultant_locations" USING btree ("country");--> statement-breakpoint
CREATE INDEX "loan_products_organization_id_idx" ON "loan_products" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "loan_products_name_idx" ON "loan_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "loan_products_loan_type_idx" ON "loan_products" USING btree ("loan_type");--> statement-breakpoint
CREATE INDEX "loan_products_interest_rate_min_idx" ON "loan_products" USING btree ("interest_rate_min");--> statement-breakpoint
CREATE INDEX "loan_products_interest_rate_max_idx" ON "loan_products" USING btree ("interest_rate_max");--> statement-breakpoint
CREATE INDEX "loan_products_max_amount_idx" ON "loan_products" USING btree ("max_amount");--> statement-breakpoint
CREATE INDEX "loan_products_collateral_required_idx" ON "loan_products" USING btree ("collateral_required");--> statement-breakpoint
CREATE INDEX "loan_products_is_published_idx" ON "loan_products" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "offers_organization_id_idx" ON "offers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "offers_title_idx" ON "offers" USING btree ("title");--> statement-breakpoint
CREATE INDEX "offers_discount_percent_idx" ON "offers" USING btree ("discount_percent");--> statement-breakpoint
CREATE INDEX "offers_valid_from_idx" ON "offers" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "offers_valid_to_idx" ON "offers" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "offers_is_active_idx" ON "offers" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "service_locations_organization_id_idx" ON "service_locations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "service_locations_label_idx" ON "service_locations" USING btree ("label");--> statement-breakpoint
CREATE INDEX "service_locations_city_idx" ON "service_locations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "service_locations_state_idx" ON "service_locations" USING btree ("state");--> statement-breakpoint
CREATE INDEX "service_locations_country_idx" ON "service_locations" USING btree ("country");--> statement-breakpoint
CREATE INDEX "staff_organization_id_idx" ON "staff" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "staff_full_name_idx" ON "staff" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "staff_is_active_idx" ON "staff" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "staff_sort_order_idx" ON "staff" USING btree ("sort_order");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "organizations_city_idx" ON "organizations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "organizations_state_idx" ON "organizations" USING btree ("state");--> statement-breakpoint
CREATE INDEX "organizations_country_idx" ON "organizations" USING btree ("country");--> statement-breakpoint
CREATE INDEX "organizations_country_id_idx" ON "organizations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "organizations_is_published_idx" ON "organizations" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "organizations_is_verified_idx" ON "organizations" USING btree ("is_verified");--> statement-breakpoint
CREATE INDEX "organizations_rating_idx" ON "organizations" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "organizations_university_type_idx" ON "organizations" USING btree ("university_type");--> statement-breakpoint
CREATE INDEX "organizations_established_year_idx" ON "organizations" USING btree ("established_year");--> statement-breakpoint
CREATE INDEX "organizations_world_ranking_idx" ON "organizations" USING btree ("world_ranking");--> statement-breakpoint
CREATE INDEX "organizations_bank_type_idx" ON "organizations" USING btree ("bank_type");