-- A location part the location string does not have is stored as NULL, not '', like every other empty value
-- (src/domain/areas/partners.ts, splitLocation): reports and the public site ask `city IS NULL`. Existing rows follow.
UPDATE "organizations" SET "address" = NULLIF("address", ''), "city" = NULLIF("city", ''), "district" = NULLIF("district", ''),
  "state" = NULLIF("state", ''), "country" = NULLIF("country", '')
  WHERE '' IN ("address", "city", "district", "state", "country");
--> statement-breakpoint
UPDATE "service_locations" SET "address" = NULLIF("address", ''), "city" = NULLIF("city", ''), "district" = NULLIF("district", ''),
  "state" = NULLIF("state", ''), "country" = NULLIF("country", '')
  WHERE '' IN ("address", "city", "district", "state", "country");
--> statement-breakpoint
UPDATE "loan_consultant_locations" SET "address" = NULLIF("address", ''), "city" = NULLIF("city", ''), "district" = NULLIF("district", ''),
  "state" = NULLIF("state", ''), "country" = NULLIF("country", '')
  WHERE '' IN ("address", "city", "district", "state", "country");
