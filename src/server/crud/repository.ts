/**
 * Generic persistence of registry entities (arquitetura §1, §3): one code path for every CRUD entity.
 * All functions run inside a tenant transaction (`withTenant`) and add the explicit tenant
 * predicate; values are always bound parameters and column names come from the registry only.
 *
 * Child lists (`children` in the entry, e.g. Cliente.Email) are read with the record and saved
 * with it in the same transaction: items with an id are updated, items without are inserted, and
 * stored items missing from the list are deleted.
 *
 * Every top-level create, update and delete writes exactly one `auditoria` row in the same
 * transaction (registrarAuditoria: the whole record with its child lists on create/delete, the
 * changed fields with before/after on update; write-only secrets only as "changed", masked);
 * child items saved with their parent are part of the parent's row.
 */
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import { publicFields } from '../../../schema/registry.ts';
import type { Client, TenantContext } from '../db/tenant.ts';
import { ValidationError, notFound } from '../http/envelope.ts';
import { hashPassword } from '../auth/passwords.ts';
import { params, quoteIdent as q, tenantPredicate } from './scope.ts';
import { sqlComValores } from '../db/sql-em-texto.ts';
import { criarPerfisPadrao } from './emitente-padrao.ts';
import { hooksDe } from './hooks.ts';
import { checarMinimosEntreCampos } from './validate.ts';
import { registrarAuditoria, VALOR_OCULTO, VALOR_OCULTO_NOVO } from '../modules/auditoria/registro.ts';

/** `calc(e)` computed once per registry entry (the registry does not change while the server runs). */
function porEntrada<T>(calc: (e: EntityDef) => T): (e: EntityDef) => T {
  const feitos = new WeakMap<EntityDef, T>();
  return (e) => {
    let v = feitos.get(e);
    if (v === undefined) {
      v = calc(e);
      feitos.set(e, v);
    }
    return v;
  };
}

/** Public write-only fields of an entry (senha, CSRT), once per entry. */
const camposSoDeEscrita = porEntrada((e) =>
  publicFields(e)
    .filter(([, f]) => f.writeOnly)
    .map(([n]) => n),
);

/** Fields of an entry stored as a password hash (`format: senha`), once per entry. */
const camposDeSenha = porEntrada((e) =>
  Object.entries(e.properties)
    .filter(([, f]) => f.format === 'senha')
    .map(([n]) => n),
);

/** Write-only fields (senha, CSRT) given a value in `record`: audited as changed, never by value. */
function segredosGravados(e: EntityDef, record: Record<string, unknown>): string[] {
  return camposSoDeEscrita(e).filter((n) => record[n] !== undefined && record[n] !== null && record[n] !== '');
}

const colunasLegiveis = new WeakMap<EntityDef, string[]>();

/**
 * Columns returned to clients: public and not write-only (never `senha`). Computed once per entry
 * (the registry does not change while the server runs): the same array every call, not to be modified.
 */
export function readableColumns(e: EntityDef): string[] {
  let cols = colunasLegiveis.get(e);
  if (!cols) {
    cols = publicFields(e)
      .filter(([, f]) => !f.writeOnly)
      .map(([n]) => n);
    colunasLegiveis.set(e, cols);
  }
  return cols;
}

/** Readable date-time columns of an entry (cut to the wire format inside child lists), once per entry. */
const dataHoraLegiveis = new WeakMap<EntityDef, string[]>();
function colunasDataHora(e: EntityDef): string[] {
  let cols = dataHoraLegiveis.get(e);
  if (!cols) {
    cols = readableColumns(e).filter((k) => e.properties[k].format === 'date-time');
    dataHoraLegiveis.set(e, cols);
  }
  return cols;
}

/** Column alias prefix of a child list in {@link Repository.getOne} named exactly like a column of the record (never a column name). */
const CHILD_PREFIX = '@filhos.';

const listasDeSelecao = new WeakMap<EntityDef, string>();

/** `t."a", t."b", ...` of the readable columns (alias `t`), once per entry. */
function selectList(e: EntityDef): string {
  let lista = listasDeSelecao.get(e);
  if (lista === undefined) {
    lista = readableColumns(e)
      .map((c) => `t.${q(c)}`)
      .join(', ');
    listasDeSelecao.set(e, lista);
  }
  return lista;
}

