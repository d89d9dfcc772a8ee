ALTER TABLE "country_visas" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "country_visas" ADD COLUMN "review_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customs_info" ADD COLUMN "review_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_advice" ADD COLUMN "review_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD COLUMN "review_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "country_visas_source_name_idx" ON "country_visas" USING btree ("source_name");--> statement-breakpoint
CREATE INDEX "country_visas_changed_at_idx" ON "country_visas" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "country_visas_verified_at_idx" ON "country_visas" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "country_visas_review_by_idx" ON "country_visas" USING btree ("review_by");--> statement-breakpoint
CREATE INDEX "customs_info_source_name_idx" ON "customs_info" USING btree ("source_name");--> statement-breakpoint
CREATE INDEX "customs_info_changed_at_idx" ON "customs_info" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "customs_info_verified_at_idx" ON "customs_info" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "customs_info_review_by_idx" ON "customs_info" USING btree ("review_by");--> statement-breakpoint
CREATE INDEX "travel_advice_source_name_idx" ON "travel_advice" USING btree ("source_name");--> statement-breakpoint
CREATE INDEX "travel_advice_changed_at_idx" ON "travel_advice" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "travel_advice_verified_at_idx" ON "travel_advice" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "travel_advice_review_by_idx" ON "travel_advice" USING btree ("review_by");--> statement-breakpoint
CREATE INDEX "visa_requirements_source_name_idx" ON "visa_requirements" USING btree ("source_name");--> statement-breakpoint
CREATE INDEX "visa_requirements_changed_at_idx" ON "visa_requirements" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "visa_requirements_verified_at_idx" ON "visa_requirements" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "visa_requirements_review_by_idx" ON "visa_requirements" USING btree ("review_by");--> statement-breakpoint
-- What the facts already said of their proof: the requirements' source and checked day, the travel advice's
-- reviewed day. A fact never verified is due for review at once.
UPDATE "visa_requirements" SET "source_name" = "source", "verified_at" = "checked_at"::timestamptz, "changed_at" = coalesce("checked_at"::timestamptz, "updated_at");--> statement-breakpoint
UPDATE "travel_advice" SET "verified_at" = "reviewed_at"::timestamptz, "changed_at" = coalesce("reviewed_at"::timestamptz, "updated_at");--> statement-breakpoint
UPDATE "country_visas" SET "changed_at" = "updated_at";--> statement-breakpoint
UPDATE "customs_info" SET "changed_at" = "updated_at";--> statement-breakpoint
UPDATE "visa_requirements" SET "review_by" = coalesce("verified_at" + interval '90 days', now());--> statement-breakpoint
UPDATE "travel_advice" SET "review_by" = coalesce("verified_at" + interval '90 days', now());--> statement-breakpoint
UPDATE "country_visas" SET "review_by" = now();--> statement-breakpoint
UPDATE "customs_info" SET "review_by" = now();
