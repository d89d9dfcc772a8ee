-- A closed or spam enquiry waits for nobody, whoever closes it (a form, the inbox's keys, a bulk change, an import):
-- its waiting_since and respond_by are cleared. Reopened without a waiting time of its own (staff moving it back,
-- or an undo), it waits again as its timeline says: since it arrived when nobody ever replied, otherwise since the
-- first of the enquirer's mails after the last reply (not at all when there is none).
CREATE FUNCTION "enquiry_waiting"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_reply bigint;
BEGIN
  IF NEW."status" IN ('closed', 'spam') THEN
    NEW."waiting_since" := NULL;
    NEW."respond_by" := NULL;
  ELSIF TG_OP = 'UPDATE' AND OLD."status" IN ('closed', 'spam') AND NEW."waiting_since" IS NULL THEN
    SELECT max("id") INTO last_reply FROM "enquiry_messages" WHERE "enquiry_id" = NEW."id" AND "kind" = 'reply';
    IF last_reply IS NULL THEN
      NEW."waiting_since" := NEW."created_at";
    ELSE
      NEW."waiting_since" := (SELECT min("created_at") FROM "enquiry_messages"
        WHERE "enquiry_id" = NEW."id" AND "kind" = 'inbound' AND "id" > last_reply);
    END IF;
    NEW."respond_by" := NEW."waiting_since" + make_interval(hours => coalesce(
      (SELECT "response_target_hours" FROM "organizations" WHERE "id" = NEW."organization_id"), 48));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Named to fire after enquiries_respond_by (triggers of one event fire in name order), so that its clearing wins.
CREATE TRIGGER "enquiries_waiting" BEFORE INSERT OR UPDATE ON "enquiries"
  FOR EACH ROW EXECUTE FUNCTION "enquiry_waiting"();--> statement-breakpoint
UPDATE "enquiries" SET "waiting_since" = NULL, "respond_by" = NULL
  WHERE "status" IN ('closed', 'spam') AND ("waiting_since" IS NOT NULL OR "respond_by" IS NOT NULL);
