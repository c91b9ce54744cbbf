/**
 * The rule every text a client sends goes through: trimmed, bounded and free of control
 * characters. libSQL keeps a string only up to its first NUL ("a\u0000b" was stored as "a", and
 * "\u0000" passed "required"), and the other control characters have no place in a name, a title
 * or a message either. Tab, line feed and carriage return stay: multi-line texts are typed with them.
 *
 * Built with zod/mini so the public quote form can ship it; a zod/mini schema or check fits into
 * classic zod objects and `.check()` calls too, so the API's classic schemas use the same rule.
 */
import * as z from 'zod/mini';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/** The check for any string schema, classic or mini: `z.string().check(noControlCharacters('Title'))`. */
export const noControlCharacters = (label: string) =>
  z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), controlCharactersMessage(label));

export interface TextRule {
  max: number;
  /** Characters required after trimming (0: may be empty). */
  min?: number;
  /** Default `{label} is required`. */
  minMessage?: string;
  /** Default `{label} must be at most {max} characters`. */
  maxMessage?: string;
  /** For a value that is not a string; default the min message when the field is required, else `{label} must be text`. */
  typeMessage?: string;
}

/** A trimmed text field: at least `min` and at most `max` characters, no control characters. */
export function textField(label: string, rule: TextRule) {
  const { max, min = 0 } = rule;
  const minMessage = rule.minMessage ?? `${label} is required`;
  const maxMessage = rule.maxMessage ?? `${label} must be at most ${max} characters`;
  const typeMessage = rule.typeMessage ?? (min > 0 ? minMessage : `${label} must be text`);
  return z
    .string({ error: typeMessage })
    .check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage), noControlCharacters(label));
}
