import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { TenantRecord } from '#core/api/types.ts';
import { WEBSITE_HINT } from '#core/validation/business-profile.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  changedFields,
  type FieldSpec,
  type ProfileValues,
  SAVE_ERROR_TITLE,
  SAVE_SUCCESS_MESSAGE,
  SAVE_SUCCESS_MS,
  type SectionSpec,
  sectionFieldErrors,
  sectionValues,
  updatePayload,
} from '../lib/profile-form.ts';
import { sectionSchemas } from '../lib/schema.ts';
import { ProfileField, SwitchField } from './fields.tsx';

const WIDTH: Record<NonNullable<FieldSpec['width']>, string> = { full: 'sm:col-span-6', half: 'sm:col-span-3', third: 'sm:col-span-2' };

type Banner = { tone: 'success' } | { tone: 'error'; detail: string; reason: string | null };

/**
 * One profile form (Personal, Business or Social Media; spec 2 §4, §5, §8): Save and Cancel only
 * when a field differs from the loaded data, Cancel restores it, Save sends only the changed fields,
 * then 'Changes saved successfully' for 3 seconds or 'Failed to save' with the section's detail and
 * the server's messages under their fields.
 */
export function SectionForm({ slug, section, record }: { slug: string; section: SectionSpec; record: TenantRecord }) {
  const loaded = useMemo(() => sectionValues(section, record), [section, record]);
  const update = useUpdateProfile(slug);
  const [banner, setBanner] = useState<Banner | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting, defaultValues },
  } = useForm<ProfileValues>({
    // `raw`: the values are sent as typed (phones formatted); the schema only checks them.
    resolver: zodResolver(sectionSchemas[section.id], undefined, { raw: true }) as Resolver<ProfileValues>,
    // A newer record (another form saved) updates the fields the owner has not touched here.
    values: loaded,
    resetOptions: { keepDirtyValues: true },
    // Errors appear on Save (then update as the field changes), never on blur: a message that
    // appears on blur moves the buttons under the pointer and the click on Cancel or Save is lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The success banner goes after 3 seconds.
  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = setTimeout(() => setBanner(null), SAVE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  // An error banner is brought into view (the form may be taller than the screen).
  useEffect(() => {
    if (banner?.tone === 'error') bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [banner]);

  const onSubmit = handleSubmit(async (values) => {
    const changes = updatePayload(changedFields((defaultValues ?? {}) as ProfileValues, values));
    if (Object.keys(changes).length === 0) return;
    setBanner(null);
    try {
      const saved = await update.mutateAsync(changes);
      // (resetOptions below would keep the edited values as they are; here they become the loaded ones.)
      reset(sectionValues(section, saved), { keepDirtyValues: false });
      setBanner({ tone: 'success' });
    } catch (error) {
      const fieldErrors = isApiError(error) ? sectionFieldErrors(section, error.fields) : [];
      for (const [name, message] of fieldErrors) setError(name, { type: 'server', message }, { shouldFocus: true });
      const reason = isApiError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null;
      setBanner({ tone: 'error', detail: section.saveErrorDetail, reason: reason && reason !== 'Validation failed' ? reason : null });
    }
  });

  const onCancel = () => {
    // Back to the loaded values; `keepDirtyValues: false` overrides the form's resetOptions.
    reset(loaded, { keepDirtyValues: false });
    setBanner(null);
  };

  const busy = isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {section.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{section.description}</p>
        {section.fields.some((f) => f.required) && (
          <p className="mt-1 text-sm text-slate-600">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
        )}
      </div>

      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div ref={bannerRef} className="empty:hidden">
          {banner?.tone === 'success' && <Alert tone="success">{SAVE_SUCCESS_MESSAGE}</Alert>}
          {banner?.tone === 'error' && (
            <Alert tone="error" title={SAVE_ERROR_TITLE}>
              <p>{banner.detail}</p>
              {banner.reason && <p className="mt-1">{banner.reason}</p>}
            </Alert>
          )}
        </div>

        <fieldset disabled={busy} className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-6">
          <legend className="sr-only">{section.title}</legend>
          {section.fields.map((spec) =>
            spec.toggle ? (
              <div key={spec.name} className={cn('rounded-lg border border-slate-200 p-4', WIDTH[spec.width ?? 'full'])}>
                <ProfileField spec={spec} control={control} register={register} error={errors[spec.name]?.message} />
                <div className="mt-2">
                  <SwitchField name={spec.toggle} register={register} label={`Show ${spec.label.replace(/ URL$/, '')} on my website`} />
                </div>
                {errors[spec.toggle]?.message && <p className="mt-1 text-sm font-medium text-red-700">{errors[spec.toggle]?.message}</p>}
              </div>
            ) : (
              <div key={spec.name} className={WIDTH[spec.width ?? 'full']}>
                <ProfileField spec={spec} control={control} register={register} error={errors[spec.name]?.message} />
              </div>
            ),
          )}
          {section.id === 'business' && (
            <TextField
              className="sm:col-span-6"
              label="Website"
              name="website"
              type="url"
              value={record.website ?? ''}
              readOnly
              aria-readonly="true"
              hint={WEBSITE_HINT}
            />
          )}
        </fieldset>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
        {isDirty && !busy && <p className="text-sm text-slate-600 sm:mr-auto">You have unsaved changes.</p>}
        <Button variant="secondary" onClick={onCancel} disabled={!isDirty || busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty} loading={busy} loadingText="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
