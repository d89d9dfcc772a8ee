DROP INDEX "travel_advice_reviewed_at_idx";--> statement-breakpoint
DROP INDEX "visa_requirements_source_idx";--> statement-breakpoint
DROP INDEX "visa_requirements_checked_at_idx";--> statement-breakpoint
ALTER TABLE "travel_advice" DROP COLUMN "reviewed_at";--> statement-breakpoint
ALTER TABLE "visa_requirements" DROP COLUMN "source";--> statement-breakpoint
ALTER TABLE "visa_requirements" DROP COLUMN "checked_at";