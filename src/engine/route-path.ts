/** A declared route with its params filled in: `:id` from the record, any others from the current URL. */
export function fillRoute(path: string, params: Record<string, string | number | undefined>): string {
  return path.replace(/:([A-Za-z_]+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}
