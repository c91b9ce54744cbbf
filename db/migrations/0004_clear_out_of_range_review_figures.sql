-- Figures stored before the API bounded them (rating 0 to 5, count 0 to 10,000,000) broke the
-- tenant's content GET, every later save and every publish: an integer past 2^53 cannot even be
-- read by the client. Clearing them makes the site fall back to the figures of its reviews.
UPDATE `website_content` SET `reviews_total_count` = NULL
  WHERE `reviews_total_count` IS NOT NULL
    AND (typeof(`reviews_total_count`) <> 'integer' OR `reviews_total_count` NOT BETWEEN 0 AND 10000000);
--> statement-breakpoint
UPDATE `website_content` SET `reviews_avg_rating` = NULL
  WHERE `reviews_avg_rating` IS NOT NULL
    AND (typeof(`reviews_avg_rating`) NOT IN ('integer', 'real') OR `reviews_avg_rating` NOT BETWEEN 0 AND 5);
