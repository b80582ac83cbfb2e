/**
 * Configuração da cobrança das licenças pelo administrador (issue 14 escopo 2: planos com preço por
 * tipo de pacote e por usuário adicional; dias de vencimento e de tolerância antes do bloqueio;
 * recebedor PIX):
 * - `GET /v1/licencarecebivel/Parametros` -> `{ parametro: {dia_vencimento, dias_bloqueio, chave_pix,
 *   nome_recebedor, cidade_recebedor}, planos: [{tipo_pacote, descricao, valor_mensal, usuarios_inclusos,
 *   valor_usuario_adicional, ativo}] }`;
 * - `PUT /v1/licencarecebivel/Parametros` com o mesmo corpo: grava tudo numa transação (planos por
 *   tipo_pacote: inclui ou altera). 400 nomeando o campo (ex.: `planos[1].valor_mensal`), nada gravado.
 * Administrador com Permitir.LicencaRecebivel.Gerenciar. Vale para as próximas faturas (as já geradas não mudam).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { forbidden, ok, ValidationError } from '../../http/envelope.ts';

function exigirAdmin(req: FastifyRequest): void {
  if (req.ctx.nivel !== 'admin') throw forbidden('Recurso exclusivo do Administrador.');
  if (!req.ctx.regrasTipo.has('Permitir.LicencaRecebivel.Gerenciar'))
    throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaRecebivel.Gerenciar).');
}

async function ler(c: Client) {
  const parametro = (await c.query('SELECT dia_vencimento, dias_bloqueio, chave_pix, nome_recebedor, cidade_recebedor FROM parametro_licenca WHERE id = 1'))
    .rows[0];
  const planos = (
    await c.query(
      `SELECT tipo_pacote, descricao, valor_mensal::text AS valor_mensal, usuarios_inclusos, valor_usuario_adicional::text AS valor_usuario_adicional, ativo
         FROM plano_licenca ORDER BY tipo_pacote`,
    )
  ).rows;
  return { parametro, planos };
}

const inteiro = (v: unknown, min: number, max: number) => Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max;
const dinheiro = (v: unknown) => /^\d{1,13}(\.\d{1,2})?$/.test(String(v ?? '')) && Number(v) >= 0;
const texto = (v: unknown, max: number) => typeof v === 'string' && v.trim().length >= 1 && v.trim().length <= max;

/** Valida o corpo inteiro antes de gravar; lança 400 com todos os campos errados. */
function validar(b: Record<string, unknown>): { p: Record<string, unknown>; planos: Array<Record<string, unknown>> } {
  const erros: Record<string, string[]> = {};
  const p = (b.parametro ?? {}) as Record<string, unknown>;
  if (!inteiro(p.dia_vencimento, 1, 28)) erros['parametro.dia_vencimento'] = ['Informe um dia de 1 a 28'];
  if (!inteiro(p.dias_bloqueio, 0, 365)) erros['parametro.dias_bloqueio'] = ['Informe de 0 a 365 dias'];
  if (!texto(p.chave_pix, 77)) erros['parametro.chave_pix'] = ['Informe a chave PIX (até 77 caracteres)'];
  if (!texto(p.nome_recebedor, 60)) erros['parametro.nome_recebedor'] = ['Informe o nome do recebedor'];
  if (!texto(p.cidade_recebedor, 60)) erros['parametro.cidade_recebedor'] = ['Informe a cidade do recebedor'];
  const planos = Array.isArray(b.planos) ? (b.planos as Array<Record<string, unknown>>) : [];
  if (!planos.length) erros.planos = ['Informe ao menos um plano'];
  const vistos = new Set<number>();
  planos.forEach((x, i) => {
    if (!inteiro(x.tipo_pacote, 1, 99) || vistos.has(Number(x.tipo_pacote))) erros[`planos[${i}].tipo_pacote`] = ['Pacote de 1 a 99, sem repetir'];
    vistos.add(Number(x.tipo_pacote));
    if (!texto(x.descricao, 60)) erros[`planos[${i}].descricao`] = ['Informe a descrição'];
    if (!dinheiro(x.valor_mensal)) erros[`planos[${i}].valor_mensal`] = ['Valor em R$ com até 2 casas'];
    if (!inteiro(x.usuarios_inclusos, 0, 9999)) erros[`planos[${i}].usuarios_inclusos`] = ['Informe de 0 a 9999'];
    if (!dinheiro(x.valor_usuario_adicional)) erros[`planos[${i}].valor_usuario_adicional`] = ['Valor em R$ com até 2 casas'];
  });
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}.`);
  }
  return { p, planos };
}

export function registerParametrosLicenca(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  app.get('/v1/licencarecebivel/Parametros', auth, async (req) => {
    exigirAdmin(req);
    return ok(await withTenant(db, req.ctx, ler));
  });
  app.put('/v1/licencarecebivel/Parametros', auth, async (req) => {
    exigirAdmin(req);
    const { p, planos } = validar((req.body ?? {}) as Record<string, unknown>);
    const r = await withTenant(db, req.ctx, async (c) => {
      await c.query(
        `UPDATE parametro_licenca SET dia_vencimento = $1, dias_bloqueio = $2, chave_pix = $3, nome_recebedor = $4, cidade_recebedor = $5 WHERE id = 1`,
        [Number(p.dia_vencimento), Number(p.dias_bloqueio), String(p.chave_pix).trim(), String(p.nome_recebedor).trim(), String(p.cidade_recebedor).trim()],
      );
      for (const x of planos) {
        await c.query(
          `INSERT INTO plano_licenca (tipo_pacote, descricao, valor_mensal, usuarios_inclusos, valor_usuario_adicional, ativo)
           VALUES ($1, $2, $3::numeric, $4, $5::numeric, $6)
           ON CONFLICT (tipo_pacote) DO UPDATE SET descricao = EXCLUDED.descricao, valor_mensal = EXCLUDED.valor_mensal,
             usuarios_inclusos = EXCLUDED.usuarios_inclusos, valor_usuario_adicional = EXCLUDED.valor_usuario_adicional, ativo = EXCLUDED.ativo`,
          [
            Number(x.tipo_pacote),
            String(x.descricao).trim(),
            String(x.valor_mensal),
            Number(x.usuarios_inclusos),
            String(x.valor_usuario_adicional),
            x.ativo !== false,
          ],
        );
      }
      return ler(c);
    });
    return ok(r, 'Configuração da cobrança salva. Vale para as próximas faturas.');
  });
}
