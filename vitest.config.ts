import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'db/**/*.test.ts',
      'cli/**/*.test.ts',
      'content/**/*.test.ts',
      'api/**/*.test.ts',
      'build-scripts/**/*.test.ts',
      'site/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'admin/**/*.test.ts',
      'admin/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', '.generated', 'data'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
