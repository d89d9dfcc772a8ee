ALTER TABLE "organizations" ADD COLUMN "response_target_hours" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "enquiries_respond_by_idx" ON "enquiries" USING btree ("respond_by");--> statement-breakpoint
-- An enquiry's respond_by is kept here, whoever writes waiting_since (the intake, a reply, an inbound mail, an
-- import): waiting_since plus its organisation's response target (48 hours when it sets none, and for Visapath's
-- own enquiries).
CREATE FUNCTION "enquiry_respond_by"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."respond_by" := NEW."waiting_since" + make_interval(hours => coalesce(
    (SELECT "response_target_hours" FROM "organizations" WHERE "id" = NEW."organization_id"), 48));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "enquiries_respond_by" BEFORE INSERT OR UPDATE OF "waiting_since", "organization_id", "respond_by"
  ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "enquiry_respond_by"();--> statement-breakpoint
-- A changed target moves the deadlines of the organisation's waiting enquiries.
CREATE FUNCTION "organization_response_target"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "enquiries" SET "respond_by" = "waiting_since" + make_interval(hours => coalesce(NEW."response_target_hours", 48))
  WHERE "organization_id" = NEW."id" AND "waiting_since" IS NOT NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_response_target" AFTER UPDATE OF "response_target_hours" ON "organizations"
  FOR EACH ROW WHEN (OLD."response_target_hours" IS DISTINCT FROM NEW."response_target_hours")
  EXECUTE FUNCTION "organization_response_target"();--> statement-breakpoint
UPDATE "organizations" SET "response_target_hours" = 48;--> statement-breakpoint
UPDATE "enquiries" SET "waiting_since" = "waiting_since" WHERE "waiting_since" IS NOT NULL;
