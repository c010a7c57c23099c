/**
 * The parts of zod (its mini build) that contracts' schemas are built from, and nothing more: contracts
 * import zod only through this module. Every app bundles contracts, so without this each app on a page
 * would carry its own copy of the same zod code (about 10 kB brotli each). The apps' builds share this
 * module through module federation instead (scripts/webpack/create-config.cjs, `contractsZodShare`): a
 * remote takes the shell's copy when the zod version and this file are the same as its own, else it loads
 * the copy it was built with. A schema that needs another part of zod adds it here.
 */
export type { infer, output, ZodMiniType } from 'zod/mini';
export {
  _default,
  array,
  boolean,
  enum,
  extend,
  int,
  literal,
  maximum,
  maxLength,
  minimum,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  partial,
  partialRecord,
  pipe,
  positive,
  record,
  regex,
  safeParse,
  string,
  transform,
  tuple,
  union,
} from 'zod/mini';
