/**
 * `src/generated/meta-validador.ts`: the validator of `schema/meta.schema.json` as ajv standalone
 * code, compiled here once instead of at every server start (compiling the meta-schema with ajv cost
 * ~100-200 ms of each restart: bench/startup). `loadRegistry` (schema/registry.ts) uses it when the
 * SHA-256 of the meta-schema it reads equals {@link hashDoMetaSchema} of the text compiled here, and
 * compiles the meta-schema with ajv otherwise; both have the same ajv options
 * (`META_AJV_OPTIONS`), so the errors, and the messages built from them, are the same.
 */
import { createHash } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { META_AJV_OPTIONS } from '../schema/registry.ts';
import { HEADER_TEXT } from './common.ts';

/** SHA-256 (hex) of the meta-schema file's text, as `loadRegistry` computes it. */
export function hashDoMetaSchema(texto: string): string {
  return createHash('sha256').update(texto).digest('hex');
}

/** The only runtime helper ajv's code requires for this schema (replaced by a self-contained function). */
const UCS2LENGTH = 'require("ajv/dist/runtime/ucs2length").default';

/** How ajv's ESM module starts: `"use strict";export const validate = validateN;export default validateN;`. */
const INICIO = /^"use strict";export const validate = (\w+);export default \1;/;

/**
 * Generates the module: `validarMetaSchema` (an ajv ValidateFunction: returns a boolean and sets
 * `.errors`) and `META_SCHEMA_SHA256`.
 * @param texto the text of schema/meta.schema.json
 * @throws Error when ajv's code needs a runtime helper other than ucs2length (it would not load as
 *   ESM) or does not start as {@link INICIO}
 */
export function generateMetaValidador(texto: string): string {
  const ajv = new Ajv2020({ ...META_AJV_OPTIONS, code: { source: true, esm: true } });
  const validate = ajv.compile(JSON.parse(texto));
  // string length in code points (a surrogate pair counts once), what ajv's ucs2length counts
  // CommonJS: module.exports é a função e também o seu `default` (o que o tipo declara)
  const codigo = standalone.default(ajv, validate).replaceAll(UCS2LENGTH, '((s) => [...s].length)');
  if (codigo.includes('require(')) throw new Error('meta-validador: o código do ajv exige um módulo de runtime não previsto');
  if (!INICIO.test(codigo)) throw new Error('meta-validador: o código do ajv não começa como esperado');
  const corpo = codigo.replace(INICIO, 'export const validarMetaSchema = $1;');
  return `// @ts-nocheck
/* ${HEADER_TEXT} (fonte: schema/meta.schema.json, gerador: codegen/meta-validador.ts) */
/** SHA-256 do texto de schema/meta.schema.json compilado aqui (schema/registry.ts confere antes de usar). */
export const META_SCHEMA_SHA256 = ${JSON.stringify(hashDoMetaSchema(texto))};
${corpo}
`;
}
