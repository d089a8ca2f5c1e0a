// The custom-elements manifest (custom-elements.json) of the board element, made from the
// JSDoc of www/board/hexadoku-board.js by `npm run manifest`; scripts/test.sh checks that the
// committed one is up to date, writing a fresh one into the folder MANIFEST_DIR names
// (relative to the repository's root, which it is otherwise). The class's private
// members (#…) are left out: they are no part of its API.

/** Drops every private member from the manifest's classes. */
const withoutPrivateMembers = {
  name: 'without-private-members',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules) {
      for (const declaration of module.declarations ?? []) {
        if (declaration.members) declaration.members = declaration.members.filter((m) => m.privacy !== 'private');
      }
    }
  },
};

export default {
  globs: ['www/board/hexadoku-board.js'],
  outdir: process.env.MANIFEST_DIR ?? '.',
  // package.json names the manifest itself; the analyzer would rewrite it to each outdir.
  packagejson: false,
  plugins: [withoutPrivateMembers],
};
