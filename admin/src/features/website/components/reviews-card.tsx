import { useState } from 'react';
import { Tabs, TabsContent } from '../../../shared/ui/tabs.tsx';
import { SubTabsList, SubTabsTrigger } from './sub-tabs.tsx';
import { useSaveContent, type WebsiteContent } from '../api/website-content.ts';
import { contentPatchProblem, countFromInput, ratingFromInput } from '../lib/content-fields.ts';
import { fieldErrorMessage } from '../lib/errors.ts';
import { AutosaveInput, ContentField } from './autosave-field.tsx';
import { AddReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import { PendingReviews } from './pending-reviews.tsx';
import { GoogleRatingImport } from './google-rating-import.tsx';
import type { GoogleRating } from '#core/reviews/google-rating.ts';
import { usePendingReviews } from '../api/reviews.ts';

/** Reviews card body: Content, Add Review, Remove Review (spec 3 §2), and Awaiting approval with how many wait (issue 16). */
export function ReviewsEditor({
  slug,
  content,
  showVehicleDetails,
  startOn = 'content',
}: {
  slug: string;
  content: WebsiteContent;
  showVehicleDetails: boolean;
  startOn?: 'content' | 'pending';
}) {
  const waiting = usePendingReviews(slug).data?.total ?? 0;
  return (
    <Tabs defaultValue={startOn}>
      {/* Four tabs do not fit one row of a phone: two rows of two there. */}
      <SubTabsList aria-label="Reviews" className="max-sm:grid max-sm:grid-cols-2">
        <SubTabsTrigger value="content">Content</SubTabsTrigger>
        <SubTabsTrigger value="add">Add Review</SubTabsTrigger>
        <SubTabsTrigger value="remove">Remove Review</SubTabsTrigger>
        <SubTabsTrigger value="pending">
          Awaiting approval
          {waiting > 0 && (
            <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white">
              {waiting}
              <span className="sr-only"> waiting</span>
            </span>
          )}
        </SubTabsTrigger>
      </SubTabsList>
      <TabsContent value="content">
        <ReviewsContent slug={slug} content={content} />
      </TabsContent>
      <TabsContent value="add">
        <AddReviewForm slug={slug} showVehicleDetails={showVehicleDetails} />
      </TabsContent>
      <TabsContent value="remove">
        <ReviewList slug={slug} />
      </TabsContent>
      <TabsContent value="pending">
        <PendingReviews slug={slug} />
      </TabsContent>
    </Tabs>
  );
}

function ReviewsContent({ slug, content }: { slug: string; content: WebsiteContent }) {
  const saveContent = useSaveContent(slug);
  // An import from Google Maps saved both figures: the fields start again from them.
  const [imported, setImported] = useState<{ rating: GoogleRating; n: number }>();
  const avgRating = imported?.rating.averageRating ?? content.reviews_avg_rating ?? 0;
  const totalCount = imported?.rating.totalReviews ?? content.reviews_total_count ?? 0;
  return (
    <div className="space-y-5">
      <ContentField slug={slug} field="reviews_title" label="Reviews title" initial={content.reviews_title} />
      <ContentField slug={slug} field="reviews_subtitle" label="Reviews subtitle" initial={content.reviews_subtitle} multiline />
      <div className="grid gap-5 sm:grid-cols-2">
        <AutosaveInput
          key={`rating-${imported?.n ?? 0}`}
          label="Average rating"
          initial={String(avgRating)}
          inputMode="decimal"
          hint="From 0 to 5, e.g. 4.9, shown with the stars in your homepage hero. Leave rating or count at 0 to show the average of the reviews on your site."
          isEqual={(a, b) => ratingFromInput(a) === ratingFromInput(b)}
          normalizeOnBlur={(v) => String(ratingFromInput(v))}
          validate={(v) => contentPatchProblem({ reviews_avg_rating: ratingFromInput(v) })}
          describeError={(error) => fieldErrorMessage(error, 'reviews_avg_rating')}
          save={async (v) => String((await saveContent({ reviews_avg_rating: ratingFromInput(v) })).reviews_avg_rating)}
        />
        <AutosaveInput
          key={`count-${imported?.n ?? 0}`}
          label="Total number of reviews"
          initial={String(totalCount)}
          inputMode="numeric"
          hint="A whole number up to 10,000,000, e.g. 112. At 0, your site counts the reviews published on it."
          isEqual={(a, b) => countFromInput(a) === countFromInput(b)}
          normalizeOnBlur={(v) => String(countFromInput(v))}
          validate={(v) => contentPatchProblem({ reviews_total_count: countFromInput(v) })}
          describeError={(error) => fieldErrorMessage(error, 'reviews_total_count')}
          save={async (v) => String((await saveContent({ reviews_total_count: countFromInput(v) })).reviews_total_count)}
        />
      </div>
      <GoogleRatingImport slug={slug} onImported={(rating) => setImported((last) => ({ rating, n: (last?.n ?? 0) + 1 }))} />
    </div>
  );
}
