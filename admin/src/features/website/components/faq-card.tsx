import { useEffect, useId, useRef, useState } from 'react';
import type { IndustryContent } from '#core/content/types.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';
import { SubTabsList, SubTabsTrigger } from './sub-tabs.tsx';
import { useSaveContent, type WebsiteContent } from '../api/website-content.ts';
import { contentPatchProblem } from '../lib/content-fields.ts';
import { fieldErrorMessage } from '../lib/errors.ts';
import {
  addFaqItem,
  defaultFaqItems,
  type FaqItem,
  faqItemsForSave,
  groupFaqItems,
  isBlankFaqItem,
  normalizeFaqItems,
  removeFaqItem,
  sameSavedFaq,
  updateFaqItem,
  visibleFaqCategories,
} from '../lib/faq.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { ContentField } from './autosave-field.tsx';
import { InlineLoading } from './inline-states.tsx';
import { SaveError, SaveStatus } from './save-status.tsx';

/** FAQ card body: Content (title, subtitle) and Categories (the entries per category). */
export function FaqEditor({
  slug,
  content,
  industryContent,
}: {
  slug: string;
  content: WebsiteContent;
  industryContent: IndustryContent | undefined;
}) {
  return (
    <Tabs defaultValue="content">
      <SubTabsList aria-label="FAQ">
        <SubTabsTrigger value="content">Content</SubTabsTrigger>
        <SubTabsTrigger value="categories">Categories</SubTabsTrigger>
      </SubTabsList>
      <TabsContent value="content" className="space-y-5">
        <ContentField slug={slug} field="faq_title" label="FAQ title" initial={content.faq_title} />
        <ContentField slug={slug} field="faq_subtitle" label="FAQ subtitle" initial={content.faq_subtitle} multiline />
      </TabsContent>
      <TabsContent value="categories">
        {industryContent ? (
          <FaqCategories slug={slug} initial={normalizeFaqItems(content.faq_items)} industryContent={industryContent} />
        ) : (
          <InlineLoading label="Loading FAQ..." />
        )}
      </TabsContent>
    </Tabs>
  );
}

/**
 * The entries per category: question and answer editable, Add Question, Remove, and Default (the
 * industry's FAQ, after a confirmation). The whole list saves itself 1000 ms after the last edit;
 * entries without a question or an answer stay on screen but are not saved (spec 3 §5).
 */
