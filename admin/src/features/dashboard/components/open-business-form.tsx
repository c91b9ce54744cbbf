import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { businessDashboardPath, normalizeSlugInput, slugInputProblem } from '../lib/access.ts';

/** For admins: open /{slug}/dashboard by typing (or pasting the address of) a business. */
export function OpenBusinessForm({ submitLabel = 'Open Dashboard' }: { submitLabel?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = normalizeSlugInput(value);
    const error = slugInputProblem(slug);
    setProblem(error);
    if (error) return;
    setValue('');
    void navigate(businessDashboardPath(slug));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label="Business slug"
        name="business-slug"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="acme-detailing"
        hint="The part of the business’s address after the first slash."
        error={problem}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="primary" className="sm:mt-[1.625rem]">
        {submitLabel}
      </Button>
    </form>
  );
}
