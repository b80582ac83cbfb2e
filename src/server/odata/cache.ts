/**
 * Compiled OData list queries kept per query shape, so a repeated list request (the same screen,
 * Excel or Power BI refreshing, react-admin paging back and forth) skips parsing and compiling.
 *
 * The shape is the entity, the tenant predicate's SQL text (its placeholders, never its values: see
 * crud/scope.ts), the `Prefer` header and the raw query string. The compiler binds the tenant's
 * values first ($1..$k, compile.ts), so an entry compiled for one caller serves another caller of the
 * same shape with their own values put in those first positions ({@link comValoresDoTenant}).
 * Compilation errors are not kept (the next request compiles, and fails, again).
 * Bounded: at most {@link MAX_ENTRADAS} entries, least recently used dropped first; query strings
 * longer than {@link MAX_CHAVE} characters are compiled every time.
 */

/** Entries kept per process. */
export const MAX_ENTRADAS = 500;
/** Longest raw query string kept (longer ones are rare and would make entries large). */
export const MAX_CHAVE = 4096;

export class CacheDeConsultas<T> {
  private readonly entradas = new Map<string, T>();

  constructor(private readonly max = MAX_ENTRADAS) {}

  /** The entry for `chave`, made by `compilar` on a miss (kept only when `chave` is short enough). */
  obter(chave: string, compilar: () => T): T {
    const achada = this.entradas.get(chave);
    if (achada !== undefined) {
      // most recently used goes to the end of the Map's insertion order
      this.entradas.delete(chave);
      this.entradas.set(chave, achada);
      return achada;
    }
    const nova = compilar();
    if (chave.length <= MAX_CHAVE) {
      this.entradas.set(chave, nova);
      if (this.entradas.size > this.max) this.entradas.delete(this.entradas.keys().next().value as string);
    }
    return nova;
  }

  get tamanho(): number {
    return this.entradas.size;
  }
}

/**
 * `params` of a cached compilation with its first `tenant.length` values (the tenant predicate's,
 * bound first by the compiler) replaced by this caller's. A new array; `params` is not changed.
 */
export function comValoresDoTenant(params: readonly unknown[], tenant: readonly unknown[]): unknown[] {
  const out = params.slice();
  for (let i = 0; i < tenant.length; i++) out[i] = tenant[i];
  return out;
}
