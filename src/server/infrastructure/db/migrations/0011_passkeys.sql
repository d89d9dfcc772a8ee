CREATE TABLE "webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "credential_id" text;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "sign_count" bigint;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "transports" jsonb;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_factors_credential_idx" ON "user_factors" USING btree ("credential_id");