/**
 * Preferências do emitente (SPEC §2 Configurações › configuracoes/gerenciar, alias
 * configuracoes/consultar; §3 `configuracao`). Só as opções que o servidor usa hoje:
 * - `politica_estoque_negativo` ('permitir' | 'avisar' | 'bloquear'): saída maior que o saldo
 *   (estoque/lancamento.ts `SQL_LANCAR`, faturamento e PDV em estoque/nfe.ts);
 * - `baixa_estoque_faturamento` (boolean): a NF-e autorizada baixa o estoque (estoque/nfe.ts);
 * - `kit_desmembrar_nfe` (boolean): kit vira os componentes na NF-e (estoque/kit-nfe.ts);
 * - `email_assunto_nfce`, `email_texto_nfce` (texto com marcadores, pdv/email-nfce.ts; vazio = padrão)
 *   e `email_copia` (cópia oculta): o e-mail da NFC-e ao consumidor (pdv/compartilhamento.ts);
 * - `email_assunto_nfe`, `email_texto_nfe` (marcadores de nfe/email-nfe.ts; vazio = padrão): o e-mail
 *   da NF-e ao destinatário (`POST /v1/GerenciadorNFe/EnviarEmail`, nfe/email-nfe-rota.ts);
 * - `casas_decimais_quantidade` (0–4, qCom do leiaute 4.00) e `casas_decimais_valor` (2–10, vUnCom):
 *   a tela de faturamento limita a digitação da quantidade e do valor unitário a essas casas
 *   (`GET /v1/Configuracao/CasasDecimais`, qualquer usuário da empresa) e o XML da NF-e escreve
 *   qCom/vUnCom com elas (fiscal/nfe.ts), sem nunca cortar uma casa gravada: o cálculo não arredonda
 *   o que já está no item, porque itens derivados (kit desmembrado, devolução) precisam das casas
 *   que têm para o total bater ao centavo. O valor unitário é gravado com até 4 casas
 *   (faturamento_item.valor_unitario numeric(15,4)): acima disso o vUnCom sai completado com zeros.
 *
 * - `GET /v1/Configuracao/GetConfiguracao` -> `Data: {politica_estoque_negativo, baixa_estoque_faturamento,
 *   kit_desmembrar_nfe, email_copia, email_assunto_nfce, email_texto_nfce, casas_decimais_quantidade,
 *   casas_decimais_valor, email_assunto_nfe, email_texto_nfe}` da empresa da sessão (`Permitir.Configuracao.Consultar`);
 * - `PUT /v1/Configuracao/SalvarConfiguracao` com qualquer subconjunto desses campos -> a configuração
 *   gravada (`Permitir.Configuracao.Alterar`), auditada ('alterar', entidade 'configuracao', só o que mudou).
 * Campo desconhecido ou valor inválido -> 400 nomeando o campo, nada gravado.
 */
import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../auth/context.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, ok } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { MARCADORES, marcadoresDesconhecidos } from '../pdv/email-nfce.ts';
import { MARCADORES_NFE, marcadoresDesconhecidosNfe } from '../nfe/email-nfe.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

