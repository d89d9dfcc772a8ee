import type { TranslationMessages } from 'react-admin';

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: object): Tree {
  for (const [key, value] of Object.entries(source) as [string, string | Tree][]) {
    if (typeof value === 'string') target[key] = value;
    else target[key] = merge((target[key] as Tree | undefined) ?? {}, value);
  }
  return target;
}

/** One language's catalogue: react-admin's texts, then the domain's, then each area's, later ones winning. */
export function mergeCatalog(parts: object[]): TranslationMessages {
  const tree: Tree = {};
  for (const part of parts) merge(tree, part);
  // A deep merge of the parts keeps react-admin's own `ra.*` tree, so the result is a full TranslationMessages.
  return tree as TranslationMessages;
}
