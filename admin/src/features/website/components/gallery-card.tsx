import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { FieldError, FieldHint, inputClass, TextField } from '../../../shared/ui/field.tsx';
import { Tabs, TabsContent } from '../../../shared/ui/tabs.tsx';
import { SubTabsList, SubTabsTrigger } from './sub-tabs.tsx';
import {
  type CustomGalleryImage,
  type StockGalleryImage,
  useDeleteGalleryImage,
  useGallery,
  useSaveStockSelection,
  useSetStockSelectionCache,
  useUploadGalleryImage,
} from '../api/gallery.ts';
import { errorMessage } from '../lib/errors.ts';
import { formatBytes } from '#core/format/bytes.ts';
import { ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE, checkImageFile } from '../lib/files.ts';
import { GALLERY_IMAGE_RULES, GALLERY_TEXT_LIMITS, type GalleryFormErrors, galleryFormProblems, toggleStockImage } from '../lib/gallery.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { InlineLoading, LoadError } from './inline-states.tsx';
import { SaveError, SaveStatus } from './save-status.tsx';

const GALLERY_LOAD_FAILED = 'Failed to load gallery images';

/** Gallery card body: Stock (the industry's images, each shown or not) and Custom (uploads). */
export function GalleryEditor({ slug }: { slug: string }) {
  const gallery = useGallery(slug);
  if (gallery.isPending) return <InlineLoading label="Loading gallery..." />;
  if (!gallery.data)
    return (
      <LoadError
        title={GALLERY_LOAD_FAILED}
        message={errorMessage(gallery.error, GALLERY_LOAD_FAILED)}
        onRetry={() => void gallery.refetch()}
        retrying={gallery.isFetching}
      />
    );
  const { stock, custom } = gallery.data;
  return (
    <Tabs defaultValue="stock">
      <SubTabsList aria-label="Gallery">
        <SubTabsTrigger value="stock">Stock</SubTabsTrigger>
        <SubTabsTrigger value="custom">Custom</SubTabsTrigger>
      </SubTabsList>
      <TabsContent value="stock">
        <StockPicker slug={slug} images={stock} />
      </TabsContent>
      <TabsContent value="custom">
        <CustomImages slug={slug} images={custom} />
      </TabsContent>
    </Tabs>
  );
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function StockPicker({ slug, images }: { slug: string; images: StockGalleryImage[] }) {
  const order = images.map((img) => img.id);
  const [selected, setSelected] = useState<string[]>(() => images.filter((img) => img.selected).map((img) => img.id));
  const saveStock = useSaveStockSelection(slug);
  const setCache = useSetStockSelectionCache(slug);
  const { state, change, retry } = useAutosave<string[]>({
    initial: selected,
    delayMs: 0, // Saved as soon as it is clicked.
    isEqual: sameIds,
    describeError: (error) => errorMessage(error, 'Failed to save the gallery'),
    save: async (ids) => {
      await saveStock(ids);
      setCache(ids);
    },
  });
  const choose = (next: string[]) => {
    setSelected(next);
    change(next);
  };

  if (images.length === 0) return <p className="text-sm text-slate-600">No stock images for this industry.</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          <span className="font-semibold text-slate-900">{selected.length}</span> of {images.length} stock images shown on your site.
        </p>
        <div className="flex items-center gap-2">
          <SaveStatus state={state} className="mr-1" />
          <Button variant="ghost" className="min-h-9 px-3" onClick={() => choose(order)} disabled={selected.length === images.length}>
            Select all
          </Button>
          <Button variant="ghost" className="min-h-9 px-3" onClick={() => choose([])} disabled={selected.length === 0}>
            Clear
          </Button>
        </div>
      </div>
      <SaveError id="gallery-stock-error" state={state} onRetry={() => void retry()} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((img) => {
          const on = selected.includes(img.id);
          return (
            <li key={img.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => choose(toggleStockImage(order, selected, img.id))}
                className={cn(
                  'group relative block w-full overflow-hidden rounded-xl border-2 bg-slate-100 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  on ? 'border-brand' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <img
                  src={img.src}
                  srcSet={img.srcset ?? undefined}
                  sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
                  alt=""
                  width={img.width}
                  height={img.height}
                  loading="lazy"
                  decoding="async"
                  className={cn('aspect-[4/3] w-full object-cover transition', !on && 'opacity-55 grayscale-[40%] group-hover:opacity-80')}
                />
                <span className="block truncate bg-white px-3 py-2 text-sm font-medium text-slate-800">{img.title || img.alt}</span>
                <span className="sr-only">{on ? ', shown on your site' : ', not shown'}</span>
                <span
                  className={cn(
                    'absolute top-2 right-2 flex size-7 items-center justify-center rounded-full ring-2 ring-white shadow',
                    on ? 'bg-brand text-white' : 'bg-white/90 text-transparent',
                  )}
                  aria-hidden="true"
                >
                  <svg
                    className="size-4"
                    viewBox="0 0 20 20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m5 10.5 3.2 3L15 7" />
                  </svg>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function CustomImages({ slug, images }: { slug: string; images: CustomGalleryImage[] }) {
  const remove = useDeleteGalleryImage(slug);
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<CustomGalleryImage | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Photos of your own work, shown after the stock images.</p>
        <Button
          onClick={() => {
            setNotice(null);
            setAdding(true);
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
          Add Custom Image
        </Button>
      </div>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          No custom images yet.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((img) => (
            <li key={img.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
              <img
                src={img.src}
                srcSet={img.srcset ?? undefined}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
                alt={img.alt}
                width={img.width}
                height={img.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 items-start gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900">{img.title || 'Untitled'}</p>
                  {img.caption && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{img.caption}</p>}
                </div>
                <Button
                  variant="ghost"
                  className="min-h-9 shrink-0 px-3 text-red-700 hover:bg-red-50 hover:text-red-800"
                  onClick={() => {
                    setRemoveError(null);
                    setNotice(null);
                    setTarget(img);
                  }}
                >
                  Remove<span className="sr-only"> {img.title || img.alt}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent
          title="Add Custom Image"
          description="Upload a photo of your work. It is resized for the web and added to your gallery."
          size="lg"
        >
          <UploadForm
            slug={slug}
            onDone={() => {
              setAdding(false);
              setNotice('Image added to your gallery. It appears on your site within seconds.');
            }}
          />
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title="Remove this image?"
        description="It is removed from your gallery and your site. This action cannot be undone."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        tone="danger"
        error={removeError}
        onConfirm={async () => {
          if (!target) return;
          setRemoveError(null);
          try {
            await remove.mutateAsync(target.id);
          } catch (error) {
            setRemoveError(errorMessage(error, 'Failed to remove the image. Please try again.'));
            throw error;
          }
          setNotice('Image removed from your gallery.');
        }}
      >
        {target && <img src={target.src} alt={target.alt} className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover" />}
      </ConfirmDialog>
    </div>
  );
}

function UploadForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const id = useId();
  const upload = useUploadGalleryImage(slug);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [values, setValues] = useState({ alt: '', title: '', caption: '' });
  const [errors, setErrors] = useState<GalleryFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(null);
    setErrors((e) => ({ ...e, image: undefined }));
    if (!picked) return;
    setChecking(true);
    const problem = await checkImageFile(picked, GALLERY_IMAGE_RULES);
    setChecking(false);
    if (problem) {
      setErrors((e) => ({ ...e, image: problem }));
      event.target.value = '';
      return;
    }
    setFile(picked);
  };

  const set = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors((e) => ({ ...galleryFormProblems(next, Boolean(file)), image: e.image }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    const problems = galleryFormProblems(values, Boolean(file));
    if (errors.image) problems.image = errors.image;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !file) {
      const first = problems.image ? `${id}-file` : problems.alt ? `${id}-alt` : problems.title ? `${id}-title` : `${id}-caption`;
      document.getElementById(first)?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ image: file, ...values });
      onDone();
    } catch (error) {
      setBanner(errorMessage(error, 'Failed to upload the image. Please try again.'));
      if (isApiError(error) && error.fields) {
        const f = error.fields;
        setErrors({ image: f.image, alt: f.alt, title: f.title, caption: f.caption });
      }
    }
  };

  const fileHint = file ? `${file.name} (${formatBytes(file.size)})` : 'JPEG, PNG, WebP, GIF or AVIF, less than 5MB.';

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {banner && <Alert tone="error">{banner}</Alert>}
      <div className="flex items-start gap-4">
        <div className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 sm:w-44">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <svg
              className="size-8 text-slate-400 sm:size-10"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-8 8" />
            </svg>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Image
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE}
            required
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={cn(`${id}-file-hint`, errors.image && `${id}-file-error`)}
            onChange={(e) => void pick(e)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          />
          <FieldHint id={`${id}-file-hint`}>{checking ? 'Checking the file...' : fileHint}</FieldHint>
          <FieldError id={`${id}-file-error`}>{errors.image}</FieldError>
        </div>
      </div>
      <TextField
        id={`${id}-alt`}
        label={
          <>
            Alt text
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </>
        }
        aria-required="true"
        value={values.alt}
        onChange={set('alt')}
        error={errors.alt}
        hint="Describe the photo for people who cannot see it, e.g. “Black SUV with a fresh ceramic coating”."
        autoComplete="off"
      />
      <TextField
        id={`${id}-title`}
        label="Title"
        value={values.title}
        onChange={set('title')}
        error={errors.title}
        autoComplete="off"
        hint={`Optional, up to ${GALLERY_TEXT_LIMITS.title} characters.`}
      />
      <div>
        <label htmlFor={`${id}-caption`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Caption
        </label>
        <textarea
          id={`${id}-caption`}
          rows={2}
          value={values.caption}
          onChange={set('caption')}
          aria-invalid={errors.caption ? true : undefined}
          aria-describedby={cn(`${id}-caption-hint`, errors.caption && `${id}-caption-error`)}
          className={cn(inputClass, 'resize-y')}
        />
        <FieldHint id={`${id}-caption-hint`}>Optional, up to {GALLERY_TEXT_LIMITS.caption} characters.</FieldHint>
        <FieldError id={`${id}-caption-error`}>{errors.caption}</FieldError>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={upload.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={upload.isPending} loadingText="Uploading..." disabled={checking}>
          Upload Image
        </Button>
      </DialogFooter>
    </form>
  );
}
