ALTER TABLE "organizations" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "summary_de_status" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "summary_de_source" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "eligibility_de_status" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "eligibility_de_source" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "summary_fr_status" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "summary_fr_source" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "eligibility_fr_status" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "eligibility_fr_source" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "title_de_status" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "title_de_source" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "body_de_status" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "body_de_source" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "title_fr_status" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "title_fr_source" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "body_fr_status" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "body_fr_source" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "allowance_de_status" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "allowance_de_source" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "body_de_status" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "body_de_source" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "allowance_fr_status" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "allowance_fr_source" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "body_fr_status" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "body_fr_source" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_de_status" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_de_source" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_de_status" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_de_source" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_fr_status" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_fr_source" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_fr_status" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_fr_source" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "title_de_status" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "title_de_source" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "title_fr_status" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "title_fr_source" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "title_de_status" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "title_de_source" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "title_fr_status" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "title_fr_source" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "eligibility_de_status" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "eligibility_de_source" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "eligibility_fr_status" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "eligibility_fr_source" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_de_status" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_de_source" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_fr_status" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_fr_source" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "summary_de_status" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "summary_de_source" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "eligibility_de_status" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "eligibility_de_source" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "summary_fr_status" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "summary_fr_source" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "eligibility_fr_status" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "eligibility_fr_source" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "summary_de_status" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "summary_de_source" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "body_de_status" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "body_de_source" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "summary_fr_status" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "summary_fr_source" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "body_fr_status" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "body_fr_source" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "name_de_status" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "name_de_source" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "description_de_status" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "description_de_source" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "name_fr_status" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "name_fr_source" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "description_fr_status" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "description_fr_source" text;--> statement-breakpoint
CREATE INDEX "organizations_description_de_status_idx" ON "organizations" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "organizations_description_fr_status_idx" ON "organizations" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "country_visas_name_de_status_idx" ON "country_visas" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "country_visas_summary_de_status_idx" ON "country_visas" USING btree ("summary_de_status");--> statement-breakpoint
CREATE INDEX "country_visas_eligibility_de_status_idx" ON "country_visas" USING btree ("eligibility_de_status");--> statement-breakpoint
CREATE INDEX "country_visas_name_fr_status_idx" ON "country_visas" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "country_visas_summary_fr_status_idx" ON "country_visas" USING btree ("summary_fr_status");--> statement-breakpoint
CREATE INDEX "country_visas_eligibility_fr_status_idx" ON "country_visas" USING btree ("eligibility_fr_status");--> statement-breakpoint
CREATE INDEX "course_guides_title_de_status_idx" ON "course_guides" USING btree ("title_de_status");--> statement-breakpoint
CREATE INDEX "course_guides_body_de_status_idx" ON "course_guides" USING btree ("body_de_status");--> statement-breakpoint
CREATE INDEX "course_guides_title_fr_status_idx" ON "course_guides" USING btree ("title_fr_status");--> statement-breakpoint
CREATE INDEX "course_guides_body_fr_status_idx" ON "course_guides" USING btree ("body_fr_status");--> statement-breakpoint
CREATE INDEX "courses_name_de_status_idx" ON "courses" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "courses_description_de_status_idx" ON "courses" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "courses_name_fr_status_idx" ON "courses" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "courses_description_fr_status_idx" ON "courses" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "customs_info_allowance_de_status_idx" ON "customs_info" USING btree ("allowance_de_status");--> statement-breakpoint
CREATE INDEX "customs_info_body_de_status_idx" ON "customs_info" USING btree ("body_de_status");--> statement-breakpoint
CREATE INDEX "customs_info_allowance_fr_status_idx" ON "customs_info" USING btree ("allowance_fr_status");--> statement-breakpoint
CREATE INDEX "customs_info_body_fr_status_idx" ON "customs_info" USING btree ("body_fr_status");--> statement-breakpoint
CREATE INDEX "faqs_question_de_status_idx" ON "faqs" USING btree ("question_de_status");--> statement-breakpoint
CREATE INDEX "faqs_answer_de_status_idx" ON "faqs" USING btree ("answer_de_status");--> statement-breakpoint
CREATE INDEX "faqs_question_fr_status_idx" ON "faqs" USING btree ("question_fr_status");--> statement-breakpoint
CREATE INDEX "faqs_answer_fr_status_idx" ON "faqs" USING btree ("answer_fr_status");--> statement-breakpoint
CREATE INDEX "insurance_benefits_title_de_status_idx" ON "insurance_benefits" USING btree ("title_de_status");--> statement-breakpoint
CREATE INDEX "insurance_benefits_description_de_status_idx" ON "insurance_benefits" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "insurance_benefits_title_fr_status_idx" ON "insurance_benefits" USING btree ("title_fr_status");--> statement-breakpoint
CREATE INDEX "insurance_benefits_description_fr_status_idx" ON "insurance_benefits" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "insurance_covers_name_de_status_idx" ON "insurance_covers" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "insurance_covers_description_de_status_idx" ON "insurance_covers" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "insurance_covers_name_fr_status_idx" ON "insurance_covers" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "insurance_covers_description_fr_status_idx" ON "insurance_covers" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "insurance_reasons_title_de_status_idx" ON "insurance_reasons" USING btree ("title_de_status");--> statement-breakpoint
CREATE INDEX "insurance_reasons_description_de_status_idx" ON "insurance_reasons" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "insurance_reasons_title_fr_status_idx" ON "insurance_reasons" USING btree ("title_fr_status");--> statement-breakpoint
CREATE INDEX "insurance_reasons_description_fr_status_idx" ON "insurance_reasons" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "loan_products_name_de_status_idx" ON "loan_products" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "loan_products_eligibility_de_status_idx" ON "loan_products" USING btree ("eligibility_de_status");--> statement-breakpoint
CREATE INDEX "loan_products_name_fr_status_idx" ON "loan_products" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "loan_products_eligibility_fr_status_idx" ON "loan_products" USING btree ("eligibility_fr_status");--> statement-breakpoint
CREATE INDEX "offers_title_de_status_idx" ON "offers" USING btree ("title_de_status");--> statement-breakpoint
CREATE INDEX "offers_description_de_status_idx" ON "offers" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "offers_title_fr_status_idx" ON "offers" USING btree ("title_fr_status");--> statement-breakpoint
CREATE INDEX "offers_description_fr_status_idx" ON "offers" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "pr_bundles_name_de_status_idx" ON "pr_bundles" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "pr_bundles_description_de_status_idx" ON "pr_bundles" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "pr_bundles_name_fr_status_idx" ON "pr_bundles" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "pr_bundles_description_fr_status_idx" ON "pr_bundles" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "pr_pathways_name_de_status_idx" ON "pr_pathways" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "pr_pathways_summary_de_status_idx" ON "pr_pathways" USING btree ("summary_de_status");--> statement-breakpoint
CREATE INDEX "pr_pathways_eligibility_de_status_idx" ON "pr_pathways" USING btree ("eligibility_de_status");--> statement-breakpoint
CREATE INDEX "pr_pathways_name_fr_status_idx" ON "pr_pathways" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "pr_pathways_summary_fr_status_idx" ON "pr_pathways" USING btree ("summary_fr_status");--> statement-breakpoint
CREATE INDEX "pr_pathways_eligibility_fr_status_idx" ON "pr_pathways" USING btree ("eligibility_fr_status");--> statement-breakpoint
CREATE INDEX "required_documents_name_de_status_idx" ON "required_documents" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "required_documents_description_de_status_idx" ON "required_documents" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "required_documents_name_fr_status_idx" ON "required_documents" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "required_documents_description_fr_status_idx" ON "required_documents" USING btree ("description_fr_status");--> statement-breakpoint
CREATE INDEX "travel_advice_summary_de_status_idx" ON "travel_advice" USING btree ("summary_de_status");--> statement-breakpoint
CREATE INDEX "travel_advice_body_de_status_idx" ON "travel_advice" USING btree ("body_de_status");--> statement-breakpoint
CREATE INDEX "travel_advice_summary_fr_status_idx" ON "travel_advice" USING btree ("summary_fr_status");--> statement-breakpoint
CREATE INDEX "travel_advice_body_fr_status_idx" ON "travel_advice" USING btree ("body_fr_status");--> statement-breakpoint
CREATE INDEX "visa_types_name_de_status_idx" ON "visa_types" USING btree ("name_de_status");--> statement-breakpoint
CREATE INDEX "visa_types_description_de_status_idx" ON "visa_types" USING btree ("description_de_status");--> statement-breakpoint
CREATE INDEX "visa_types_name_fr_status_idx" ON "visa_types" USING btree ("name_fr_status");--> statement-breakpoint
CREATE INDEX "visa_types_description_fr_status_idx" ON "visa_types" USING btree ("description_fr_status");--> statement-breakpoint
-- Carried over: each translation takes its language's status (a field without its translation is missing; the others
-- of a language missing elsewhere are current), and, where current, today's English text as the one it translates.
UPDATE "visa_types" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "country_visas" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "summary_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "summary_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "summary" END,
  "eligibility_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "eligibility_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "eligibility" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "summary_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "summary_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "summary" END,
  "eligibility_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "eligibility_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "eligibility" END;--> statement-breakpoint
