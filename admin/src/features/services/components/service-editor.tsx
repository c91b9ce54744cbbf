import { useId, useReducer, useState } from 'react';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import type { ServiceCatalog } from '#core/services/catalog.ts';
import { SERVICE_LIMITS, canRemoveTier } from '#core/validation/services.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { FieldError, TextField } from '../../../shared/ui/field.tsx';
import type { Service, ServiceInput } from '../api/services.ts';
import {
  appliedTiers,
  canSave,
  type EditableTier,
  editorReducer,
  initEditor,
  type SaveErrors,
  saveErrors,
  servicePayload,
  tierInput,
} from '../lib/editor.ts';
import { SAVE_FAILED_MESSAGE, errorMessage } from '../lib/messages.ts';
import { TierForm } from './tier-form.tsx';

const NO_ERRORS: SaveErrors = { service: {}, tiers: {} };
/** Service fields with a place of their own in the form; other messages go in the banner. */
const SHOWN_FIELDS = new Set(['name', 'vehicleIds']);

/**
 * The multi-tier pricing editor (spec 3 §2, §4, §5), for a new service (`service` null, in the
 * selected vehicle and category) or an existing one. Render it inside an open <Dialog>, with a key
 * that changes per opening, so each opening starts from the service's saved values.
 */
export function ServiceEditor({
  service,
  where,
  catalog,
  onSave,
  onClose,
}: {
  service: Service | null;
  where: { vehicleId: number; categoryId: number };
  catalog: ServiceCatalog;
  /** Creates or replaces the service; throws the API's error. */
  onSave: (input: ServiceInput) => Promise<void>;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(editorReducer, null, () => initEditor(service, where));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ message: string; errors: SaveErrors } | null>(null);
  /** Tiers opened by the owner (not the first tier of a new service): scrolled to and focused. */
  const [opened, setOpened] = useState<string | null>(null);
  const id = useId();
  const errors = problem?.errors ?? NO_ERRORS;
  const tiers = appliedTiers(state);
  const enabled = canSave(state);
  const vehicleWord = catalog.vehicleLabel.toLowerCase();

  const save = async () => {
    if (!enabled || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave(servicePayload(state));
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      setProblem({ message: errorMessage(error, SAVE_FAILED_MESSAGE), errors: saveErrors(state, fields) });
      setSaving(false);
    }
  };

  /** A tier's messages go once the owner changes it (the next save judges it again). */
  const forgetTierErrors = (key: string) =>
    setProblem((p) => {
      if (!p?.errors.tiers[key]) return p;
      const { [key]: _fixed, ...tiers } = p.errors.tiers;
      return { ...p, errors: { ...p.errors, tiers } };
    });

  const cancel = () => {
    // Spec 3 §4: Cancel resets the editor to its initial values (and the dialog closes).
    dispatch({ type: 'reset' });
    onClose();
  };

  const moveTier = (key: string, from: number, by: -1 | 1) => {
    dispatch({ type: 'move', key, by });
    // The arrow keeps the keyboard focus as the tier moves; at either end, the other arrow takes it.
    const to = from + by;
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === tiers.length - 1);
    const arrow = (by === -1) === atEnd ? 'down' : 'up';
    requestAnimationFrame(() => document.getElementById(`${id}-${key}-${arrow}`)?.focus());
  };

  const otherMessages = Object.entries(errors.service).filter(([field]) => !SHOWN_FIELDS.has(field));

  return (
    <DialogContent
      size="lg"
      title={service ? 'Edit Service' : 'Add Service'}
      description="Name the service and set its pricing tiers. Saved changes go live on your site within seconds."
      onEscapeKeyDown={(event) => {
        // Escape leaves the tier being edited first, then the dialog.
        if (state.editing) {
          event.preventDefault();
          dispatch({ type: 'cancelTier' });
        }
      }}
      onInteractOutside={(event) => event.preventDefault()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="space-y-5">
          {problem && (
            <Alert tone="error" title={problem.message}>
              {otherMessages.length > 0 && (
                <ul className="list-disc pl-5">
                  {otherMessages.map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}

          <fieldset disabled={saving} className="space-y-5">
            <legend className="sr-only">Service</legend>
            <TextField
              label="Service name"
              value={state.name}
              maxLength={SERVICE_LIMITS.name}
              autoComplete="off"
              aria-required="true"
              error={errors.service.name}
              onChange={(e) => dispatch({ type: 'name', name: e.currentTarget.value })}
            />

            <fieldset aria-describedby={errors.service.vehicleIds ? `${id}-vehicles-error` : undefined}>
              <legend className="mb-1.5 text-sm font-medium text-slate-800">Offered for ({vehicleWord})</legend>
              <div className="flex flex-wrap gap-2">
                {catalog.vehicles.map((vehicle) => (
                  <label
                    key={vehicle.id}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm text-slate-800 has-checked:border-brand/50 has-checked:bg-brand/5"
                  >
                    <input
                      type="checkbox"
                      className="size-4.5 accent-brand"
                      checked={state.vehicleIds.includes(vehicle.id)}
                      onChange={(e) => dispatch({ type: 'vehicle', vehicleId: vehicle.id, offered: e.currentTarget.checked })}
                    />
                    {vehicle.label}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-vehicles-error`}>{errors.service.vehicleIds}</FieldError>
            </fieldset>

            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand"
                checked={state.active}
                onChange={(e) => dispatch({ type: 'active', active: e.currentTarget.checked })}
              />
              <span>
                <span className="font-medium">Show on my website</span>
                <span className="text-slate-600"> · off hides the service and its page</span>
              </span>
            </label>
          </fieldset>

          <section aria-labelledby={`${id}-tiers`}>
            <h3 id={`${id}-tiers`} className="text-sm font-semibold text-slate-900">
              Pricing tiers
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">In the order your site lists them. Edit one tier at a time.</p>
            <ol className="mt-3 space-y-3">
              {tiers.map((tier, index) => (
                <li key={tier.key}>
                  {state.editing?.key === tier.key ? (
                    <TierForm
                      tier={state.editing}
                      position={index + 1}
                      errors={errors.tiers[tier.key]}
                      focusOnOpen={opened === tier.key}
                      sizePricing={catalog.sizePricing}
                      onChange={(patch) => {
                        dispatch({ type: 'draft', patch });
                        forgetTierErrors(tier.key);
                      }}
                      onSave={() => dispatch({ type: 'saveTier' })}
                      onCancel={() => dispatch({ type: 'cancelTier' })}
                    />
                  ) : (
                    <TierRow
                      idPrefix={`${id}-${tier.key}`}
                      tier={tier}
                      position={index + 1}
                      count={tiers.length}
                      disabled={saving}
                      errors={errors.tiers[tier.key]}
                      onEdit={() => {
                        setOpened(tier.key);
                        dispatch({ type: 'edit', key: tier.key });
                      }}
                      onMove={(by) => moveTier(tier.key, index, by)}
                      onRemove={() => dispatch({ type: 'removeTier', key: tier.key })}
                    />
                  )}
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              className="mt-3 w-full sm:w-auto"
              disabled={saving || tiers.length >= SERVICE_LIMITS.tiers}
              onClick={() => {
                setOpened(`n${state.nextKey}`);
                dispatch({ type: 'addTier' });
              }}
            >
              <svg
                className="size-4"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M10 4v12M4 10h12" />
              </svg>
              Add Tier
            </Button>
          </section>
        </div>

        <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t border-slate-100 bg-white px-5 py-4 sm:-mx-6 sm:-mb-6 sm:-bottom-6 sm:px-6">
          {!enabled && <p className="text-sm text-slate-600 sm:mr-auto sm:self-center">Name the service and at least one tier to save.</p>}
          <Button variant="secondary" onClick={cancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!enabled} loading={saving} loadingText="Saving...">
            Save
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** A tier that is not being edited: what it costs, and its Edit, Move and Remove buttons. */
function TierRow({
  idPrefix,
  tier,
  position,
  count,
  disabled,
  errors,
  onEdit,
  onMove,
  onRemove,
}: {
  /** Ids of the arrows: `{idPrefix}-up`, `{idPrefix}-down`. */
  idPrefix: string;
  tier: EditableTier;
  position: number;
  count: number;
  disabled: boolean;
  /** The server's messages for this tier, shown until it is edited or saved again. */
  errors: Record<string, string> | undefined;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const input = tierInput(tier);
  const name = input.name || 'Untitled tier';
  const label = `tier ${position}, ${name}`;
  return (
    <div
      className={
        errors
          ? 'flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50/40 p-3 sm:flex-row sm:items-center'
          : 'flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center'
      }
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={input.name ? 'font-semibold break-words text-slate-900' : 'font-semibold text-slate-500 italic'}>{name}</span>
          {tier.popular && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">Popular</span>}
          {!tier.enabled && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Disabled</span>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {formatPriceCents(input.priceCents)} · {formatDuration(input.durationMinutes)}
          {input.features.length > 0 && ` · ${input.features.length} ${input.features.length === 1 ? 'feature' : 'features'}`}
        </p>
        {errors && <p className="mt-1 text-sm font-medium text-red-700">{Object.values(errors).join(' ')}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        <IconButton
          id={`${idPrefix}-up`}
          label={`Move ${label} up`}
          disabled={disabled || position === 1}
          onClick={() => onMove(-1)}
          path="M10 15V5M5 10l5-5 5 5"
        />
        <IconButton
          id={`${idPrefix}-down`}
          label={`Move ${label} down`}
          disabled={disabled || position === count}
          onClick={() => onMove(1)}
          path="M10 5v10M5 10l5 5 5-5"
        />
        <Button variant="secondary" className="px-3" disabled={disabled} onClick={onEdit}>
          Edit<span className="sr-only"> {label}</span>
        </Button>
        {canRemoveTier(count) && (
          <Button variant="ghost" className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800" disabled={disabled} onClick={onRemove}>
            Remove<span className="sr-only"> {label}</span>
          </Button>
        )}
      </div>
    </div>
  );
}

function IconButton({
  id,
  label,
  path,
  disabled,
  onClick,
}: {
  id: string;
  label: string;
  path: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button id={id} variant="ghost" className="w-11 px-0" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <svg
        className="size-5"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    </Button>
  );
}
