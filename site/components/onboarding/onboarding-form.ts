/**
 * The onboarding application at /tenant-onboarding, plain DOM (no framework: applicants are often
 * on cheap phones). TenantOnboardingPage.astro renders every step; this module shows one step at a
 * time, checks it with the shared core schema before moving on, says whether the business name is
 * free (debounced), uploads proof-of-work files, keeps the draft in localStorage until the
 * application is sent, and prefills from "Get This Site" (?business_name&phone&city&state&industry).
 * The link of a request for changes (?resume=, api/routes/admin-console.ts) opens the application
 * as it was sent, with the reviewer's notes, and sending it updates that application.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import '../../islands/lib/zod-jitless.ts';
import { formatBytes } from '#core/format/bytes.ts';
import { industryId } from '#core/site/routes.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import {
  ONBOARDING_FILE_MAX_BYTES,
  ONBOARDING_FILE_TOO_LARGE_MESSAGE,
  ONBOARDING_MAX_FILES,
  ONBOARDING_MESSAGES,
  onboardingApplicationSchema,
  PREFILL_PARAMETERS,
  SOCIAL_NETWORKS,
  type NameAvailability,
} from '#core/validation/onboarding.ts';
import { NETWORK_ERROR_MESSAGE, readJsonBody, VALIDATION_SUMMARY_MESSAGE } from '../../islands/lib/quote-submit.ts';

const DRAFT_KEY = 'localsite:onboarding-draft';
const NAME_CHECK_DELAY_MS = 400;

/** The fields of each step, in the order they appear: the step of a message and the focus go by this. */
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['legal_name', 'business_name', 'business_phone', 'business_email', 'industry'],
  ['base_location.city', 'base_location.state', 'base_location.zipCode'],
  ['service_categories'],
  ['proof_of_work_type', ...SOCIAL_NETWORKS.map(({ key }) => `social_media.${key}`), 'social_media', 'uploaded_files'],
  ['has_insurance', 'accepts_terms', 'accepts_notifications', 'referral_source', 'notes'],
];
const ALL_FIELDS = STEP_FIELDS.flat();
const STEP_NAMES = ['Business', 'Location', 'Services', 'Proof of work', 'Agreements'];

interface UploadedFile {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** What GET /api/onboarding/applications/resume answers: the application as sent, and the reviewer's request. */
interface ResumedApplication {
  legal_name: string;
  business_name: string;
  business_phone: string;
  business_email: string;
  industry: string;
  base_location: { city: string; state: string; zipCode: string };
  service_categories: string[];
  social_media: Record<string, string>;
  proof_of_work_type: string;
  uploaded_files: UploadedFile[];
  has_insurance: boolean;
  accepts_terms: boolean;
  accepts_notifications: boolean;
  referral_source: string;
  notes: string;
  reviewNotes: string | null;
  nextSteps: string | null;
}

interface Draft {
  /** Control values by element id (checkboxes and radios: whether checked). */
  controls: Record<string, string | boolean>;
  files: UploadedFile[];
  step: number;
}

/** The field a server or schema message belongs to: "service_categories.0" -> "service_categories". */
function fieldOf(key: string): string | undefined {
  for (let parts = key.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const candidate = parts.join('.');
    if (ALL_FIELDS.includes(candidate)) return candidate;
  }
  return undefined;
}

function messagesByField(all: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(all)) {
    const field = fieldOf(key);
    if (field) out[field] ??= message;
  }
  return out;
}

const stepOf = (field: string) => STEP_FIELDS.findIndex((fields) => fields.includes(field));