UPDATE "travel_advice" SET
  "summary_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "summary_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "summary" END,
  "body_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "body_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "body" END,
  "summary_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "summary_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "summary" END,
  "body_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "body_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "body" END;--> statement-breakpoint
UPDATE "customs_info" SET
  "allowance_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("allowance"::text, '') <> '' AND coalesce("allowance_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "allowance_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("allowance"::text, '') <> '' AND coalesce("allowance_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "allowance" END,
  "body_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "body_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "body" END,
  "allowance_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("allowance"::text, '') <> '' AND coalesce("allowance_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "allowance_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("allowance"::text, '') <> '' AND coalesce("allowance_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "allowance" END,
  "body_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "body_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "body" END;--> statement-breakpoint
UPDATE "required_documents" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "faqs" SET
  "question_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("question"::text, '') <> '' AND coalesce("question_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "question_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("question"::text, '') <> '' AND coalesce("question_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "question" END,
  "answer_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("answer"::text, '') <> '' AND coalesce("answer_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "answer_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("answer"::text, '') <> '' AND coalesce("answer_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "answer" END,
  "question_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("question"::text, '') <> '' AND coalesce("question_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "question_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("question"::text, '') <> '' AND coalesce("question_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "question" END,
  "answer_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("answer"::text, '') <> '' AND coalesce("answer_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "answer_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("answer"::text, '') <> '' AND coalesce("answer_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "answer" END;--> statement-breakpoint
