CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"iso2" text NOT NULL,
	"iso3" text,
	"name" text NOT NULL,
	"name_de" text,
	"name_fr" text,
	"region" text,
	"capital" text,
	"currency_code" text,
	"calling_code" text,
	"summary" text,
	"is_destination" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_visas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"country_id" integer NOT NULL,
	"visa_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"summary" text,
	"eligibility" text,
	"processing_days_min" integer,
	"processing_days_max" integer,
	"validity_days" integer,
	"max_stay_days" integer,
	"entries" text,
	"fee_amount" numeric(14, 2),
	"fee_currency" text,
	"is_evisa" boolean DEFAULT false NOT NULL,
	"apply_url" text,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"level" text,
	"body" text,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"country_id" integer NOT NULL,
	"category" text NOT NULL,
	"allowance" text,
	"body" text,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "data_variables" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"value" text,
	"value_type" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"scope" text NOT NULL,
	"organization_id" integer,
	"country_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"country_id" integer,
	"unit_group" text,
	"skill_level" integer,
	"assessing_authority" text,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"pr_pathway_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pr_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" text NOT NULL,
	"description" text,
	"pr_pathway_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price" numeric(14, 2),
	"currency" text,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration_days" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pr_pathways" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"category" text,
	"summary" text,
	"eligibility" text,
	"is_points_tested" boolean DEFAULT false NOT NULL,
	"min_points" integer,
	"age_limit" integer,
	"processing_months_min" integer,
	"processing_months_max" integer,
	"fee_amount" numeric(14, 2),
	"fee_currency" text,
	"official_url" text,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pr_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"pr_pathway_id" integer NOT NULL,
	"factor" text NOT NULL,
	"criterion" text NOT NULL,
	"points" integer NOT NULL,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "required_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"scope" text NOT NULL,
	"country_visa_id" integer,
	"pr_pathway_id" integer,
	"organization_id" integer,
	"name" text NOT NULL,
	"description" text,
	"is_mandatory" boolean DEFAULT true NOT NULL,
	"accepted_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "travel_advice" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"country_id" integer NOT NULL,
	"advisory_level" integer NOT NULL,
	"summary" text,
	"body" text,
	"source_url" text,
	"reviewed_at" date
);
--> statement-breakpoint
CREATE TABLE "visa_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"country_visa_id" integer NOT NULL,
	"title" text NOT NULL,
	"form_code" text,
	"language" text,
	"file" text,
	"url" text,
	"version_date" date,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"passport_country_id" integer NOT NULL,
	"destination_country_id" integer NOT NULL,
	"requirement" text NOT NULL,
	"max_stay_days" integer,
	"country_visa_id" integer,
	"notes" text,
	"source" text,
	"checked_at" date
);
--> statement-breakpoint
CREATE TABLE "visa_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"icon" text,
	"sort_order" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_visas" ADD CONSTRAINT "country_visas_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_visas" ADD CONSTRAINT "country_visas_visa_type_id_visa_types_id_fk" FOREIGN KEY ("visa_type_id") REFERENCES "public"."visa_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_info" ADD CONSTRAINT "customs_info_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD CONSTRAINT "pr_pathways_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pr_points" ADD CONSTRAINT "pr_points_pr_pathway_id_pr_pathways_id_fk" FOREIGN KEY ("pr_pathway_id") REFERENCES "public"."pr_pathways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_documents" ADD CONSTRAINT "required_documents_country_visa_id_country_visas_id_fk" FOREIGN KEY ("country_visa_id") REFERENCES "public"."country_visas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_documents" ADD CONSTRAINT "required_documents_pr_pathway_id_pr_pathways_id_fk" FOREIGN KEY ("pr_pathway_id") REFERENCES "public"."pr_pathways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_documents" ADD CONSTRAINT "required_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD CONSTRAINT "travel_advice_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_forms" ADD CONSTRAINT "visa_forms_country_visa_id_country_visas_id_fk" FOREIGN KEY ("country_visa_id") REFERENCES "public"."country_visas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_passport_country_id_countries_id_fk" FOREIGN KEY ("passport_country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_destination_country_id_countries_id_fk" FOREIGN KEY ("destination_country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_country_visa_id_country_visas_id_fk" FOREIGN KEY ("country_visa_id") REFERENCES "public"."country_visas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_key" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE INDEX "countries_iso3_idx" ON "countries" USING btree ("iso3");--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "countries_region_idx" ON "countries" USING btree ("region");--> statement-breakpoint