/** Context fields a tenant predicate may bind (crud/scope.ts), in the order of the shape's bits. */
const CAMPOS_DO_INQUILINO = ['masterId', 'distribuidorId', 'revendaId', 'emitenteId', 'usuarioId'] as const;
type CampoDoInquilino = (typeof CAMPOS_DO_INQUILINO)[number];

/** {@link Repository.getOne}'s statement for one entry and one tenant shape. */
interface ConsultaPorId {
  sql: string;
  /** Context field bound to `$2`, `$3`, ... (`$1` is the id). */
  campos: CampoDoInquilino[];
  /**
   * Child lists read with the record: name in the record, child entry, and the column alias the
   * statement gives the list (the name itself, or {@link CHILD_PREFIX} + name when a column of the
   * record has that exact name).
   */
  listas: Array<{ name: string; child: EntityDef; alias: string }>;
}

/**
 * The tenant shape of `ctx`: what `tenantPredicate`'s SQL text depends on besides the entry —
 * the level (kept apart) and which ids are present (one bit per {@link CAMPOS_DO_INQUILINO} field).
 */
function bitsDoInquilino(ctx: TenantContext): number {
  let bits = 0;
  for (let i = 0; i < CAMPOS_DO_INQUILINO.length; i++) {
    const v = ctx[CAMPOS_DO_INQUILINO[i]];
    if (v !== null && v !== undefined) bits |= 1 << i;
  }
  return bits;
}

/**
 * getOne's answer from its statement's rows: the record, its child lists under their own names with
 * date-time values cut to the wire format 'YYYY-MM-DDTHH:mm:ss' (as the driver's parser does for
 * plain columns); null when no row came back.
 */
function registroDaConsulta(consulta: ConsultaPorId, rows: Array<Record<string, unknown>>): Record<string, unknown> | null {
  const record = rows[0];
  if (!record) return null;
  for (const { name, child, alias } of consulta.listas) {
    const items = record[alias] as Array<Record<string, unknown>>;
    const dateTimes = colunasDataHora(child);
    for (const item of items) for (const k of dateTimes) if (typeof item[k] === 'string') item[k] = (item[k] as string).slice(0, 19);
    if (alias === name) continue;
    delete record[alias];
    record[name] = items;
  }
  return record;
}

export class Repository {
  /** getOne statements by entry, level and {@link bitsDoInquilino}: written once, bound per call. */
  private consultasPorId = new WeakMap<EntityDef, Map<string, ConsultaPorId[]>>();

  constructor(private registry: Registry) {}

  /**
   * One record with its child lists, or null when absent or outside the caller's tenant.
   * One statement: each child list is a `json_agg` sub-select (tenant predicate included, ordered
   * by the child key) next to the record's columns; date-time values inside the JSON are cut to the
   * wire format 'YYYY-MM-DDTHH:mm:ss' like the driver's own parser does for plain columns.
   */
  async getOne(c: Client, e: EntityDef, ctx: TenantContext, id: unknown): Promise<Record<string, unknown> | null> {
    const consulta = this.consultaPorId(e, ctx);
    const valores: unknown[] = [id];
    for (const k of consulta.campos) valores.push(ctx[k]);
    const { rows } = await c.query(consulta.sql, valores);
    return registroDaConsulta(consulta, rows);
  }

  /**
   * {@link getOne}'s statement for `e`, `ctx` and `id` with its values written into the text, for a
   * caller that sends it in one simple-protocol round trip together with other statements (the
   * session check, BEGIN and the tenant settings, COMMIT: auth/context.ts `lerNaValidacao`), and the
   * function that turns the statement's rows into getOne's answer (the record, or null); null when
   * a value cannot be written (db/sql-em-texto.ts: an id with `'` or `\\`), and the caller takes getOne's path.
   */
  getOneEmTexto(
    e: EntityDef,
    ctx: TenantContext,
    id: number | string,
  ): { sql: string; registro: (rows: Array<Record<string, unknown>>) => Record<string, unknown> | null } | null {
    const consulta = this.consultaPorId(e, ctx);
    const valores: unknown[] = [id];
    for (const k of consulta.campos) valores.push(ctx[k]);
    const sql = sqlComValores(consulta.sql, valores);
    return sql === null ? null : { sql, registro: (rows) => registroDaConsulta(consulta, rows) };
  }

