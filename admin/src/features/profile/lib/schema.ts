/**
 * The forms' validation: the server's own schema (core/validation/business-profile.ts), narrowed
 * to each section's fields. The zod set-up of shared/lib/zod.ts must run before the schema module
 * builds its objects (it turns off zod's `new Function` probe, which the CSP forbids), hence the
 * import order here.
 */
import '../../../shared/lib/zod.ts';
import { businessProfileUpdateSchema } from '#core/validation/business-profile.ts';
import { type SectionId, type SectionSpec, SECTIONS, sectionFieldNames } from './profile-form.ts';

type Mask = { [K in keyof typeof businessProfileUpdateSchema.shape]?: true };

function sectionSchema(section: SectionSpec) {
  const mask: Mask = {};
  for (const name of sectionFieldNames(section)) mask[name] = true;
  return businessProfileUpdateSchema.pick(mask);
}

export const sectionSchemas = Object.fromEntries(SECTIONS.map((s) => [s.id, sectionSchema(s)])) as Record<
  SectionId,
  ReturnType<typeof sectionSchema>
>;
