import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { CONTROL_CHARACTERS, noControlCharacters, textField } from './text.ts';

const errorsOf = (schema: z.core.$ZodType, input: unknown) => {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the shared text rule', () => {
  const title = textField('Title', { max: 10 });
  const name = textField('Name', { min: 1, max: 10 });

  it('trims, then bounds the length with the label in the message', () => {
    expect(title.parse('  Shine  ')).toBe('Shine');
    expect(z.safeParse(title, 'x'.repeat(11)).error?.issues[0]?.message).toBe('Title must be at most 10 characters');
    expect(z.safeParse(title, 42).error?.issues[0]?.message).toBe('Title must be text');
    expect(z.safeParse(name, '   ').error?.issues[0]?.message).toBe('Name is required');
    expect(z.safeParse(name, undefined).error?.issues[0]?.message).toBe('Name is required');
  });

  it('refuses NUL and the other control characters instead of storing a cut string', () => {
    expect(z.safeParse(title, 'a\u0000b').error?.issues[0]?.message).toBe('Title must not contain control characters');
    for (const ch of ['\u0001', '\u0007', '\u000B', '\u001B', '\u007F', '\u0085'])
      expect(CONTROL_CHARACTERS.test(`a${ch}b`), JSON.stringify(ch)).toBe(true);
    // "\u0000" alone must not pass "required".
    expect(z.safeParse(name, '\u0000').success).toBe(false);
  });

  it('keeps tab, line feed and carriage return, which multi-line texts are typed with', () => {
    expect(textField('Answer', { max: 100 }).parse('Line one\r\nLine\ttwo')).toBe('Line one\r\nLine\ttwo');
  });

  it('works inside classic zod objects and checks, one rule for the API and the forms', () => {
    const schema = z.object({ title, slug: z.string().max(20).check(noControlCharacters('Slug')) });
    expect(errorsOf(schema, { title: 'ok\u0000', slug: 'a\u0002' })).toEqual({
      title: 'Title must not contain control characters',
      slug: 'Slug must not contain control characters',
    });
    expect(schema.parse({ title: ' ok ', slug: 'fine' })).toEqual({ title: 'ok', slug: 'fine' });
  });
});
