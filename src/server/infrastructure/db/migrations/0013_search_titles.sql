-- The search across resources (GET /api/search) matches each searchable title by prefix or substring: a trigram
-- index per title (pg_trgm, created by 0008), on every resource.
CREATE INDEX "access_requests_email_trgm_idx" ON "access_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_name_trgm_idx" ON "countries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "country_visas_name_trgm_idx" ON "country_visas" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_guides_title_trgm_idx" ON "course_guides" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_info_allowance_trgm_idx" ON "customs_info" USING gin ("allowance" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_variables_key_trgm_idx" ON "data_variables" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_question_trgm_idx" ON "faqs" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_benefits_title_trgm_idx" ON "insurance_benefits" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_covers_name_trgm_idx" ON "insurance_covers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_reasons_title_trgm_idx" ON "insurance_reasons" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "loan_consultant_locations_label_trgm_idx" ON "loan_consultant_locations" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "loan_products_name_trgm_idx" ON "loan_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occupations_title_trgm_idx" ON "occupations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_title_trgm_idx" ON "offers" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pr_bundles_name_trgm_idx" ON "pr_bundles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pr_pathways_name_trgm_idx" ON "pr_pathways" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pr_points_criterion_trgm_idx" ON "pr_points" USING gin ("criterion" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "required_documents_name_trgm_idx" ON "required_documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_locations_label_trgm_idx" ON "service_locations" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_full_name_trgm_idx" ON "staff" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_advice_summary_trgm_idx" ON "travel_advice" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visa_forms_title_trgm_idx" ON "visa_forms" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visa_types_name_trgm_idx" ON "visa_types" USING gin ("name" gin_trgm_ops);