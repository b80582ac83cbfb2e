/**
 * Área do Administrador (SPEC §6 "Administrator area", §7 `/v1/Administrador/...`;
 * tela restricoes/gerenciar). Só o administrador (nível admin e Permitir.Restricao.Gerenciar).
 *
 * - `GET RestricoesPadrao` -> `{ padrao: [{regra, descricao, modulo, niveis}], tipos: [{id, tipo, nivel, regras}] }`:
 *   o catálogo das regras de gestão e a lista de cada tipo de usuário da cadeia;
 * - `GET EmitenteRestricoesPadrao` -> catálogo das regras de empresa `[{regra, descricao, modulo, pacote_minimo}]`;
 * - `POST AddRestricoesPadrao` / `AddEmitenteRestricoesPadrao` -> completa os catálogos com as regras
 *   do produto (src/domain/permissoes.ts) que faltam (`{ inseridas }`); nada existente muda;
 * - `POST AddRestricoes?tipoUsuarioId=N&regras=a,b` (ou corpo `{ regras: [...] }`) -> a lista de regras
 *   do tipo passa a ser exatamente `regras` (a tela salva os marcados); só regras do catálogo e
 *   permitidas ao nível do tipo; o Administrador nunca perde Permitir.Restricao.Gerenciar;
 * - `POST AddEmitenteRestricoes?emitenteId=N` (sem N: todas as empresas ativas) -> dá aos perfis
 *   proprietários as regras de empresa do catálogo permitidas pelo pacote que faltam (`{ empresas, inseridas }`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withOwner } from '../../db/tenant.ts';
import { forbidden, notFound, ok, ValidationError } from '../../http/envelope.ts';
import { REGRAS_EMPRESA, REGRAS_GESTAO } from '../../../domain/permissoes.ts';
import { acao } from '../../http/contrato.ts';
import { ADMINISTRADOR } from '../../../contratos/administrador.ts';

const NIVEIS_POR_REGRA = new Map(REGRAS_GESTAO.map((r) => [r.regra, r.niveis as readonly string[]]));
/** Regras sem as quais o Administrador perderia o acesso a esta tela. */
const ESSENCIAIS_ADMIN = ['Permitir.Restricao.Gerenciar', 'Permitir.Restricao.Consultar'];

function exigirAdmin(req: FastifyRequest): void {
  if (req.ctx.nivel !== 'admin') throw forbidden('Recurso exclusivo do Administrador.');
  if (!req.ctx.regrasTipo.has('Permitir.Restricao.Gerenciar')) throw forbidden('Você não tem permissão para esta operação (Permitir.Restricao.Gerenciar).');
}

/** Lista de regras do corpo (`regras: []`) ou da query (`regras=a,b`). */
export function regrasDoPedido(req: FastifyRequest): string[] {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const q = (req.query ?? {}) as Record<string, unknown>;
  const bruto = Array.isArray(b.regras) ? b.regras : typeof q.regras === 'string' ? q.regras.split(',') : null;
  if (!bruto) throw new ValidationError({ regras: ['Informe a lista de regras'] }, 'regras: informe a lista de regras.');
  return [...new Set(bruto.map((x) => String(x).trim()).filter(Boolean))];
}

export async function salvarRestricoes(c: Client, tipoUsuarioId: number, regras: string[]): Promise<{ tipo_usuario_id: number; regras: number }> {
  const t = (await c.query('SELECT id, nivel FROM tipo_usuario WHERE id = $1', [tipoUsuarioId])).rows[0];
  if (!t) throw notFound('Tipo de usuário não encontrado.');
  const catalogo = new Set((await c.query('SELECT regra FROM restricao_padrao')).rows.map((r) => r.regra as string));
  const invalidas = regras.filter((r) => !catalogo.has(r) || !(NIVEIS_POR_REGRA.get(r) ?? []).includes(t.nivel));
  if (invalidas.length)
    throw new ValidationError(
      { regras: invalidas.map((r) => `${r} não se aplica a este tipo de usuário`) },
      `regras: ${invalidas[0]} não se aplica a este tipo de usuário.`,
    );
  if (t.nivel === 'admin') for (const r of ESSENCIAIS_ADMIN) if (!regras.includes(r)) regras.push(r);
  await c.query('DELETE FROM restricao WHERE tipo_usuario_id = $1 AND NOT (regra = ANY($2::varchar[]))', [tipoUsuarioId, regras]);
  await c.query('INSERT INTO restricao (tipo_usuario_id, regra) SELECT $1, unnest($2::varchar[]) ON CONFLICT (tipo_usuario_id, regra) DO NOTHING', [
    tipoUsuarioId,
    regras,
  ]);
  return { tipo_usuario_id: tipoUsuarioId, regras: regras.length };
}

