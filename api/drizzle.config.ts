import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` turns every src/**/*.table.ts file into a versioned migration in drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.table.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