CREATE INDEX "countries_capital_idx" ON "countries" USING btree ("capital");--> statement-breakpoint
CREATE INDEX "countries_currency_code_idx" ON "countries" USING btree ("currency_code");--> statement-breakpoint
CREATE INDEX "countries_is_destination_idx" ON "countries" USING btree ("is_destination");--> statement-breakpoint
CREATE INDEX "countries_is_published_idx" ON "countries" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "country_visas_country_id_idx" ON "country_visas" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "country_visas_visa_type_id_idx" ON "country_visas" USING btree ("visa_type_id");--> statement-breakpoint
CREATE INDEX "country_visas_name_idx" ON "country_visas" USING btree ("name");--> statement-breakpoint
CREATE INDEX "country_visas_code_idx" ON "country_visas" USING btree ("code");--> statement-breakpoint
CREATE INDEX "country_visas_processing_days_min_idx" ON "country_visas" USING btree ("processing_days_min");--> statement-breakpoint
CREATE INDEX "country_visas_processing_days_max_idx" ON "country_visas" USING btree ("processing_days_max");--> statement-breakpoint
CREATE INDEX "country_visas_max_stay_days_idx" ON "country_visas" USING btree ("max_stay_days");--> statement-breakpoint
CREATE INDEX "country_visas_entries_idx" ON "country_visas" USING btree ("entries");--> statement-breakpoint
CREATE INDEX "country_visas_fee_amount_idx" ON "country_visas" USING btree ("fee_amount");--> statement-breakpoint
CREATE INDEX "country_visas_is_evisa_idx" ON "country_visas" USING btree ("is_evisa");--> statement-breakpoint
CREATE INDEX "country_visas_is_published_idx" ON "country_visas" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "course_guides_title_idx" ON "course_guides" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "course_guides_slug_key" ON "course_guides" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "course_guides_level_idx" ON "course_guides" USING btree ("level");--> statement-breakpoint
CREATE INDEX "course_guides_is_published_idx" ON "course_guides" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "customs_info_country_id_idx" ON "customs_info" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "customs_info_category_idx" ON "customs_info" USING btree ("category");--> statement-breakpoint
CREATE INDEX "data_variables_scope_idx" ON "data_variables" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "data_variables_key_idx" ON "data_variables" USING btree ("key");--> statement-breakpoint
CREATE INDEX "data_variables_value_type_idx" ON "data_variables" USING btree ("value_type");--> statement-breakpoint
CREATE UNIQUE INDEX "data_variables_scope_key_key" ON "data_variables" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "faqs_scope_idx" ON "faqs" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "faqs_organization_id_idx" ON "faqs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "faqs_country_id_idx" ON "faqs" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "faqs_question_idx" ON "faqs" USING btree ("question");--> statement-breakpoint
CREATE INDEX "faqs_sort_order_idx" ON "faqs" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "faqs_is_published_idx" ON "faqs" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "occupations_code_idx" ON "occupations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "occupations_title_idx" ON "occupations" USING btree ("title");--> statement-breakpoint
CREATE INDEX "occupations_country_id_idx" ON "occupations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "occupations_unit_group_idx" ON "occupations" USING btree ("unit_group");--> statement-breakpoint
CREATE INDEX "occupations_skill_level_idx" ON "occupations" USING btree ("skill_level");--> statement-breakpoint
CREATE INDEX "occupations_assessing_authority_idx" ON "occupations" USING btree ("assessing_authority");--> statement-breakpoint
CREATE INDEX "occupations_lists_idx" ON "occupations" USING gin ("lists");--> statement-breakpoint
CREATE INDEX "occupations_pr_pathway_ids_idx" ON "occupations" USING gin ("pr_pathway_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "occupations_code_country_id_key" ON "occupations" USING btree ("code","country_id");--> statement-breakpoint
CREATE INDEX "pr_bundles_name_idx" ON "pr_bundles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pr_bundles_pr_pathway_ids_idx" ON "pr_bundles" USING gin ("pr_pathway_ids");--> statement-breakpoint
CREATE INDEX "pr_bundles_price_idx" ON "pr_bundles" USING btree ("price");--> statement-breakpoint
CREATE INDEX "pr_bundles_duration_days_idx" ON "pr_bundles" USING btree ("duration_days");--> statement-breakpoint
CREATE INDEX "pr_bundles_is_active_idx" ON "pr_bundles" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "pr_pathways_country_id_idx" ON "pr_pathways" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "pr_pathways_name_idx" ON "pr_pathways" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pr_pathways_code_idx" ON "pr_pathways" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pr_pathways_category_idx" ON "pr_pathways" USING btree ("category");--> statement-breakpoint
CREATE INDEX "pr_pathways_is_points_tested_idx" ON "pr_pathways" USING btree ("is_points_tested");--> statement-breakpoint
CREATE INDEX "pr_pathways_min_points_idx" ON "pr_pathways" USING btree ("min_points");--> statement-breakpoint
CREATE INDEX "pr_pathways_processing_months_min_idx" ON "pr_pathways" USING btree ("processing_months_min");--> statement-breakpoint
CREATE INDEX "pr_pathways_processing_months_max_idx" ON "pr_pathways" USING btree ("processing_months_max");--> statement-breakpoint
CREATE INDEX "pr_pathways_fee_amount_idx" ON "pr_pathways" USING btree ("fee_amount");--> statement-breakpoint
CREATE INDEX "pr_pathways_is_published_idx" ON "pr_pathways" USING btree ("is_published");--> statement-breakpoint
CREATE INDEX "pr_points_pr_pathway_id_idx" ON "pr_points" USING btree ("pr_pathway_id");--> statement-breakpoint
CREATE INDEX "pr_points_factor_idx" ON "pr_points" USING btree ("factor");--> statement-breakpoint
CREATE INDEX "pr_points_points_idx" ON "pr_points" USING btree ("points");--> statement-breakpoint
CREATE INDEX "pr_points_sort_order_idx" ON "pr_points" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "required_documents_scope_idx" ON "required_documents" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "required_documents_country_visa_id_idx" ON "required_documents" USING btree ("country_visa_id");--> statement-breakpoint
CREATE INDEX "required_documents_pr_pathway_id_idx" ON "required_documents" USING btree ("pr_pathway_id");--> statement-breakpoint
CREATE INDEX "required_documents_organization_id_idx" ON "required_documents" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "required_documents_name_idx" ON "required_documents" USING btree ("name");--> statement-breakpoint
CREATE INDEX "required_documents_is_mandatory_idx" ON "required_documents" USING btree ("is_mandatory");--> statement-breakpoint
CREATE INDEX "required_documents_sort_order_idx" ON "required_documents" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "travel_advice_country_id_idx" ON "travel_advice" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "travel_advice_advisory_level_idx" ON "travel_advice" USING btree ("advisory_level");--> statement-breakpoint
CREATE INDEX "travel_advice_reviewed_at_idx" ON "travel_advice" USING btree ("reviewed_at");--> statement-breakpoint
CREATE INDEX "visa_forms_country_visa_id_idx" ON "visa_forms" USING btree ("country_visa_id");--> statement-breakpoint
CREATE INDEX "visa_forms_title_idx" ON "visa_forms" USING btree ("title");--> statement-breakpoint
CREATE INDEX "visa_forms_language_idx" ON "visa_forms" USING btree ("language");--> statement-breakpoint
CREATE INDEX "visa_forms_version_date_idx" ON "visa_forms" USING btree ("version_date");--> statement-breakpoint
CREATE INDEX "visa_forms_is_active_idx" ON "visa_forms" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "visa_requirements_passport_country_id_idx" ON "visa_requirements" USING btree ("passport_country_id");--> statement-breakpoint
CREATE INDEX "visa_requirements_destination_country_id_idx" ON "visa_requirements" USING btree ("destination_country_id");--> statement-breakpoint
CREATE INDEX "visa_requirements_requirement_idx" ON "visa_requirements" USING btree ("requirement");--> statement-breakpoint
CREATE INDEX "visa_requirements_max_stay_days_idx" ON "visa_requirements" USING btree ("max_stay_days");--> statement-breakpoint
CREATE INDEX "visa_requirements_country_visa_id_idx" ON "visa_requirements" USING btree ("country_visa_id");--> statement-breakpoint
CREATE INDEX "visa_requirements_source_idx" ON "visa_requirements" USING btree ("source");--> statement-breakpoint
CREATE INDEX "visa_requirements_checked_at_idx" ON "visa_requirements" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_requirements_passport_country_id_destination_country_id_key" ON "visa_requirements" USING btree ("passport_country_id","destination_country_id");--> statement-breakpoint
CREATE INDEX "visa_types_name_idx" ON "visa_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_types_slug_key" ON "visa_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "visa_types_sort_order_idx" ON "visa_types" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "visa_types_is_active_idx" ON "visa_types" USING btree ("is_active");