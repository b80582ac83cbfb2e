/**
 * Configuração da cobrança das licenças pelo administrador (planos com preço por
 * tipo de pacote e por usuário adicional; dias de vencimento e de tolerância antes do bloqueio;
 * recebedor PIX):
 * - `GET /v1/licencarecebivel/Parametros` -> `{ parametro: {dia_vencimento, dias_bloqueio, chave_pix,
 *   nome_recebedor, cidade_recebedor}, planos: [{tipo_pacote, descricao, valor_mensal, usuarios_inclusos,
 *   valor_usuario_adicional, ativo}], agencia: {id, agencia, conta, beneficiario, cnpj, proximo_nosso_numero} | null }`
 *   (a agência ativa do boleto Itaú carteira 109);
 * - `PUT /v1/licencarecebivel/Parametros` com o mesmo corpo: grava tudo numa transação (planos por
 *   tipo_pacote: inclui ou altera). 400 nomeando o campo (ex.: `planos[1].valor_mensal`), nada gravado.
 * Administrador com Permitir.LicencaRecebivel.Gerenciar. Vale para as próximas faturas (as já geradas não mudam).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { forbidden, ok, ValidationError } from '../../http/envelope.ts';
import { isValidCnpj } from '../../../domain/documentos.ts';
import { acao } from '../../http/contrato.ts';
import { LICENCAS } from '../../../contratos/licencas.ts';

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
  const agencia =
    (await c.query('SELECT id, agencia, conta, beneficiario, cnpj, proximo_nosso_numero FROM agencia_boleto_licenca WHERE ativo ORDER BY id LIMIT 1'))
      .rows[0] ?? null;
  return { parametro, planos, agencia };
}

const inteiro = (v: unknown, min: number, max: number) => Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max;
const dinheiro = (v: unknown) => /^\d{1,13}(\.\d{1,2})?$/.test(String(v ?? '')) && Number(v) >= 0;
const texto = (v: unknown, max: number) => typeof v === 'string' && v.trim().length >= 1 && v.trim().length <= max;

/** Valida o corpo inteiro antes de gravar; lança 400 com todos os campos errados. */
function validar(b: Record<string, unknown>): { p: Record<string, unknown>; planos: Array<Record<string, unknown>>; a: Record<string, unknown> | null } {
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
  const a = (b.agencia ?? null) as Record<string, unknown> | null;
  if (a) {
    if (!/^\d{4}$/.test(String(a.agencia ?? ''))) erros['agencia.agencia'] = ['Agência com 4 dígitos'];
    if (!/^\d{5}$/.test(String(a.conta ?? ''))) erros['agencia.conta'] = ['Conta com 5 dígitos, sem o dígito verificador'];
    if (!texto(a.beneficiario, 60)) erros['agencia.beneficiario'] = ['Informe o beneficiário'];
    if (!isValidCnpj(String(a.cnpj ?? ''))) erros['agencia.cnpj'] = ['CNPJ inválido'];
  }
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}.`);
  }
  return { p, planos, a };
}

export function registerParametrosLicenca(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  app.get('/v1/licencarecebivel/Parametros', acao(LICENCAS.lerParametros, auth), async (req) => {
    exigirAdmin(req);
    return ok(await withTenant(db, req.ctx, ler));
  });
  app.put('/v1/licencarecebivel/Parametros', acao(LICENCAS.salvarParametros, auth), async (req) => {
    exigirAdmin(req);
    const { p, planos, a } = validar((req.body ?? {}) as Record<string, unknown>);
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
      if (a) {
        const doc = String(a.cnpj).replace(/\D/g, '');
        const u = await c.query(
          'UPDATE agencia_boleto_licenca SET agencia = $1, conta = $2, beneficiario = $3, cnpj = $4 WHERE id = (SELECT id FROM agencia_boleto_licenca WHERE ativo ORDER BY id LIMIT 1)',
          [a.agencia, a.conta, String(a.beneficiario).trim(), doc],
        );
        if (!u.rowCount)
          await c.query('INSERT INTO agencia_boleto_licenca (agencia, conta, beneficiario, cnpj) VALUES ($1, $2, $3, $4)', [
            a.agencia,
            a.conta,
            String(a.beneficiario).trim(),
            doc,
          ]);
      }
      return ler(c);
    });
    return ok(r, 'Configuração da cobrança salva. Vale para as próximas faturas.');
  });
}