  /**
   * The statement of {@link getOne} for `e` and the tenant shape of `ctx`, written on first use: the
   * tenant predicates are built once from a stand-in context whose present ids are markers, and each
   * marker bound records which field of the caller's context goes in that position. The predicate's
   * text depends only on the level and on which ids are present (crud/scope.ts), never on their values.
   * @throws Error when a predicate binds something other than a context id (a bug in scope.ts).
   */
  private consultaPorId(e: EntityDef, ctx: TenantContext): ConsultaPorId {
    let porNivel = this.consultasPorId.get(e);
    if (!porNivel) this.consultasPorId.set(e, (porNivel = new Map()));
    let porBits = porNivel.get(ctx.nivel);
    if (!porBits) porNivel.set(ctx.nivel, (porBits = []));
    const bits = bitsDoInquilino(ctx);
    const pronta = porBits[bits];
    if (pronta) return pronta;
    const marcas = new Map<object, CampoDoInquilino>();
    const modelo: Record<string, unknown> = { nivel: ctx.nivel };
    for (const k of CAMPOS_DO_INQUILINO) {
      const v = ctx[k];
      if (v === null || v === undefined) modelo[k] = v;
      else {
        const marca = { campo: k };
        marcas.set(marca, k);
        modelo[k] = marca;
      }
    }
    const campos: CampoDoInquilino[] = [];
    const bind = (v: unknown) => {
      const campo = typeof v === 'object' && v !== null ? marcas.get(v) : undefined;
      if (!campo) throw new Error(`getOne: o predicado do inquilino de '${e.id}' ligou um valor que não é do contexto`);
      campos.push(campo);
      return `$${campos.length + 1}`;
    };
    const modeloCtx = modelo as unknown as TenantContext;
    const colunas = readableColumns(e);
    const listas = Object.entries(e.erp.children ?? {}).map(([name, childId]) => ({
      name,
      child: this.registry.get(childId),
      alias: colunas.includes(name) ? CHILD_PREFIX + name : name,
    }));
    const subconsultas = listas.map(
      ({ child, alias }) =>
        `, (SELECT coalesce(json_agg(x ORDER BY x.${q(child.key)}), '[]'::json) FROM (SELECT ${selectList(child)} FROM ${q(child.erp.table)} t WHERE t.${q(child.erp.parent!.field)} = $1 AND ${tenantPredicate(this.registry, child, modeloCtx, bind)}) x) AS ${q(alias)}`,
    );
    const sql = `SELECT ${selectList(e)}${subconsultas.join('')} FROM ${q(e.erp.table)} t WHERE t.${q(e.key)} = $1 AND ${tenantPredicate(this.registry, e, modeloCtx, bind)}`;
    const consulta = { sql, campos, listas };
    porBits[bits] = consulta;
    return consulta;
  }

  /** Every visible record (SPEC §7: GET /v1/conta and /v1/custo), in the entry's order. */
  async all(c: Client, e: EntityDef, ctx: TenantContext): Promise<Array<Record<string, unknown>>> {
    const p = params();
    const order = e.erp.orderBy ?? e.key;
    const { rows } = await c.query(
      `SELECT ${selectList(e)} FROM ${q(e.erp.table)} t WHERE ${tenantPredicate(this.registry, e, ctx, p.bind)} ORDER BY t.${q(order)}, t.${q(e.key)} LIMIT 10000`,
      p.list,
    );
    return rows;
  }

  /** Inserts a validated record (and its children); returns it as stored. */
  async create(
    c: Client,
    e: EntityDef,
    ctx: TenantContext,
    record: Record<string, unknown>,
    children: Record<string, Array<Record<string, unknown>>>,
    nested = false,
  ) {
    if (!nested) await hooksDe(e.id)?.antesDeGravar?.({ c, ctx, entity: e, record, children });
    checarMinimosEntreCampos(e, record);
    const values = await this.serverFields(c, e, ctx, { ...record });
    const cols = Object.keys(values);
    const p = params();
    const placeholders = cols.map((k) => p.bind(values[k]));
    const { rows } = await c.query(
      cols.length
        ? `INSERT INTO ${q(e.erp.table)} (${cols.map(q).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${q(e.key)} AS id`
        : `INSERT INTO ${q(e.erp.table)} DEFAULT VALUES RETURNING ${q(e.key)} AS id`,
      p.list,
    );
    const id = rows[0].id;
    if (e.id === 'emitente') await criarPerfisPadrao(c, id, Number(values.tipo_pacote ?? 1));
    await this.saveChildren(c, e, ctx, id, children);
    const stored = (await this.getOne(c, e, ctx, id))!;
    if (!nested)
      await registrarAuditoria(c, {
        ctx,
        entidade: e.id,
        registroId: id,
        acao: 'incluir',
        depois: { ...stored, ...Object.fromEntries(segredosGravados(e, record).map((k) => [k, VALOR_OCULTO])) },
      });
    return stored;
  }