/** Campos editáveis e o validador de cada um (devolve a mensagem de erro ou null). */
const CAMPOS: Record<string, { rotulo: string; valido: (v: unknown) => boolean; erro: string }> = {
  politica_estoque_negativo: {
    rotulo: 'Estoque negativo',
    valido: (v) => v === 'permitir' || v === 'avisar' || v === 'bloquear',
    erro: 'use permitir, avisar ou bloquear',
  },
  casas_decimais_quantidade: {
    rotulo: 'Casas decimais da quantidade',
    valido: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 4,
    erro: 'de 0 a 4 (qCom da NF-e)',
  },
  casas_decimais_valor: {
    rotulo: 'Casas decimais do valor unitário',
    valido: (v) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 10,
    erro: 'de 2 a 10 (vUnCom da NF-e)',
  },
  baixa_estoque_faturamento: { rotulo: 'Baixar estoque ao faturar', valido: (v) => typeof v === 'boolean', erro: 'use verdadeiro ou falso' },
  kit_desmembrar_nfe: { rotulo: 'Desmembrar kits em itens na NF-e', valido: (v) => typeof v === 'boolean', erro: 'use verdadeiro ou falso' },
  email_copia: {
    rotulo: 'E-mail para cópia das notas',
    valido: (v) => v === null || (typeof v === 'string' && v.length <= 100 && EMAIL.test(v)),
    erro: 'informe um e-mail válido ou deixe vazio',
  },
  email_assunto_nfce: {
    rotulo: 'Assunto do e-mail da NFC-e',
    valido: (v) => v === null || (typeof v === 'string' && v.length <= 150 && !marcadoresDesconhecidos(v).length),
    erro: `até 150 caracteres, com os marcadores ${Object.keys(MARCADORES)
      .map((k) => `{${k}}`)
      .join(', ')}`,
  },
  email_texto_nfce: {
    rotulo: 'Texto do e-mail da NFC-e',
    valido: (v) => v === null || (typeof v === 'string' && v.length <= 2000 && !marcadoresDesconhecidos(v).length),
    erro: `até 2000 caracteres, com os marcadores ${Object.keys(MARCADORES)
      .map((k) => `{${k}}`)
      .join(', ')}`,
  },
  email_assunto_nfe: {
    rotulo: 'Assunto do e-mail da NF-e',
    valido: (v) => v === null || (typeof v === 'string' && v.length <= 150 && !marcadoresDesconhecidosNfe(v).length),
    erro: `até 150 caracteres, com os marcadores ${Object.keys(MARCADORES_NFE)
      .map((k) => `{${k}}`)
      .join(', ')}`,
  },
  email_texto_nfe: {
    rotulo: 'Texto do e-mail da NF-e',
    valido: (v) => v === null || (typeof v === 'string' && v.length <= 2000 && !marcadoresDesconhecidosNfe(v).length),
    erro: `até 2000 caracteres, com os marcadores ${Object.keys(MARCADORES_NFE)
      .map((k) => `{${k}}`)
      .join(', ')}`,
  },
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Textos: vazio grava NULL (volta ao padrão do sistema). */
const TEXTOS = new Set(['email_copia', 'email_assunto_nfce', 'email_texto_nfce', 'email_assunto_nfe', 'email_texto_nfe']);
const COLUNAS = Object.keys(CAMPOS);

/** @throws ApiError 403 sem empresa na sessão ou sem `Permitir.Configuracao.{acao}`. */
function exigir(ctx: UserContext, acao: 'Consultar' | 'Alterar'): number {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para acessar as configurações.');
  const regra = `Permitir.Configuracao.${acao}`;
  if (!hasRule(ctx, 'emitente', regra)) throw forbidden(`Você não tem permissão para esta operação (${regra}).`);
  return ctx.emitenteId;
}

/** A linha de configuração da empresa (criada com os padrões quando ainda não existe). */
async function ler(c: Client, emitenteId: number): Promise<Record<string, unknown>> {
  await c.query('INSERT INTO configuracao (emitente_id) VALUES ($1) ON CONFLICT (emitente_id) DO NOTHING', [emitenteId]);
  return (await c.query(`SELECT ${COLUNAS.join(', ')} FROM configuracao WHERE emitente_id = $1`, [emitenteId])).rows[0];
}

/** Casas decimais da quantidade (qCom) e do valor unitário (vUnCom) da empresa; padrão 2 e 2. */
export async function casasDecimais(c: Client, emitenteId: number): Promise<{ casas_decimais_quantidade: number; casas_decimais_valor: number }> {
  const { rows } = await c.query('SELECT casas_decimais_quantidade, casas_decimais_valor FROM configuracao WHERE emitente_id = $1', [emitenteId]);
  return { casas_decimais_quantidade: rows[0]?.casas_decimais_quantidade ?? 2, casas_decimais_valor: rows[0]?.casas_decimais_valor ?? 2 };
}

/**
 * Valida o corpo do PUT: objeto só com campos de {@link CAMPOS}, ao menos um.
 * @throws ValidationError 400 nomeando o campo.
 */
export function validarConfiguracao(corpo: unknown): Record<string, unknown> {
  if (!corpo || typeof corpo !== 'object' || Array.isArray(corpo)) throw new ValidationError({}, 'Envie as configurações como um objeto JSON.');
  const erros: Record<string, string[]> = {};
  const valores: Record<string, unknown> = {};
  for (const [campo, bruto] of Object.entries(corpo)) {
    const def = CAMPOS[campo];
    const v = TEXTOS.has(campo) && typeof bruto === 'string' ? bruto.trim() || null : bruto;
    if (!def) erros[campo] = ['Configuração desconhecida'];
    else if (!def.valido(v)) erros[campo] = [`${def.rotulo}: ${def.erro}`];
    else valores[campo] = v;
  }
  const primeiro = Object.keys(erros)[0];
  if (primeiro) throw new ValidationError(erros, `${CAMPOS[primeiro]?.rotulo ?? primeiro} (${primeiro}): ${erros[primeiro][0].replace(/^.*: /, '')}.`);
  if (!Object.keys(valores).length) throw new ValidationError({}, 'Nenhuma configuração informada.');
  return valores;
}

export function registerConfiguracaoRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };

  app.get('/v1/Configuracao/GetConfiguracao', acao(CONFIGURACAO.lerConfiguracao, auth), async (req) => {
    const emitenteId = exigir(req.ctx, 'Consultar');
    return ok(await withTenant(db, req.ctx, (c) => ler(c, emitenteId)));
  });

  // as telas de documento (faturamento) de qualquer usuário da empresa formatam quantidade e valor unitário
  app.get('/v1/Configuracao/CasasDecimais', acao(CONFIGURACAO.casasDecimais, auth), async (req) => {
    if (req.ctx.emitenteId === null) throw forbidden('Selecione uma empresa.');
    const emitenteId = req.ctx.emitenteId;
    return ok(await withTenant(db, req.ctx, (c) => casasDecimais(c, emitenteId)));
  });

  app.put('/v1/Configuracao/SalvarConfiguracao', acao(CONFIGURACAO.salvarConfiguracao, auth), async (req) => {
    const emitenteId = exigir(req.ctx, 'Alterar');
    const valores = validarConfiguracao(req.body);
    const depois = await withTenant(db, req.ctx, async (c) => {
      const antes = await ler(c, emitenteId);
      const campos = Object.keys(valores);
      const r = await c.query(
        `UPDATE configuracao SET ${campos.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE emitente_id = $1 RETURNING id, ${COLUNAS.join(', ')}`,
        [emitenteId, ...campos.map((k) => valores[k])],
      );
      const { id, ...novo } = r.rows[0];
      await registrarAuditoria(c, { ctx: req.ctx, entidade: 'configuracao', registroId: id, acao: 'alterar', antes, depois: novo });
      return novo;
    });
    return ok(depois, 'Configurações salvas.');
  });
}
