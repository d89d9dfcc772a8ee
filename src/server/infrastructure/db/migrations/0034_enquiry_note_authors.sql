-- The notes carried over from the old internal_notes field (0022) named their author by id only, so the timeline
-- showed them as by an unknown author: they take the author's name, as the timeline keeps it for every entry.
UPDATE "enquiry_messages" SET "author_name" = btrim("users"."first_name" || ' ' || "users"."last_name")
FROM "users"
WHERE "enquiry_messages"."author_id" = "users"."id" AND "enquiry_messages"."author_name" IS NULL;
