/** The pieces of the dashboard's searches (quote requests, customers): words matched anywhere in a column. */
import { type SQL, sql } from 'drizzle-orm';

/** LIKE's own wildcards in what a user typed match themselves. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `word` (SQLite's LIKE: case-insensitive for ASCII). */
export const like = (column: unknown, word: string): SQL => sql`${column} like ${likePattern(word)} escape '\\'`;

/** A phone column as digits, whatever punctuation was typed, so a search by digits finds it. */
export const digitsOf = (column: unknown): SQL =>
  sql`replace(replace(replace(replace(replace(replace(${column}, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', '')`;