export function registerAdministradorRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  const B = '/v1/Administrador';

  app.get(`${B}/RestricoesPadrao`, acao(ADMINISTRADOR.restricoesPadrao, auth), async (req) => {
    exigirAdmin(req);
    return ok(
      await withOwner(db, async (c) => {
        const padrao = (await c.query('SELECT regra, descricao, modulo FROM restricao_padrao ORDER BY modulo, regra')).rows.map((r) => ({
          ...r,
          niveis: NIVEIS_POR_REGRA.get(r.regra) ?? [],
        }));
        const tipos = (
          await c.query(
            `SELECT t.id, t.tipo, t.nivel, ARRAY(SELECT r.regra FROM restricao r WHERE r.tipo_usuario_id = t.id ORDER BY r.regra) AS regras
               FROM tipo_usuario t WHERE t.nivel <> 'emitente' ORDER BY t.id`,
          )
        ).rows;
        return { padrao, tipos };
      }),
    );
  });
  app.get(`${B}/EmitenteRestricoesPadrao`, acao(ADMINISTRADOR.emitenteRestricoesPadrao, auth), async (req) => {
    exigirAdmin(req);
    const { rows } = await withOwner(db, (c) =>
      c.query('SELECT regra, descricao, modulo, pacote_minimo FROM emitente_restricao_padrao ORDER BY modulo, regra'),
    );
    return ok(rows);
  });
  const catalogo = (tabela: 'restricao_padrao' | 'emitente_restricao_padrao') => async (req: FastifyRequest) => {
    exigirAdmin(req);
    const r = await withOwner(db, (c) =>
      tabela === 'restricao_padrao'
        ? c.query(
            `INSERT INTO restricao_padrao (regra, descricao, modulo) SELECT * FROM json_to_recordset($1::json) AS x(regra varchar, descricao varchar, modulo varchar)
             ON CONFLICT (regra) DO NOTHING`,
            [JSON.stringify(REGRAS_GESTAO.map(({ regra, descricao, modulo }) => ({ regra, descricao, modulo })))],
          )
        : c.query(
            `INSERT INTO emitente_restricao_padrao (regra, descricao, modulo, pacote_minimo)
             SELECT * FROM json_to_recordset($1::json) AS x(regra varchar, descricao varchar, modulo varchar, pacote_minimo integer)
             ON CONFLICT (regra) DO NOTHING`,
            [JSON.stringify(REGRAS_EMPRESA.map(({ regra, descricao, modulo, pacoteMinimo }) => ({ regra, descricao, modulo, pacote_minimo: pacoteMinimo })))],
          ),
    );
    return ok({ inseridas: r.rowCount ?? 0 }, `${r.rowCount ?? 0} regra(s) padrão incluída(s).`);
  };
  app.post(`${B}/AddRestricoesPadrao`, acao(ADMINISTRADOR.addRestricoesPadrao, auth), catalogo('restricao_padrao'));
  app.post(`${B}/AddEmitenteRestricoesPadrao`, acao(ADMINISTRADOR.addEmitenteRestricoesPadrao, auth), catalogo('emitente_restricao_padrao'));

  app.post(`${B}/AddRestricoes`, acao(ADMINISTRADOR.addRestricoes, auth), async (req) => {
    exigirAdmin(req);
    const q = (req.query ?? {}) as Record<string, unknown>;
    const id = Number(q.tipoUsuarioId ?? (req.body as Record<string, unknown> | null)?.tipo_usuario_id);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new ValidationError({ tipoUsuarioId: ['Informe o tipo de usuário'] }, 'tipoUsuarioId: informe o tipo de usuário.');
    const regras = regrasDoPedido(req);
    const r = await withOwner(db, (c) => salvarRestricoes(c, id, regras));
    return ok(r, `Permissões salvas: ${r.regras} regra(s).`);
  });

  app.post(`${B}/AddEmitenteRestricoes`, acao(ADMINISTRADOR.addEmitenteRestricoes, auth), async (req) => {
    exigirAdmin(req);
    const bruto = (req.query as Record<string, unknown>).emitenteId;
    const emitenteId = bruto === undefined || bruto === '' ? null : Number(bruto);
    if (emitenteId !== null && (!Number.isSafeInteger(emitenteId) || emitenteId <= 0)) {
      throw new ValidationError({ emitenteId: ['Código inválido'] }, 'emitenteId: código inválido.');
    }
    const r = await withOwner(db, async (c) => {
      const empresas = (await c.query(`SELECT id FROM emitente WHERE ativo ${emitenteId ? 'AND id = $1' : ''}`, emitenteId ? [emitenteId] : [])).rows;
      if (emitenteId && !empresas.length) throw notFound('Empresa não encontrada.');
      const ins = await c.query(
        `INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra)
         SELECT e.id, t.id, p.regra
           FROM emitente e JOIN emitente_tipo_usuario t ON t.emitente_id = e.id AND t.administrador
           JOIN emitente_restricao_padrao p ON p.pacote_minimo <= e.tipo_pacote
          WHERE e.id = ANY($1::int[])
         ON CONFLICT (emitente_id, emitente_tipo_usuario_id, regra) DO NOTHING`,
        [empresas.map((e) => e.id)],
      );
      return { empresas: empresas.length, inseridas: ins.rowCount ?? 0 };
    });
    return ok(r, `${r.inseridas} permissão(ões) incluída(s) em ${r.empresas} empresa(s).`);
  });
}
