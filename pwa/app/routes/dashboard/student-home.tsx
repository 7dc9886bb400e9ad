// Placeholder route module: the screens engineer replaces it (react-router lazy route: exports Component).
export function Component() {
  return <p className="p-8 text-slate-600">StudentHome</p>;
}
