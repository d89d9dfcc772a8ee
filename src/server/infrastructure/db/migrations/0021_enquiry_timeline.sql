CREATE TABLE "enquiry_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"author_name" text,
	"body" text DEFAULT '' NOT NULL,
	"html" text,
	"status" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"in_reply_to" text,
	"mail_references" text,
	"from_address" text,
	"to_address" text,
	"subject" text,
	"saved_reply_id" integer,
	"locale" text,
	"event" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_quarantine" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_address" text,
	"to_address" text,
	"subject" text,
	"message_id" text,
	"reason" text NOT NULL,
	"raw" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "enquiry_mail" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "enquiry_messages" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_messages_message_id_key" ON "enquiry_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "enquiry_messages_queue_idx" ON "enquiry_messages" USING btree ("next_attempt_at") WHERE "enquiry_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_quarantine_received_idx" ON "mail_quarantine" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "enquiries_locale_idx" ON "enquiries" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "enquiries_first_response_at_idx" ON "enquiries" USING btree ("first_response_at");--> statement-breakpoint
CREATE INDEX "enquiries_waiting_since_idx" ON "enquiries" USING btree ("waiting_since");