// Paths with parameters ('/classes/:id'), for the page table (page-table.ts, decision 023):
// matching a requested path against one, and making one's path for given values.

/**
 * The parameters of `pathname` if it is a path of `pattern` ('/classes/:id'), else null. Fixed
 * segments forgive case and a trailing slash; a parameter keeps its value as written, decoded.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== value.toLowerCase()) return null;
      continue;
    }
    // '_…' names a template file (classes/_id.html, which the service worker precaches), not
    // a value: that request must reach the file, never a page rendered for the id '_id.html'.
    if (value === '' || value.startsWith('_')) return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      return null; // Not UTF-8 escapes: no page of ours.
    }
  }
  return params;
}

/** A pattern's path for these parameters: pathOf('/classes/:id', { id: 'a b' }) → '/classes/a%20b'. */
export function pathOf(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
