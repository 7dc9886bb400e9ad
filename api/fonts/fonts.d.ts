// A font imported as a module: what wrangler's Data rule makes of a .ttf (wrangler.toml).
declare module '*.ttf' {
  const data: ArrayBuffer;
  export default data;
}
