import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/**/*.table.ts', './src/infra/**/*.table.ts'],
  out: './drizzle',
});
