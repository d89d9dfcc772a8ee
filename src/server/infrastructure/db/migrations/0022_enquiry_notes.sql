-- The one internal_notes text of each enquiry becomes the first note of its timeline, by whoever last changed it.
INSERT INTO "enquiry_messages" ("enquiry_id", "kind", "author_id", "body", "created_at")
SELECT "id", 'note', "updated_by", "internal_notes", "updated_at" FROM "enquiries"
WHERE "internal_notes" IS NOT NULL AND btrim("internal_notes") <> '';--> statement-breakpoint
-- Enquiries already there were written in English, and open ones have waited since they arrived.
UPDATE "enquiries" SET "locale" = 'en' WHERE "locale" IS NULL;--> statement-breakpoint
UPDATE "enquiries" SET "waiting_since" = "created_at" WHERE "status" IN ('new', 'in_progress');--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "internal_notes";
