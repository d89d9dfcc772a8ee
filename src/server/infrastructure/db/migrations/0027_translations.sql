ALTER TABLE "organizations" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "summary_de" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "eligibility_de" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "summary_fr" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "eligibility_fr" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "title_de" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "body_de" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "body_fr" text;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "allowance_de" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "body_de" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "allowance_fr" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "body_fr" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_de" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_de" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_fr" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_fr" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "title_de" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "title_de" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "eligibility_de" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "eligibility_fr" text;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_de" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "summary_de" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "eligibility_de" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "summary_fr" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "eligibility_fr" text;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "summary_de" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "body_de" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "summary_fr" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "body_fr" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "translation_fr" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "translation_de" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "translation_fr" text;--> statement-breakpoint
CREATE INDEX "organizations_translation_de_idx" ON "organizations" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "organizations_translation_fr_idx" ON "organizations" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "country_visas_translation_de_idx" ON "country_visas" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "country_visas_translation_fr_idx" ON "country_visas" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "course_guides_translation_de_idx" ON "course_guides" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "course_guides_translation_fr_idx" ON "course_guides" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "courses_translation_de_idx" ON "courses" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "courses_translation_fr_idx" ON "courses" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "customs_info_translation_de_idx" ON "customs_info" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "customs_info_translation_fr_idx" ON "customs_info" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "faqs_translation_de_idx" ON "faqs" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "faqs_translation_fr_idx" ON "faqs" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "insurance_benefits_translation_de_idx" ON "insurance_benefits" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "insurance_benefits_translation_fr_idx" ON "insurance_benefits" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "insurance_covers_translation_de_idx" ON "insurance_covers" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "insurance_covers_translation_fr_idx" ON "insurance_covers" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "insurance_reasons_translation_de_idx" ON "insurance_reasons" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "insurance_reasons_translation_fr_idx" ON "insurance_reasons" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "loan_products_translation_de_idx" ON "loan_products" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "loan_products_translation_fr_idx" ON "loan_products" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "offers_translation_de_idx" ON "offers" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "offers_translation_fr_idx" ON "offers" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "pr_bundles_translation_de_idx" ON "pr_bundles" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "pr_bundles_translation_fr_idx" ON "pr_bundles" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "pr_pathways_translation_de_idx" ON "pr_pathways" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "pr_pathways_translation_fr_idx" ON "pr_pathways" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "required_documents_translation_de_idx" ON "required_documents" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "required_documents_translation_fr_idx" ON "required_documents" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "travel_advice_translation_de_idx" ON "travel_advice" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "travel_advice_translation_fr_idx" ON "travel_advice" USING btree ("translation_fr");--> statement-breakpoint
CREATE INDEX "visa_types_translation_de_idx" ON "visa_types" USING btree ("translation_de");--> statement-breakpoint
CREATE INDEX "visa_types_translation_fr_idx" ON "visa_types" USING btree ("translation_fr");--> statement-breakpoint
-- Rows written before translations: a language is missing where the record has text to translate.
UPDATE "visa_types" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "country_visas" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("summary", '') <> '' OR coalesce("eligibility", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("summary", '') <> '' OR coalesce("eligibility", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "travel_advice" SET "translation_de" = CASE WHEN coalesce("summary", '') <> '' OR coalesce("body", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("summary", '') <> '' OR coalesce("body", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "customs_info" SET "translation_de" = CASE WHEN coalesce("allowance", '') <> '' OR coalesce("body", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("allowance", '') <> '' OR coalesce("body", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "required_documents" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "faqs" SET "translation_de" = CASE WHEN coalesce("question", '') <> '' OR coalesce("answer", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("question", '') <> '' OR coalesce("answer", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "pr_pathways" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("summary", '') <> '' OR coalesce("eligibility", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("summary", '') <> '' OR coalesce("eligibility", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "pr_bundles" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "course_guides" SET "translation_de" = CASE WHEN coalesce("title", '') <> '' OR coalesce("body", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("title", '') <> '' OR coalesce("body", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "courses" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "organizations" SET "translation_de" = CASE WHEN coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "insurance_covers" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "insurance_reasons" SET "translation_de" = CASE WHEN coalesce("title", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("title", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "insurance_benefits" SET "translation_de" = CASE WHEN coalesce("title", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("title", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "offers" SET "translation_de" = CASE WHEN coalesce("title", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("title", '') <> '' OR coalesce("description", '') <> '' THEN 'missing' ELSE 'current' END;--> statement-breakpoint
UPDATE "loan_products" SET "translation_de" = CASE WHEN coalesce("name", '') <> '' OR coalesce("eligibility", '') <> '' THEN 'missing' ELSE 'current' END, "translation_fr" = CASE WHEN coalesce("name", '') <> '' OR coalesce("eligibility", '') <> '' THEN 'missing' ELSE 'current' END;
