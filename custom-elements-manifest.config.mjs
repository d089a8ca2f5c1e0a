// The custom-elements manifest (custom-elements.json) of the board element, made from the
// JSDoc of www/board/hexadoku-board.js by `npm run manifest`, with the parts and custom
// properties documented beside the styles, in www/board/style.js; scripts/test.sh checks
// that the committed one is up to date, writing a fresh one into the folder MANIFEST_DIR
// names (relative to the repository's root, which it is otherwise). The class's private
// members (#…) are left out: they are no part of its API.

import { readFileSync } from 'node:fs';
// The analyzer's own JSDoc parser (a dependency of it), so that the tags read here read
// as they would in the class's JSDoc.
import { parse } from 'comment-parser';

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

/**
 * Adds the `@csspart` and `@cssprop` tags of www/board/style.js to <hexadoku-board>, after
 * those of its class, as the analyzer reads a class's own (name, default, description).
 */
const themingBesideStyles = {
  name: 'theming-beside-styles',
  analyzePhase({ ts, node, moduleDoc }) {
    if (node.kind !== ts.SyntaxKind.ClassDeclaration) return;
    const element = moduleDoc.declarations.find((declaration) => declaration.name === node.name?.getText());
    if (element?.tagName !== 'hexadoku-board') return;
    for (const { tags } of parse(readFileSync('www/board/style.js', 'utf8'))) {
      for (const { tag, name, default: value, description } of tags) {
        const list = { csspart: element.cssParts, cssprop: element.cssProperties }[tag];
        list?.push({ description: description.replace(/^- /, ''), name, ...(value && { default: value }) });
      }
    }
  },
};

export default {
  globs: ['www/board/hexadoku-board.js', 'www/board/form-control.js', 'www/board/attributes.js'],
  outdir: process.env.MANIFEST_DIR ?? '.',
  // package.json names the manifest itself; the analyzer would rewrite it to each outdir.
  packagejson: false,
  plugins: [themingBesideStyles, withoutPrivateMembers],
};