  /**
   * Updates the fields present in `record` (its key selects the row); a row of another tenant is
   * simply not found (404), never touched.
   */
  async update(
    c: Client,
    e: EntityDef,
    ctx: TenantContext,
    record: Record<string, unknown>,
    children: Record<string, Array<Record<string, unknown>>>,
    nested = false,
  ) {
    const id = record[e.key];
    const current = await this.getOne(c, e, ctx, id);
    if (!current) throw notFound(`${e.title} não encontrado(a).`);
    const changes = { ...record };
    delete changes[e.key];
    if (!nested) await hooksDe(e.id)?.antesDeGravar?.({ c, ctx, entity: e, record: changes, children, current });
    checarMinimosEntreCampos(e, { ...current, ...changes });
    const values = await this.serverFields(c, e, ctx, changes, current);
    const cols = Object.keys(values);
    if (cols.length) {
      const p = params([id]);
      const sets = cols.map((k) => `${q(k)} = ${p.bind(values[k])}`);
      const { rowCount } = await c.query(
        `UPDATE ${q(e.erp.table)} t SET ${sets.join(', ')} WHERE t.${q(e.key)} = $1 AND ${tenantPredicate(this.registry, e, ctx, p.bind)}`,
        p.list,
      );
      if (!rowCount) throw notFound(`${e.title} não encontrado(a).`);
    }
    await this.saveChildren(c, e, ctx, id, children);
    const stored = (await this.getOne(c, e, ctx, id))!;
    if (!nested) {
      // write-only fields (senha, CSRT) never come back in `stored`: the trail says they changed, masked
      const ocultos = segredosGravados(e, changes);
      await registrarAuditoria(c, {
        ctx,
        entidade: e.id,
        registroId: id,
        acao: 'alterar',
        antes: { ...current, ...Object.fromEntries(ocultos.map((k) => [k, VALOR_OCULTO])) },
        depois: { ...stored, ...Object.fromEntries(ocultos.map((k) => [k, VALOR_OCULTO_NOVO])) },
      });
    }
    return stored;
  }

  /** Deletes one record (children go by ON DELETE CASCADE); false when not found in the tenant. */
  async remove(c: Client, e: EntityDef, ctx: TenantContext, id: unknown): Promise<boolean> {
    const current = await this.getOne(c, e, ctx, id);
    if (!current) return false;
    await hooksDe(e.id)?.antesDeExcluir?.({ c, ctx, entity: e, current });
    const p = params([id]);
    const { rowCount } = await c.query(
      `DELETE FROM ${q(e.erp.table)} t WHERE t.${q(e.key)} = $1 AND ${tenantPredicate(this.registry, e, ctx, p.bind)}`,
      p.list,
    );
    if (!rowCount) return false;
    await registrarAuditoria(c, { ctx, entidade: e.id, registroId: id, acao: 'excluir', antes: current });
    return true;
  }

  private async saveChildren(c: Client, e: EntityDef, ctx: TenantContext, parentId: unknown, children: Record<string, Array<Record<string, unknown>>>) {
    for (const [name, items] of Object.entries(children)) {
      const child = this.registry.get(e.erp.children![name]);
      const fk = child.erp.parent!.field;
      const keep = items.map((i) => i[child.key]).filter((v) => v !== undefined && v !== null);
      const p = params([parentId, keep]);
      await c.query(
        `DELETE FROM ${q(child.erp.table)} t WHERE t.${q(fk)} = $1 AND NOT (t.${q(child.key)} = ANY($2)) AND ${tenantPredicate(this.registry, child, ctx, p.bind)}`,
        p.list,
      );
      for (const [i, item] of items.entries()) {
        const withParent = { ...item, [fk]: parentId };
        try {
          if (item[child.key] !== undefined && item[child.key] !== null) await this.update(c, child, ctx, withParent, {}, true);
          else {
            delete withParent[child.key];
            await this.create(c, child, ctx, withParent, {}, true);
          }
        } catch (err) {
          if ((err as { status?: number }).status === 404) throw new ValidationError({ [`${name}[${i}].${child.key}`]: ['Item não pertence a este registro'] });
          throw err;
        }
      }
    }
  }

