import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-voice.ts',
    './src/db/schema-voice-settings.ts',
    './src/db/schema-memory.ts',
    './src/db/schema-journal.ts',
    './src/db/schema-insights.ts',
    './src/db/schema-push.ts',
    './src/db/schema-reminders.ts',
  ],
  out: './src/db/migrations',
});