function FaqCategories({ slug, initial, industryContent }: { slug: string; initial: FaqItem[]; industryContent: IndustryContent }) {
  const saveContent = useSaveContent(slug);
  const [items, setItems] = useState<FaqItem[]>(initial);
  const categories = visibleFaqCategories(items, industryContent.faqs);
  const [category, setCategory] = useState(
    () => categories.find((c) => initial.some((f) => f.category === c)) ?? categories[0] ?? 'General',
  );
  const [removed, setRemoved] = useState<{ item: FaqItem; index: number } | null>(null);
  const [confirmDefault, setConfirmDefault] = useState(false);
  /** The entry whose question gets the focus once it is rendered (a new one). */
  const focusId = useRef<string | null>(null);

  const { state, change, flush, retry } = useAutosave<FaqItem[]>({
    initial,
    isEqual: sameSavedFaq,
    validate: (list) => contentPatchProblem({ faq_items: faqItemsForSave(list) }),
    describeError: (error) => fieldErrorMessage(error, 'faq_items'),
    save: async (list) => {
      await saveContent({ faq_items: faqItemsForSave(list) });
    },
  });

  const update = (next: FaqItem[]) => {
    setItems(next);
    change(next);
  };
  const groups = groupFaqItems(items, categories);

  const add = () => {
    const next = addFaqItem(items, category);
    focusId.current = next.find((f) => !items.includes(f))?.id ?? null;
    setRemoved(null);
    update(next);
  };
  const remove = (item: FaqItem) => {
    setRemoved({ item, index: items.indexOf(item) });
    update(removeFaqItem(items, item.id));
  };
  const undo = () => {
    if (!removed) return;
    const next = [...items];
    next.splice(Math.min(removed.index, next.length), 0, removed.item);
    setRemoved(null);
    update(next);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">Questions are grouped by category on your site. Changes save automatically.</p>
        <div className="flex items-center gap-3">
          <SaveStatus state={state} />
          <Button variant="secondary" onClick={() => setConfirmDefault(true)} className="px-3.5">
            Default
          </Button>
        </div>
      </div>
      <SaveError id="faq-save-error" state={state} onRetry={() => void retry()} />

      <Tabs value={category} onValueChange={setCategory}>
        <TabsList aria-label="FAQ categories" className="relative w-full">
          {categories.map((c) => {
            const count = (groups.get(c) ?? []).filter((f) => !isBlankFaqItem(f)).length;
            return (
              <TabsTrigger key={c} value={c}>
                {c}
                <span
                  className={cn(
                    'rounded-full px-1.5 py-0.5 text-xs tabular-nums',
                    count ? 'bg-slate-100 text-slate-700' : 'bg-slate-50 text-slate-500',
                  )}
                >
                  <span className="sr-only">(</span>
                  {count}
                  <span className="sr-only"> {count === 1 ? 'question' : 'questions'})</span>
                </span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {categories.map((c) => (
          <TabsContent key={c} value={c} className="space-y-3">
            {removed && removed.item.category === c && (
              <div
                role="status"
                className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3.5 py-2 text-sm text-slate-700"
              >
                <span>Question removed.</span>
                <Button variant="ghost" className="min-h-9 px-3" onClick={undo}>
                  Undo
                </Button>
              </div>
            )}
            {(groups.get(c) ?? []).length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
                No questions in {c} yet. They will not show on your site until you add one.
              </p>
            ) : (
              <ol className="space-y-3">
                {(groups.get(c) ?? []).map((item, i) => (
                  <FaqEntry
                    key={item.id}
                    item={item}
                    number={i + 1}
                    autoFocus={focusId.current === item.id}
                    onFocused={() => {
                      focusId.current = null;
                    }}
                    onChange={(patch) => update(updateFaqItem(items, item.id, patch))}
                    onRemove={() => remove(item)}
                  />
                ))}
              </ol>
            )}
            <Button variant="secondary" onClick={add}>
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
              Add Question<span className="sr-only"> to {c}</span>
            </Button>
          </TabsContent>
        ))}
      </Tabs>

      <ConfirmDialog
        open={confirmDefault}
        onOpenChange={setConfirmDefault}
        title="Reset the FAQ to the defaults?"
        description={`All your questions and answers are replaced with the default FAQ for ${industryContent.title}. This action cannot be undone.`}
        confirmLabel="Reset to Default"
        pendingLabel="Resetting..."
        tone="danger"
        onConfirm={async () => {
          const defaults = defaultFaqItems(industryContent.faqs);
          setRemoved(null);
          update(defaults);
          await flush();
        }}
      />
    </div>
  );
}

function FaqEntry({
  item,
  number,
  autoFocus,
  onFocused,
  onChange,
  onRemove,
}: {
  item: FaqItem;
  number: number;
  autoFocus: boolean;
  onFocused: () => void;
  onChange: (patch: Partial<Pick<FaqItem, 'question' | 'answer'>>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const questionRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) {
      questionRef.current?.focus();
      onFocused();
    }
  }, [autoFocus, onFocused]);
  const incomplete = isBlankFaqItem(item);
  return (
    <li className={cn('rounded-xl border p-4', incomplete ? 'border-amber-300 bg-amber-50/40' : 'border-slate-200')}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">Question {number}</p>
        <Button variant="ghost" className="min-h-9 px-3 text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onRemove}>
          Remove<span className="sr-only"> question {number}</span>
        </Button>
      </div>
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Question
          </label>
          <input
            ref={questionRef}
            id={`${id}-q`}
            type="text"
            autoComplete="off"
            value={item.question}
            onChange={(e) => onChange({ question: e.target.value })}
            aria-describedby={incomplete ? `${id}-note` : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-a`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Answer
          </label>
          <textarea
            id={`${id}-a`}
            rows={3}
            value={item.answer}
            onChange={(e) => onChange({ answer: e.target.value })}
            aria-describedby={incomplete ? `${id}-note` : undefined}
            className={cn(inputClass, 'resize-y leading-relaxed')}
          />
        </div>
        {incomplete && (
          <p id={`${id}-note`} className="text-sm text-amber-800">
            Not on your site until it has both a question and an answer.
          </p>
        )}
      </div>
    </li>
  );
}
