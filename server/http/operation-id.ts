/**
 * A readable, unique operationId for each route of /api/openapi.json, so a generated client says
 * `getBusinessBalance` rather than `getApiBusinessBusinessBalanceById`: the method, then the path's
 * words (its parameters and "api" left out, a word said twice said once); a path whose words another
 * route of the same method already has adds its parameters ("ById"). A declaration may name its own.
 */
const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const pascal = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function operationIdOf(method: string, url: string): string {
  // "api" and the one-letter families (/api/b/, /api/m/) say nothing about the operation.
  const segments = url.split("/").filter((s) => s && s !== "api" && s.length > 1);
  const seen = new Set<string>();
  const named = segments
    .filter((s) => !s.startsWith(":"))
    .flatMap(words)
    .filter((w) => (seen.has(w.toLowerCase()) ? false : (seen.add(w.toLowerCase()), true)));
  return method.toLowerCase() + named.map(pascal).join("");
}

/** The id with its parameters ("…ByBusinessIdById"), for a path whose plain id another route took. */
export function operationIdWithParams(method: string, url: string): string {
  const params = url.split("/").filter((s) => s.startsWith(":")).map((s) => s.slice(1));
  return operationIdOf(method, url) + params.map((p) => `By${p.charAt(0).toUpperCase()}${p.slice(1)}`).join("");
}

/** Hands out ids once: the plain one when free, else with parameters, else numbered. */
export function operationIds() {
  const taken = new Set<string>();
  return (method: string, url: string, wanted?: string): string => {
    for (const id of [wanted, operationIdOf(method, url), operationIdWithParams(method, url)]) {
      if (id && !taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
    let n = 2;
    while (taken.has(`${operationIdWithParams(method, url)}${n}`)) n++;
    const id = `${operationIdWithParams(method, url)}${n}`;
    taken.add(id);
    return id;
  };
}
