// Replaced below by the real screen.
export function Component() {
  return <p className="p-8 text-slate-600">login</p>;
}
