/**
 * The page of the Performance sub-tab's connect popup (600 x 700): what the first-party analytics
 * collect and what they do not, and the GA4 id. No script (the CSP allows none inline, and the page
 * needs none); the styles are inline, which the CSP allows.
 */
import { html } from 'hono/html';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:32px;color:#1f2937;background:#f9fafb}
main{max-width:520px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:28px}
h1{font-size:20px;margin:0 0 8px}.ok{color:#047857;font-weight:600}h2{font-size:15px;margin:20px 0 6px}
ul{margin:0;padding-left:20px}li{margin:2px 0}code{background:#f3f4f6;padding:1px 5px;border-radius:4px}.muted{color:#6b7280}`;

export function analyticsPopup(businessName: string | null, measurementId: string | null) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Website analytics</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>Website analytics</h1>
          <p class="ok">Connected: first-party analytics are on${businessName ? html` for ${businessName}` : ''}.</p>
          <p>Your website counts its own visits. Nothing to sign in to and nothing to install.</p>
          <h2>What is collected</h2>
          <ul>
            <li>Pages viewed, the site a visitor came from and campaign tags (utm_source, utm_medium, utm_campaign)</li>
            <li>Device type (phone, tablet or computer) and country</li>
            <li>Quote requests, bookings, phone and email clicks, FAQ answers read</li>
            <li>Page speed as visitors experience it (Core Web Vitals)</li>
          </ul>
          <h2>What is not</h2>
          <ul>
            <li>No cookies and no personal data: addresses and browser details are not stored</li>
            <li>Visitors are told apart by a code that changes every day and cannot be traced back</li>
            <li>Visitors whose browser asks not to be tracked (Do Not Track, Global Privacy Control) and bots are not counted</li>
          </ul>
          <h2>Google Analytics 4</h2>
          <p>
            ${
              measurementId
                ? html`Measurement ID <code>${measurementId}</code> is set.`
                : html`<span class="muted">No GA4 measurement ID is set. It is optional: the figures above do not need it.</span>`
            }
          </p>
          <p class="muted">You can close this window.</p>
        </main>
      </body>
    </html>`;
}
