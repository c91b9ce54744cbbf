/**
 * The quote inbox (issue 16 §2, §3): what the dashboard composes into the Customers tab's
 * "Requests" view. Props: { slug, canEdit, markReadOnOpen? }.
 */
export { QuoteInbox, type QuoteInboxProps } from './components/quote-inbox.tsx';
