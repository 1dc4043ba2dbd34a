import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import { Type } from "typebox";
import type { Db } from "../db/client";
import { access, router } from "./route";

/** Registered before any route, so every declaration lands in the document. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    // A schema with an $id (each resource's row and bodies, contracts/rows.ts) is a component under that name.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Galla API",
        version: "1",
        license: { name: "Proprietary: Galla's own, not for reuse", identifier: "LicenseRef-Galla-Proprietary" },
        description:
          "The API behind the Galla console. Every route declares who may call it (see each operation's description) " +
          "and the shapes it takes and returns. Money is in rupees on the wire; sign in with /api/auth/otp and /api/auth/verify.",
      },
      // Relative: the document describes the server that serves it, wherever it runs.
      servers: [{ url: "/", description: "This Galla server" }],
      components: { securitySchemes: { session: { type: "http", scheme: "bearer", description: "The token /api/auth/verify returns" } } },
    },
  });
}

const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true, description: "An OpenAPI 3.1 document" });
const Html = { description: "An HTML page", content: { "text/html": { schema: Type.String() } } };

/** /api/openapi.json (the document) and /api/docs (the same, as a page a person reads). */
export async function openApiRoutes(app: FastifyInstance, db: Db) {
  const route = router(app, db);
  route({
    method: "GET",
    url: "/api/openapi.json",
    access: access.public(),
    summary: "This API's OpenAPI 3.1 description",
    tags: ["docs"],
    schema: { response: { 200: OpenApiDocument } },
    handler: async () => app.swagger(),
  });
  route({
    method: "GET",
    url: "/api/docs",
    access: access.public(),
    summary: "This API's description as a page",
    tags: ["docs"],
    schema: { response: { 200: Html } },
    handler: async (_request, reply) => reply.type("text/html; charset=utf-8").send(renderDocs(app.swagger() as unknown as OpenApiDoc)),
  });
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; allOf?: Schema[]; $ref?: string; enum?: unknown[]; const?: unknown; description?: string; additionalProperties?: unknown };
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDoc {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const escape = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A schema in one line a person can read: `{ id: integer, name?: string | null }`. */
export function typeText(schema: Schema | undefined, depth = 0): string {
  if (!schema) return "any";
  // A component (a resource's row or body, contracts/rows.ts) is said by its name.
  if (schema.$ref) return schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1);
  if (schema.allOf) return schema.allOf.map((s) => typeText(s, depth)).join(" & ");
  if (schema.anyOf) return schema.anyOf.map((s) => typeText(s, depth)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.type === "array") return `${typeText(schema.items, depth)}[]`;
  if (schema.type === "object" || schema.properties) {
    if (depth > 2) return "object";
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([k, v]) => `${k}${required.has(k) ? "" : "?"}: ${typeText(v, depth + 1)}`);
    if (schema.additionalProperties === true || (schema.additionalProperties && typeof schema.additionalProperties === "object")) fields.push("…");
    return `{ ${fields.join(", ")} }`;
  }
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
}

/** The docs page, built from the document itself: no script, no assets from elsewhere. */
export function renderDocs(doc: OpenApiDoc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "other";
      const params = (op.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ", required" : ""}): ${escape(typeText(p.schema))}</li>`);
      const body = op.requestBody ? Object.entries(op.requestBody.content).map(([type, c]) => `<li>body (${escape(type)}): <code>${escape(typeText(c.schema))}</code></li>`) : [];
      const answers = Object.entries(op.responses ?? {}).map(([status, r]) => {
        const content = Object.entries(r.content ?? {}).map(([type, c]) => `${escape(type)}: <code>${escape(typeText(c.schema))}</code>`);
        return `<li><b>${escape(status)}</b> ${content.join("; ") || escape(r.description ?? "")}</li>`;
      });
      const html = `<section id="${escape(`${method}-${path}`)}"><h3><span class="m">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary ?? "")}</p><p class="access">${escape(op.description ?? "")}</p>
${params.length + body.length ? `<h4>Takes</h4><ul>${[...params, ...body].join("")}</ul>` : ""}<h4>Answers</h4><ul>${answers.join("")}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  // The named shapes the operations refer to (each resource's row and bodies).
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => `<section id="schema-${escape(name)}"><h3><code>${escape(name)}</code></h3><p>${escape(schema.description ?? "")}</p><p><code>${escape(typeText(schema))}</code></p></section>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#1f1f1f}
code{font:13px ui-monospace,monospace;background:#f5f5f5;padding:1px 4px;border-radius:4px;word-break:break-word}
section{border-top:1px solid #e5e5e5;padding:8px 0}.m{display:inline-block;min-width:64px;font-weight:600;color:#0958d9}
.access{color:#595959}h2{margin-top:32px;text-transform:capitalize}nav a{margin-right:12px}
</style></head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description ?? "")}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${[...tags, ...(schemas.length ? ["schemas"] : [])].map((t) => `<a href="#${escape(t)}">${escape(t)}</a>`).join("")}</nav>
${tags.map((t) => `<h2 id="${escape(t)}">${escape(t)}</h2>${byTag.get(t)!.join("\n")}`).join("\n")}
${schemas.length ? `<h2 id="schemas">schemas</h2>${schemas.join("\n")}` : ""}
</body></html>`;
}
