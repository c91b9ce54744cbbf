import { describe, expect, it } from 'vitest';
import { brokenRule, sourceFiles, violations } from './layers.ts';

describe('import boundaries', () => {
  it('hold across the whole repository', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(violations(files).map((v) => `${v.file}: ${v.specifier} (${v.rule})`)).toEqual([]);
  });

  // The check itself must catch a reversed arrow, or the test above proves nothing.
  it.each([
    ['core/format/money.ts', "import { db } from '#db/client.ts';", 'core/ must not import db/'],
    ['db/seed.ts', "import { publishTenant } from '#build/publish.ts';", 'db/ must not import build-scripts/'],
    ['build-scripts/publish.ts', "import { app } from '#api/app.ts';", 'build-scripts/ must not import api/'],
    ['site/islands/FaqList.tsx', "export { x } from '#db/schema.ts';", 'site/ must not import db/'],
    [
      'admin/src/features/website/components/a.tsx',
      "import { x } from '../../profile/lib/schema.ts';",
      'admin feature website must not import feature profile',
    ],
    [
      'admin/src/shared/ui/a.tsx',
      "import { x } from '../../features/auth/lib/roles.ts';",
      'admin/src/shared must not import admin/src/features',
    ],
    ['core/site/a.ts', "const m = await import('#api/app.ts');", 'core/ must not import api/'],
  ])('refuses %s importing the wrong way', (file, text, rule) => {
    expect(violations([[file, text]]).map((v) => v.rule)).toEqual([rule]);
  });

  it('asks for the alias when a relative import crosses into another folder', () => {
    expect(violations([['api/routes/x.ts', "import { quoteSchema } from '../../core/validation/quote.ts';"]]).map((v) => v.rule)).toEqual([
      'import another folder through its alias (#core/...)',
    ]);
  });

  it('lets the arrows that follow the flow through', () => {
    expect(brokenRule('api/routes/x.ts', 'build-scripts/queue/publish-queue.ts')).toBeUndefined();
    expect(brokenRule('build-scripts/render/load-site.ts', 'db/schema.ts')).toBeUndefined();
    expect(brokenRule('admin/src/app/routes/dashboard.tsx', 'admin/src/features/website/index.ts')).toBeUndefined();
  });
});
