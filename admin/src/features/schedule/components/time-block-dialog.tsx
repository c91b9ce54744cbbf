import { type FormEvent, useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { useDeleteTimeBlock, useSaveTimeBlock } from '../api/schedule.ts';
import { answerFieldErrors, scheduleErrorText } from '../lib/errors.ts';
import { BLOCK_TYPE_LABELS, type BlockField, blockDraftOf, checkBlock, newBlockDraft, TIME_BLOCK_TYPES } from '../lib/time-block-form.ts';
import type { Crew, TimeBlock } from '../lib/types.ts';
import { Required, SelectField, TextArea } from './fields.tsx';

export type BlockTarget = { mode: 'create'; date: string } | { mode: 'edit'; block: TimeBlock };

/** Block Time: hours of a day that take no bookings (a lunch, a van service), made, changed or removed here. */
export function TimeBlockDialog({
  slug,
  timeZone,
  target,
  crews,
  onClose,
  onSaved,
}: {
  slug: string;
  timeZone: string;
  target: BlockTarget | null;
  crews: readonly Crew[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          key={target.mode === 'create' ? `new-${target.date}` : `edit-${target.block.id}`}
          title={target.mode === 'create' ? 'Block Time' : 'Edit Time Block'}
          description={`No bookings in these hours. Times are in ${timeZone}.`}
        >
          <BlockForm slug={slug} timeZone={timeZone} target={target} crews={crews} onClose={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BlockForm({
  slug,
  timeZone,
  target,
  crews,
  onClose,
  onSaved,
}: {
  slug: string;
  timeZone: string;
  target: BlockTarget;
  crews: readonly Crew[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const existing = target.mode === 'edit' ? target.block : null;
  const [draft, setDraft] = useState(() =>
    existing ? blockDraftOf(existing, timeZone) : newBlockDraft(target.mode === 'create' ? target.date : ''),
  );
  const [errors, setErrors] = useState<Partial<Record<BlockField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTimeBlock(slug);
  const remove = useDeleteTimeBlock(slug);

  const change = (field: BlockField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => f !== field)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkBlock(draft, timeZone);
    if (!check.ok) return setErrors(check.errors);
    try {
      await save.mutateAsync({ id: existing?.id ?? null, input: check.value });
      onSaved(`${check.value.title} ${existing ? 'saved' : 'blocked'}.`);
      onClose();
    } catch (error) {
      const fields = answerFieldErrors(error);
      setErrors({ ...fields, start: fields.start_time, end: fields.end_time });
      setFailure(scheduleErrorText(error));
    }
  };

  const erase = async () => {
    if (!existing) return;
    setFailure(null);
    try {
      await remove.mutateAsync(existing.id);
      onSaved(`${existing.title} removed.`);
      onClose();
    } catch (error) {
      setFailure(scheduleErrorText(error));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Required>Title</Required>}
          value={draft.title}
          error={errors.title}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => change('title', e.target.value)}
        />
        <SelectField label="Kind" value={draft.block_type} error={errors.block_type} onChange={(v) => change('block_type', v)}>
          {TIME_BLOCK_TYPES.map((t) => (
            <option key={t} value={t}>
              {BLOCK_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
      </div>
      {crews.length > 1 && (
        <SelectField label="Whose time" value={draft.crew_id} error={errors.crew_id} onChange={(v) => change('crew_id', v)}>
          <option value="">Everyone (the whole business)</option>
          {crews.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name} only
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          className="col-span-2 sm:col-span-1"
          label={<Required>Date</Required>}
          type="date"
          value={draft.date}
          error={errors.date}
          onChange={(e) => change('date', e.target.value)}
        />
        <TextField
          label={<Required>From</Required>}
          type="time"
          step={300}
          value={draft.start}
          error={errors.start}
          onChange={(e) => change('start', e.target.value)}
        />
        <TextField
          label={<Required>To</Required>}
          type="time"
          step={300}
          value={draft.end}
          error={errors.end}
          onChange={(e) => change('end', e.target.value)}
        />
      </div>
      <TextArea label="Description" value={draft.description} error={errors.description} onChange={(v) => change('description', v)} />
      {failure && (
        <Alert tone="error" title="Failed to save the time block">
          {failure}
        </Alert>
      )}
      <DialogFooter className="sm:justify-between">
        {existing ? (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            loading={remove.isPending}
            loadingText="Removing..."
            onClick={() => void erase()}
          >
            Remove block
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            {existing ? 'Save Changes' : 'Block Time'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
