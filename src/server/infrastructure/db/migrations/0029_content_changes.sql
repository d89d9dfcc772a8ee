CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_table_id_idx" ON "content_changes" USING btree ("table_name","id");--> statement-breakpoint
-- Each statement that writes a table the public API serves notes it: the public answers' ETag (src/server/features/publicApi/etag.ts).
CREATE FUNCTION visapath_note_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_changes (table_name) VALUES (TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "visa_types" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country_visas" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "travel_advice" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customs_info" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "required_documents" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "visa_requirements" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pr_pathways" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "insurance_covers" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_products" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
--> statement-breakpoint
CREATE TRIGGER content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION visapath_note_content_change();