export function initOnboardingForm(): void {
  const root = document.querySelector<HTMLElement>('[data-ob-root]');
  const form = root?.querySelector<HTMLFormElement>('[data-ob-form]');
  if (!root || !form) return;
  const $ = <T extends Element>(selector: string, scope: ParentNode = root) => scope.querySelector<T>(selector)!;
  const $$ = <T extends Element>(selector: string, scope: ParentNode = root) => Array.from(scope.querySelectorAll<T>(selector));
  const control = <T extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement = HTMLInputElement>(name: string) =>
    form.querySelector<T>(`[name="${name}"]`)!;
  const steps = $$<HTMLFieldSetElement>('[data-ob-step]');
  const back = $<HTMLButtonElement>('[data-ob-back]');
  const next = $<HTMLButtonElement>('[data-ob-next]');
  const submit = $<HTMLButtonElement>('[data-ob-submit]');
  const notice = $<HTMLElement>('[data-ob-notice]');
  const nameStatus = $<HTMLElement>('[data-ob-name-status]');
  const fileInput = $<HTMLInputElement>('#ob-file');
  const fileList = $<HTMLUListElement>('[data-ob-files]');
  const uploading = $<HTMLElement>('[data-ob-uploading]');

  let step = 0;
  let files: UploadedFile[] = [];
  let errors: Record<string, string> = {};
  let busy = false;
  /** The last availability answer, for the name it was about. */
  let availability: NameAvailability | undefined;
  /** The application a request for changes reopened: sending updates it instead of making a new one. */
  let resumed: { token: string; businessName: string } | undefined;

  // ---- values --------------------------------------------------------------------------------

  const industry = () => control<HTMLSelectElement>('industry').value;
  const proofType = () => form.querySelector<HTMLInputElement>('[name="proof_of_work_type"]:checked')?.value;
  const text = (name: string) => control(name).value.trim();

  const payload = () => {
    const proof = proofType();
    const notes = text('notes');
    return {
      legal_name: text('legal_name'),
      business_name: text('business_name'),
      business_phone: text('business_phone'),
      business_email: text('business_email'),
      industry: industry(),
      base_location: {
        city: text('base_location.city'),
        state: text('base_location.state').toUpperCase(),
        zipCode: text('base_location.zipCode'),
      },
      service_categories: $$<HTMLInputElement>(`[data-ob-services="${industry()}"] input:checked`).map((box) => box.value),
      proof_of_work_type: proof,
      ...(proof === 'social_media'
        ? { social_media: Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, text(`social_media.${key}`)])) }
        : {}),
      ...(proof === 'file_upload' ? { uploaded_files: files } : {}),
      has_insurance: control('has_insurance').checked,
      accepts_terms: control('accepts_terms').checked,
      accepts_notifications: control('accepts_notifications').checked,
      referral_source: text('referral_source'),
      ...(notes ? { notes } : {}),
    };
  };

  const validate = (): Record<string, string> => {
    const result = onboardingApplicationSchema.safeParse(payload());
    const found = result.success ? {} : messagesByField(fieldErrors(result.error));
    const name = text('business_name');
    // The application's own name is held by the application itself.
    const ownName = name === resumed?.businessName;
    if (!found.business_name && !ownName && availability && availability.name === name && !availability.available)
      found.business_name = availability.message;
    return found;
  };

  // ---- messages ------------------------------------------------------------------------------

  const wrapper = (field: string) => form.querySelector<HTMLElement>(`[data-ob-field="${field}"]`);
  const errorId = (field: string) => `ob-${field.replace(/\./g, '-')}-error`;
  const controlsOf = (field: string) =>
    field === 'service_categories'
      ? $$<HTMLInputElement>(`[data-ob-services="${industry()}"] input`)
      : $$<HTMLElement>(`[name="${field}"]`, form).concat(field === 'uploaded_files' ? [fileInput] : []);

  const showError = (field: string, message: string | undefined) => {
    const box = wrapper(field);
    if (!box) return;
    let p = document.getElementById(errorId(field));
    if (message === undefined) p?.remove();
    else {
      if (!p) {
        p = document.createElement('p');
        p.id = errorId(field);
        p.className = 'mt-1.5 text-sm font-medium text-red-700';
        box.append(p);
      }
      p.textContent = message;
    }
    for (const c of controlsOf(field)) {
      const described = (c.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== errorId(field));
      if (message !== undefined) described.push(errorId(field));
      if (described.length) c.setAttribute('aria-describedby', described.join(' '));
      else c.removeAttribute('aria-describedby');
      if (message === undefined) c.removeAttribute('aria-invalid');
      else c.setAttribute('aria-invalid', 'true');
    }
  };

  const setErrors = (next: Record<string, string>) => {
    for (const field of ALL_FIELDS) if (errors[field] !== next[field]) showError(field, next[field]);
    errors = next;
  };

  const showNotice = (message: string | undefined) => {
    notice.hidden = message === undefined;
    notice.textContent = message ?? '';
    if (message !== undefined) notice.focus();
  };

  const focusField = (field: string) => {
    const target = field === 'uploaded_files' ? fileInput : controlsOf(field)[0];
    target?.focus();
  };

  // ---- steps ---------------------------------------------------------------------------------

  const showStep = (index: number, focus = true) => {
    step = index;
    steps.forEach((fieldset, i) => {
      fieldset.hidden = i !== index;
    });
    $$<HTMLElement>('[data-ob-step-label]').forEach((li, i) => {
      if (i === index) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
      li.toggleAttribute('data-done', i < index);
    });
    $('[data-ob-progress]').textContent = `Step ${index + 1} of ${steps.length}: ${STEP_NAMES[index]}`;
    back.hidden = index === 0;
    next.hidden = index === steps.length - 1;
    submit.hidden = index !== steps.length - 1;
    if (focus) steps[index]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    saveDraft();
  };

  /** Shows the messages of the steps up to `last`; true when they are all fine. */
  const checkUpTo = (last: number): boolean => {
    const found = validate();
    const shown = Object.fromEntries(Object.entries(found).filter(([field]) => stepOf(field) <= last));
    setErrors(shown);
    const first = ALL_FIELDS.find((field) => shown[field] !== undefined);
    if (first === undefined) return true;
    if (stepOf(first) !== step) showStep(stepOf(first), false);
    focusField(first);
    return false;
  };

  const syncIndustry = () => {
    const chosen = industry();
    for (const list of $$<HTMLElement>('[data-ob-services]')) list.hidden = list.dataset.obServices !== chosen;
    $<HTMLElement>('[data-ob-services-empty]').hidden = chosen !== '';
  };

  const syncProof = () => {
    const chosen = proofType();
    for (const part of $$<HTMLElement>('[data-ob-proof]')) part.hidden = part.dataset.obProof !== chosen;
  };

  // ---- files ---------------------------------------------------------------------------------

  const renderFiles = () => {
    const template = $<HTMLTemplateElement>('template[data-ob-file-item]');
    fileList.replaceChildren(
      ...files.map((file) => {
        const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
        $('[data-ob-file-name]', item).textContent = `${file.name} (${formatBytes(file.size)})`;
        const remove = $<HTMLButtonElement>('[data-ob-file-remove]', item);
        remove.setAttribute('aria-label', `Remove ${file.name}`);
        remove.addEventListener('click', () => {
          files = files.filter((f) => f.id !== file.id);
          renderFiles();
          saveDraft();
          fileInput.focus();
        });
        return item;
      }),
    );
    fileInput.disabled = files.length >= ONBOARDING_MAX_FILES;
  };

  const uploadFiles = async (chosen: File[]) => {
    let problem: string | undefined;
    for (const file of chosen) {
      if (files.length >= ONBOARDING_MAX_FILES) {
        problem = ONBOARDING_MESSAGES.filesTooMany;
        break;
      }
      if (file.size > ONBOARDING_FILE_MAX_BYTES) {
        problem = `${file.name}: ${ONBOARDING_FILE_TOO_LARGE_MESSAGE}`;
        continue;
      }
      uploading.textContent = `Uploading ${file.name}…`;
      const body = new FormData();
      body.append('file', file);
      try {
        const response = await fetch('/api/onboarding/files', { method: 'POST', body, credentials: 'same-origin' });
        const answer = (await readJsonBody(response)) as { data?: UploadedFile; error?: string; message?: string } | undefined;
        if (response.status === 201 && answer?.data) files = [...files, answer.data];
        else problem = `${file.name}: ${answer?.error ?? answer?.message ?? `Upload failed (${response.status})`}`;
      } catch {
        problem = NETWORK_ERROR_MESSAGE;
      }
    }
    uploading.textContent = '';
    renderFiles();
    saveDraft();
    const rest = { ...errors };
    delete rest.uploaded_files;
    setErrors(problem ? { ...rest, uploaded_files: problem } : rest);
  };

  // ---- business name -------------------------------------------------------------------------

  let nameTimer: ReturnType<typeof setTimeout> | undefined;
  let nameRequest = 0;
  const checkName = () => {
    clearTimeout(nameTimer);
    const name = text('business_name');
    nameStatus.textContent = '';
    nameStatus.className = 'mt-1 min-h-5 text-sm';
    if (name.length < 2 || name === resumed?.businessName) return;
    nameTimer = setTimeout(async () => {
      const request = ++nameRequest;
      try {
        const response = await fetch(`/api/onboarding/business-name?name=${encodeURIComponent(name)}`, { credentials: 'same-origin' });
        const answer = (await readJsonBody(response)) as { data?: NameAvailability } | undefined;
        // An older answer arriving late must not overwrite the newer one.
        if (request !== nameRequest || !answer?.data) return;
        availability = answer.data;
        nameStatus.textContent = availability.message;
        nameStatus.className = `mt-1 min-h-5 text-sm font-medium ${availability.available ? 'text-green-800' : 'text-amber-800'}`;
        if (errors.business_name !== undefined) setErrors(Object.assign({ ...errors }, { business_name: validate().business_name }));
      } catch {
        // The check is a courtesy: without an answer the server still decides on submit.
      }
    }, NAME_CHECK_DELAY_MS);
  };

  // ---- draft ---------------------------------------------------------------------------------

  const controls = () =>
    $$<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[id], select[id], textarea[id]', form).filter(
      (c) => c.type !== 'file',
    );

  function saveDraft() {
    const draft: Draft = { controls: {}, files, step };
    for (const c of controls())
      draft.controls[c.id] = c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio') ? c.checked : c.value;
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Private mode or a full storage: the application still works, only without a draft.
    }
  }

  const restoreDraft = () => {
    let draft: Partial<Draft> | undefined;
    try {
      draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') ?? undefined;
    } catch {
      draft = undefined;
    }
    for (const c of controls()) {
      const value = draft?.controls?.[c.id];
      if (value === undefined) continue;
      if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) c.checked = value === true;
      else if (typeof value === 'string') c.value = value;
    }
    files = Array.isArray(draft?.files) ? draft.files.slice(0, ONBOARDING_MAX_FILES) : [];
    return typeof draft?.step === 'number' && draft.step >= 0 && draft.step < steps.length ? draft.step : 0;
  };

  /** "Get This Site" carries the business name, phone, city, state and industry; they fill what is still empty. */
  const prefill = () => {
    const query = new URLSearchParams(window.location.search);
    const targets: Record<(typeof PREFILL_PARAMETERS)[number], string> = {
      business_name: 'business_name',
      phone: 'business_phone',
      city: 'base_location.city',
      state: 'base_location.state',
      industry: 'industry',
    };
    for (const parameter of PREFILL_PARAMETERS) {
      const raw = query.get(parameter)?.trim();
      const c = control(targets[parameter]);
      if (!raw || c.value) continue;
      if (parameter === 'industry') c.value = industryId(raw) ?? '';
      else c.value = parameter === 'state' ? raw.toUpperCase().slice(0, 2) : raw;
    }
  };

  /** ?resume= (the e-mail of a request for changes): the application as sent, and what to change. */
  const resume = async () => {
    const token = new URLSearchParams(window.location.search).get('resume');
    if (!token) return;
    try {
      const response = await fetch(`/api/onboarding/applications/resume?token=${encodeURIComponent(token)}`, {
        credentials: 'same-origin',
      });
      const answer = (await readJsonBody(response)) as { data?: ResumedApplication; error?: string } | undefined;
      if (!response.ok || !answer?.data) {
        showNotice(answer?.error ?? `Request failed: ${response.status}`);
        return;
      }
      const a = answer.data;
      resumed = { token, businessName: a.business_name };
      const values: Record<string, string> = {
        legal_name: a.legal_name,
        business_name: a.business_name,
        business_phone: a.business_phone,
        business_email: a.business_email,
        industry: a.industry,
        'base_location.city': a.base_location.city,
        'base_location.state': a.base_location.state,
        'base_location.zipCode': a.base_location.zipCode,
        referral_source: a.referral_source,
        notes: a.notes,
        ...Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [`social_media.${key}`, a.social_media[key] ?? ''])),
      };
      for (const [name, value] of Object.entries(values)) control(name).value = value;
      for (const box of $$<HTMLInputElement>(`[data-ob-services="${a.industry}"] input`))
        box.checked = a.service_categories.includes(box.value);
      for (const radio of $$<HTMLInputElement>('[name="proof_of_work_type"]', form)) radio.checked = radio.value === a.proof_of_work_type;
      for (const name of ['has_insurance', 'accepts_terms', 'accepts_notifications'] as const) control(name).checked = a[name];
      files = a.uploaded_files.slice(0, ONBOARDING_MAX_FILES);
      const asked = $<HTMLElement>('[data-ob-changes]');
      $('[data-ob-changes-notes]', asked).textContent = a.reviewNotes ?? '';
      $('[data-ob-changes-next]', asked).textContent = a.nextSteps ? `Next steps: ${a.nextSteps}` : '';
      asked.hidden = false;
      syncIndustry();
      syncProof();
      renderFiles();
      showStep(0, false);
    } catch {
      showNotice(NETWORK_ERROR_MESSAGE);
    }
  };

  // ---- events --------------------------------------------------------------------------------

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target === fileInput) return;
    if (target.name === 'business_name') checkName();
    if (target.name === 'industry') syncIndustry();
    if (target.name === 'proof_of_work_type') syncProof();
    showNotice(undefined);
    const field = fieldOf(target.name);
    // Once a field shows a message, the message follows the typing.
    if (field && errors[field] !== undefined) {
      const now = validate()[field];
      const rest = { ...errors };
      if (now === undefined) delete rest[field];
      else rest[field] = now;
      setErrors(rest);
    }
    saveDraft();
  });
  form.addEventListener('change', (event) => {
    if (event.target === fileInput) {
      const chosen = Array.from(fileInput.files ?? []);
      fileInput.value = '';
      if (chosen.length) void uploadFiles(chosen);
      return;
    }
    const name = (event.target as HTMLInputElement).name;
    if (name === 'proof_of_work_type') syncProof();
    if (name === 'industry') syncIndustry();
    saveDraft();
  });

  next.addEventListener('click', () => {
    if (checkUpTo(step)) showStep(step + 1);
  });
  back.addEventListener('click', () => showStep(step - 1));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || !checkUpTo(steps.length - 1)) return;
    busy = true;
    submit.disabled = true;
    submit.textContent = 'Submitting...';
    showNotice(undefined);
    try {
      const response = await fetch(resumed ? '/api/onboarding/applications/resume' : '/api/onboarding/applications', {
        method: resumed ? 'PUT' : 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(resumed ? { token: resumed.token, ...payload() } : payload()),
        credentials: 'same-origin',
      });
      const answer = (await readJsonBody(response)) as { fields?: Record<string, string>; error?: string; message?: string } | undefined;
      if (response.status === (resumed ? 200 : 201)) {
        done();
        return;
      }
      const fields = messagesByField(answer?.fields ?? {});
      if (Object.keys(fields).length) {
        setErrors(fields);
        const first = ALL_FIELDS.find((field) => fields[field] !== undefined)!;
        showStep(stepOf(first), false);
        showNotice(VALIDATION_SUMMARY_MESSAGE);
      } else showNotice(answer?.message ?? answer?.error ?? `Request failed: ${response.status}`);
    } catch {
      showNotice(NETWORK_ERROR_MESSAGE);
    } finally {
      busy = false;
      submit.disabled = false;
      submit.textContent = 'Submit application';
    }
  });

  const done = () => {
    const { business_name, business_email } = payload();
    try {
      localStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing to clear.
    }
    form.hidden = true;
    for (const part of $$<HTMLElement>('[data-ob-step-label], [data-ob-progress]')) part.hidden = true;
    $('[data-ob-done-text]').textContent =
      `Thank you! Your application for ${business_name} is pending review. We sent a confirmation to ${business_email} and will e-mail you when an admin has reviewed it.`;
    $<HTMLElement>('[data-ob-done]').hidden = false;
    $<HTMLElement>('#ob-done-title').focus();
  };

  // ---- start ---------------------------------------------------------------------------------

  const saved = restoreDraft();
  prefill();
  syncIndustry();
  syncProof();
  renderFiles();
  showStep(saved, false);
  if (text('business_name').length >= 2) checkName();
  void resume();
}
