import type { Plugin } from 'vite';

/**
 * react-router's build names its components for React's dev tools (`Form.displayName = "Form"`)
 * and creates them with unannotated forwardRef()/createContext() calls, so the bundler keeps
 * every one (Form, fetchers, prefetching…) whether the app uses it or not. Marked pure and left
 * unnamed, the unused ones drop out of the bundle.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'sports-academy:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
    },
  };
}
