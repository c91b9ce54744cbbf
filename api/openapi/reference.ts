/**
 * The API reference page (GET /api/docs): the OpenAPI document rendered on the server as one HTML
 * page with its styles inline and no script, so it loads offline under the API's policy
 * (script-src 'self') and asks no CDN for anything (docs/decisions/040).
 */
type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1f24;background:#f6f7f9}
header{background:#14213d;color:#fff;padding:1.25rem 1rem}header h1{margin:0;font-size:1.4rem}header p{margin:.4rem 0 0;max-width:60rem;color:#dfe5f0}
header a{color:#fff}
.layout{display:flex;gap:1.5rem;max-width:80rem;margin:0 auto;padding:1rem}
nav{flex:0 0 14rem;position:sticky;top:1rem;align-self:flex-start;max-height:calc(100vh - 2rem);overflow:auto}
nav ul{list-style:none;margin:0;padding:0}nav a{display:block;padding:.3rem .5rem;color:#14213d;text-decoration:none;border-radius:4px}nav a:hover{background:#e4e8ef}
main{flex:1;min-width:0}
section>h2{margin:1.5rem 0 .5rem;font-size:1.25rem}
details{background:#fff;border:1px solid #d8dde6;border-radius:6px;margin:.5rem 0}
summary{cursor:pointer;padding:.6rem .75rem;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.method{display:inline-block;min-width:4rem;text-align:center;font:600 .8rem/1.6 ui-monospace,monospace;border-radius:4px;color:#fff}
.get{background:#1f6f43}.post{background:#1d4ed8}.put{background:#8a4b00}.patch{background:#6b21a8}.delete{background:#b91c1c}
code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.body{padding:0 .75rem .75rem;border-top:1px solid #e4e8ef}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #e4e8ef;vertical-align:top}
pre{background:#f1f3f7;padding:.6rem;border-radius:4px;overflow:auto;font-size:.8rem;max-height:24rem}
.lock{font-size:.8rem;color:#4b5563}
@media (max-width:800px){.layout{display:block}nav{position:static;max-height:none;margin-bottom:1rem}}
`;

function schemaText(schema: unknown): string {
  // Focusable: a long schema scrolls inside its box, and keyboard users must be able to scroll it.
  return `<pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function operationHtml(path: string, method: string, op: Json): string {
  const parameters = (op.parameters ?? []) as Json[];
  const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  const responses = Object.entries(op.responses as Record<string, Json>);
  const parts = [
    `<p>${escapeHtml(String(op.description ?? ''))}</p>`,
    parameters.length
      ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
          )
          .join('')}</tbody></table>`
      : '',
    body
      ? Object.entries(body.content)
          .map(([type, media]) => `<h4>Request body <code>${escapeHtml(type)}</code></h4>${schemaText(media.schema)}`)
          .join('')
      : '',
    `<h4>Responses</h4><table><tbody>${responses
      .map(([status, response]) => {
        const text = response.$ref ? String(response.$ref).split('/').pop() : String(response.description ?? '');
        return `<tr><td><code>${escapeHtml(status)}</code></td><td>${escapeHtml(text ?? '')}</td></tr>`;
      })
      .join('')}</tbody></table>`,
    // Answers described in full (not one of the shared shapes of the Shapes section), below the table so a long one scrolls in its box.
    responses
      .map(
        ([status, response]) =>
          [status, (response.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema] as const,
      )
      .filter(([, schema]) => schema && !schema.$ref)
      .map(([status, schema]) => `<h4>Answer <code>${escapeHtml(status)}</code></h4>${schemaText(schema)}`)
      .join(''),
  ];
  const locked = Array.isArray(op.security) && op.security.length === 0 ? '' : '<span class="lock">Bearer token</span>';
  return `<details id="${escapeHtml(String(op.operationId))}"><summary><span class="method ${method}">${method.toUpperCase()}</span><span class="path">${escapeHtml(path)}</span><span>${escapeHtml(String(op.summary ?? ''))}</span>${locked}</summary><div class="body">${parts.join('')}</div></details>`;
}

export function referencePage(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = (op.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const anchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const sections = [...byTag]
    .map(([tag, ops]) => `<section id="${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  const nav = [...byTag.keys()].map((tag) => `<li><a href="#${anchor(tag)}">${escapeHtml(tag)}</a></li>`).join('');
  const schemes = Object.entries((document.components as { schemas: Json }).schemas)
    .map(
      ([name, schema]) =>
        `<details><summary><code>${escapeHtml(name)}</code></summary><div class="body">${schemaText(schema)}</div></details>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1><p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<div class="layout"><nav aria-label="Sections"><ul>${nav}<li><a href="#shapes">Shapes</a></li></ul></nav>
<main>${sections}<section id="shapes"><h2>Shapes</h2>${schemes}</section></main></div></body></html>`;
}
