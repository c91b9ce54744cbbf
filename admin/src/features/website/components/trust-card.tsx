import { useState } from 'react';
import type { Brand } from '#core/branding/brand.ts';
import { INSURANCE_PROVIDER_MAX, LICENSE_MAX, showsLicensedAndInsured, yearsInBusiness } from '#core/branding/brand.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { type BrandPatch, useSaveBrand } from '../api/brand.ts';
import { brandPatchProblem, orNull } from '../lib/brand.ts';
import { fieldErrorMessage } from '../lib/errors.ts';
import { AutosaveInput } from './autosave-field.tsx';

type TrustKey = 'businessLicense' | 'insuranceProvider' | 'insuranceExpiry' | 'businessStartDate';

/**
 * Trust details (issue 18, point 5): license number, insurance and since when the business runs.
 * The note under them says, as the values are typed, whether the site shows its "Licensed &
 * insured" block (the rule of core/branding: license and provider given, insurance not expired).
 */
export function TrustEditor({ slug, brand }: { slug: string; brand: Brand }) {
  const saveBrand = useSaveBrand(slug);
  const [values, setValues] = useState<Record<TrustKey, string>>({
    businessLicense: brand.businessLicense ?? '',
    insuranceProvider: brand.insuranceProvider ?? '',
    insuranceExpiry: brand.insuranceExpiry ?? '',
    businessStartDate: brand.businessStartDate ?? '',
  });
  const today = localToday();
  const shown = showsLicensedAndInsured(
    {
      businessLicense: orNull(values.businessLicense),
      insuranceProvider: orNull(values.insuranceProvider),
      insuranceExpiry: orNull(values.insuranceExpiry),
    },
    today,
  );
  const expired = values.insuranceExpiry !== '' && values.insuranceExpiry < today;
  const years = yearsInBusiness(orNull(values.businessStartDate), today);

  const field = (key: TrustKey) => ({
    initial: brand[key] ?? '',
    validate: (value: string) => brandPatchProblem({ [key]: orNull(value) } as BrandPatch),
    describeError: (error: unknown) => fieldErrorMessage(error, key),
    save: async (value: string) => {
      await saveBrand({ [key]: orNull(value) } as BrandPatch);
    },
    onValueChange: (value: string) => setValues((old) => ({ ...old, [key]: value })),
  });

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <AutosaveInput label="Business license number" maxChars={LICENSE_MAX} {...field('businessLicense')} />
        <AutosaveInput label="Insurance provider" maxChars={INSURANCE_PROVIDER_MAX} {...field('insuranceProvider')} />
        <AutosaveInput
          label="Insurance expires on"
          type="date"
          hint="After this day your site stops saying you are insured."
          {...field('insuranceExpiry')}
        />
        <AutosaveInput
          label="In business since"
          type="date"
          hint={years === null ? 'The day you started.' : `${years} ${years === 1 ? 'year' : 'years'} in business.`}
          {...field('businessStartDate')}
        />
      </div>
      {shown ? (
        <Alert tone="success" title="Your site shows “Licensed & insured”">
          <p>With your license number and insurance provider, and in your business listing for search engines.</p>
        </Alert>
      ) : (
        <p role="note" className="text-sm text-slate-600">
          {expired
            ? 'Your insurance has expired: the “Licensed & insured” block is hidden on your site until you enter the new expiry date.'
            : 'Add your license number and insurance provider to show a “Licensed & insured” block on your site.'}
        </p>
      )}
    </div>
  );
}

/** Today in the owner's own time zone, as the date boxes hold it (YYYY-MM-DD). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
