ALTER TABLE "organizations" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_guides" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_benefits" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_covers" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_reasons" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_bundles" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_pathways" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "required_documents" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "publish_de_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_types" ADD COLUMN "publish_fr_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "organizations_publish_de_anyway_idx" ON "organizations" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "organizations_publish_fr_anyway_idx" ON "organizations" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "country_visas_publish_de_anyway_idx" ON "country_visas" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "country_visas_publish_fr_anyway_idx" ON "country_visas" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "course_guides_publish_de_anyway_idx" ON "course_guides" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "course_guides_publish_fr_anyway_idx" ON "course_guides" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "courses_publish_de_anyway_idx" ON "courses" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "courses_publish_fr_anyway_idx" ON "courses" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "customs_info_publish_de_anyway_idx" ON "customs_info" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "customs_info_publish_fr_anyway_idx" ON "customs_info" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "faqs_publish_de_anyway_idx" ON "faqs" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "faqs_publish_fr_anyway_idx" ON "faqs" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "insurance_benefits_publish_de_anyway_idx" ON "insurance_benefits" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "insurance_benefits_publish_fr_anyway_idx" ON "insurance_benefits" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "insurance_covers_publish_de_anyway_idx" ON "insurance_covers" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "insurance_covers_publish_fr_anyway_idx" ON "insurance_covers" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "insurance_reasons_publish_de_anyway_idx" ON "insurance_reasons" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "insurance_reasons_publish_fr_anyway_idx" ON "insurance_reasons" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "loan_products_publish_de_anyway_idx" ON "loan_products" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "loan_products_publish_fr_anyway_idx" ON "loan_products" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "offers_publish_de_anyway_idx" ON "offers" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "offers_publish_fr_anyway_idx" ON "offers" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "pr_bundles_publish_de_anyway_idx" ON "pr_bundles" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "pr_bundles_publish_fr_anyway_idx" ON "pr_bundles" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "pr_pathways_publish_de_anyway_idx" ON "pr_pathways" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "pr_pathways_publish_fr_anyway_idx" ON "pr_pathways" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "required_documents_publish_de_anyway_idx" ON "required_documents" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "required_documents_publish_fr_anyway_idx" ON "required_documents" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "travel_advice_publish_de_anyway_idx" ON "travel_advice" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "travel_advice_publish_fr_anyway_idx" ON "travel_advice" USING btree ("publish_fr_anyway");--> statement-breakpoint
CREATE INDEX "visa_types_publish_de_anyway_idx" ON "visa_types" USING btree ("publish_de_anyway");--> statement-breakpoint
CREATE INDEX "visa_types_publish_fr_anyway_idx" ON "visa_types" USING btree ("publish_fr_anyway");