  /**
   * Fills what the server owns: the tenant column, chain columns derived from the referenced
   * chain parent (e.g. an Emitente's distribuidor/master from its Revenda, looked up under RLS so
   * a foreign parent is "not found"), hashes of `senha` fields, and the Usuario rules.
   */
  private async serverFields(c: Client, e: EntityDef, ctx: TenantContext, values: Record<string, unknown>, current?: Record<string, unknown>) {
    if (e.erp.scope === 'emitente' && !current) values.emitente_id = ctx.emitenteId;
    for (const k of camposDeSenha(e)) {
      if (typeof values[k] === 'string') values[k] = await hashPassword(values[k] as string);
    }
    if (e.id === 'usuario') await this.usuarioRules(c, ctx, values, current);
    const chain = e.erp.chain;
    if (e.erp.scope === 'chain' && chain) {
      const derived = Object.entries(chain).filter(([, col]) => e.properties[col]?.['x-tenant']);
      if (derived.length) {
        const source = Object.entries(chain).find(([, col]) => col !== e.key && !e.properties[col]?.['x-tenant'] && e.properties[col]?.['x-ref']);
        if (source) {
          const [, col] = source;
          const refId = values[col] ?? current?.[col];
          const ref = this.registry.get(e.properties[col]['x-ref']!);
          const p = params([refId]);
          const { rows } = await c.query(
            `SELECT * FROM ${q(ref.erp.table)} t WHERE t.${q(ref.key)} = $1 AND ${tenantPredicate(this.registry, ref, ctx, p.bind)}`,
            p.list,
          );
          if (!rows[0]) throw new ValidationError({ [col]: [`${ref.title} não encontrado(a)`] });
          for (const [level, dcol] of derived) {
            const refCol = ref.erp.chain?.[level as 'master'];
            if (refCol) values[dcol] = rows[0][refCol];
          }
        }
      }
    }
    return values;
  }

  /** A company user can only create/keep users of its own issuer, as company-level users. */
  private async usuarioRules(c: Client, ctx: TenantContext, values: Record<string, unknown>, current?: Record<string, unknown>) {
    const emitenteId = ctx.nivel === 'emitente' ? ctx.emitenteId : (values.emitente_id ?? current?.emitente_id ?? ctx.emitenteId);
    if (ctx.nivel === 'emitente' || emitenteId) {
      const { rows } = await c.query('SELECT id, distribuidor_master_id, distribuidor_id, revenda_id FROM emitente WHERE id = $1', [emitenteId]);
      if (!rows[0]) throw new ValidationError({ emitente_id: ['Empresa não encontrada'] });
      values.emitente_id = rows[0].id;
      values.distribuidor_master_id = rows[0].distribuidor_master_id;
      values.distribuidor_id = rows[0].distribuidor_id;
      values.revenda_id = rows[0].revenda_id;
      // company users are always of a company-level type; by default the non-owner one
      const pedido = values.tipo_usuario_id ?? current?.tipo_usuario_id ?? null;
      const { rows: tipo } = await c.query(`SELECT id FROM tipo_usuario WHERE nivel = 'emitente' ORDER BY (id = $1::integer) DESC, id DESC LIMIT 1`, [pedido]);
      values.tipo_usuario_id = tipo[0].id;
      const perfil = values.emitente_tipo_usuario_id ?? current?.emitente_tipo_usuario_id;
      if (perfil === null || perfil === undefined) throw new ValidationError({ emitente_tipo_usuario_id: ['Informe o perfil do usuário na empresa'] });
    } else if (ctx.nivel !== 'admin') {
      // a chain user creates users of its own level and node only (no privilege escalation)
      const tipoId = values.tipo_usuario_id ?? current?.tipo_usuario_id;
      const { rows } = await c.query('SELECT nivel FROM tipo_usuario WHERE id = $1', [tipoId]);
      if (rows[0]?.nivel !== ctx.nivel) throw new ValidationError({ tipo_usuario_id: ['Tipo de usuário não permitido para o seu nível'] });
      values.distribuidor_master_id = ctx.masterId;
      values.distribuidor_id = ctx.distribuidorId;
      values.revenda_id = ctx.revendaId;
    }
    if (!current && !values.senha) throw new ValidationError({ senha: ['Campo obrigatório'] });
  }
}
