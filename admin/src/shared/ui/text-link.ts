/** Inline text links: brand colour (AA on white), underline on hover, visible focus ring. */
export const textLinkClass =
  'rounded-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Grows a small standalone link's pointer target to 44 px without moving the layout. */
export const hitAreaClass = "relative after:absolute after:-inset-x-2 after:-inset-y-3 after:content-['']";

/** A link on its own line, 44 px tall. */
export const lineLinkClass = `${textLinkClass} inline-flex min-h-11 items-center`;
