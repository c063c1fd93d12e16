import type { Router } from 'express';
import { buildOpenApiDocument } from './document.js';
import { ENDPOINTS, getDocsPage, getOpenApiDocument, type Access } from '@family-recipes/shared';
import { ok } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'anyone',
  signedIn: 'signed in',
  cook: 'cooks (group user or admin)',
  admin: 'administrators',
};

function schemaBlock(label: string, value: unknown): string {
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(
    JSON.stringify(value, null, 2),
  )}</pre></details>`;
}

type JsonObject = Record<string, unknown>;

/**
 * The document as a page that needs no script and nothing from another site: the site's CSP
 * allows neither inline scripts nor other origins.
 */
function renderDocsPage(document: JsonObject): string {
  const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
  const sections = ENDPOINTS.map((operation) => {
    const path = `/api${operation.path.replace(/:(\w+)/g, '{$1}')}`;
    const object = paths[path]?.[operation.method] ?? {};
    const parameters = (object['parameters'] ?? []) as JsonObject[];
    const responses = (object['responses'] ?? {}) as Record<string, JsonObject>;
    const body = object['requestBody'] as JsonObject | undefined;
    return `<section id="${escapeHtml(String(object['operationId']))}">
<h3><span class="method ${operation.method}">${operation.method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}. <em>Who: ${ACCESS_TEXT[operation.access]}.</em></p>
${
  parameters.length > 0
    ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(String(p['name']))}</code></td><td>${escapeHtml(String(p['in']))}</td><td>${p['required'] ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p['schema']))}</code></td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${body ? schemaBlock('Request body', body['content']) : ''}
<ul>${Object.entries(responses)
      .map(([status, answer]) => {
        const ref = typeof answer['$ref'] === 'string' ? answer['$ref'] : undefined;
        const text = ref
          ? `error body (${ref.split('/').pop() ?? ''})`
          : String(answer['description']);
        return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(text)}${
          answer['content'] ? schemaBlock('Body', answer['content']) : ''
        }</li>`;
      })
      .join('')}</ul>
</section>`;
  }).join('\n');
  const components = document['components'] as { schemas: Record<string, unknown> };
  const schemas = Object.entries(components.schemas)
    .map(([name, schema]) => `<section id="schema-${name}">${schemaBlock(name, schema)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Family Recipes API</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.45;color:#222}
section{border-top:1px solid #ddd;padding:.5rem 0}h3{margin:.3rem 0;font-size:1.05rem}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#1f6f3f}.post{background:#1d4f91}.put{background:#8a5a00}.delete{background:#9b1c1c}.patch{background:#5b3a8c}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ddd;padding:.2rem .4rem;text-align:left}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:.8rem}
</style></head><body>
<h1>Family Recipes API</h1>
<p>${escapeHtml(String((document['info'] as JsonObject)['description']))}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(String(document['openapi']))}).</p>
<h2>Operations</h2>
${sections}
<h2>Schemas</h2>
${schemas}
</body></html>`;
}

/** GET /api/openapi.json and GET /api/docs. Built once: the routes do not change at run time. */
export function openApiRouter(): Router {
  const router = apiRouter();
  const document = buildOpenApiDocument();
  const page = renderDocsPage(document);
  const cached = { 'Cache-Control': 'public, max-age=300' };
  router.mount(getOpenApiDocument, {}, () => ({ ...ok(document), headers: cached }));
  router.mount(getDocsPage, {}, () => ({
    ...ok(page),
    headers: { ...cached, 'Content-Type': 'text/html; charset=utf-8' },
  }));
  return router.routes;
}
