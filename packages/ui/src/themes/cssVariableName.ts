/** `brandStrong` → `brand-strong`. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The CSS custom property a token lives in, without the leading dashes: `colour.brandStrong` is
 * `--bk-colour-brand-strong`. These names are public (partners brand the kit with them, see the
 * README), so they are stable rather than hashed; renaming a token renames its property, which
 * is a breaking change.
 */
export const cssVariableName = (path: readonly string[]) => `bk-${path.map(kebab).join('-')}`;
