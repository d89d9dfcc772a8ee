import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/infrastructure/db/schema.ts',
    './src/server/infrastructure/db/resources.ts',
    './src/server/infrastructure/db/enquiryMail.ts',
  ],
  out: './src/server/infrastructure/db/migrations',
});