UPDATE "pr_pathways" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "summary_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "summary_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "summary" END,
  "eligibility_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "eligibility_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "eligibility" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "summary_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "summary_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("summary"::text, '') <> '' AND coalesce("summary_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "summary" END,
  "eligibility_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "eligibility_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "eligibility" END;--> statement-breakpoint
UPDATE "pr_bundles" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "course_guides" SET
  "title_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "body_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "body_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "body" END,
  "title_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "body_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "body_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("body"::text, '') <> '' AND coalesce("body_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "body" END;--> statement-breakpoint
UPDATE "courses" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "organizations" SET
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "insurance_covers" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "insurance_reasons" SET
  "title_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "title_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "insurance_benefits" SET
  "title_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "title_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "offers" SET
  "title_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "description_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END,
  "title_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "title_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("title"::text, '') <> '' AND coalesce("title_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "title" END,
  "description_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "description_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("description"::text, '') <> '' AND coalesce("description_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "description" END;--> statement-breakpoint
UPDATE "loan_products" SET
  "name_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "eligibility_de_status" = CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "eligibility_de_source" = CASE WHEN (CASE WHEN "translation_de" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_de"::text, '') = '' THEN 'missing' WHEN "translation_de" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "eligibility" END,
  "name_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "name_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("name"::text, '') <> '' AND coalesce("name_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "name" END,
  "eligibility_fr_status" = CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END,
  "eligibility_fr_source" = CASE WHEN (CASE WHEN "translation_fr" IS NULL THEN NULL WHEN coalesce("eligibility"::text, '') <> '' AND coalesce("eligibility_fr"::text, '') = '' THEN 'missing' WHEN "translation_fr" = 'outdated' THEN 'outdated' ELSE 'current' END) = 'current' THEN "eligibility" END;
