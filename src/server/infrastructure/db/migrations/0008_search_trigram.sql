-- The q search of large tables (ResourceDef.searchIndexed): ILIKE '%term%' can use a trigram index. pg_trgm is a
-- trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it in openDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "enquiries_full_name_trgm_idx" ON "enquiries" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_trgm_idx" ON "enquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_trgm_idx" ON "enquiries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_message_trgm_idx" ON "enquiries" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_company_name_trgm_idx" ON "enquiries" USING gin ("company_name" gin_trgm_ops);