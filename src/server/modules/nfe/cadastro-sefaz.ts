/**
 * Consulta cadastro de contribuintes na SEFAZ (CCC):
 * `GET /v1/GerenciadorNFe/ConsultarCadastro?cpf_cnpj=&uf=` (ou `ie=` no lugar de `cpf_cnpj`).
 *
 * - Permissão: a do gerenciador de NF-e (`Permitir.GerenciadorNFe.Consultar`) ou a de clientes
 *   (`Permitir.Cliente.Consultar`): é usada no cadastro do cliente e antes de transmitir.
 * - Vai ao webservice NfeConsultaCadastro da UF consultada com o certificado da empresa.
 * - Cache de um dia por empresa, UF e documento (`consulta_cadastro_sefaz`): `fonte: 'cache'`.
 * - Data: `{ uf, documento, cStat, xMotivo, situacao, cadastros: [...], fonte, consultado_em }`, com
 *   `situacao` 'habilitado' (algum cSit 1), 'nao_habilitado' ou 'nao_cadastrado' (259).
 * - UF sem o serviço na tabela de webservices: 400 dizendo que a UF não oferece a consulta.
 * - CPF/CNPJ inválido, UF inválida: 400 com o campo.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client } from '../../db/tenant.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj } from '../../../domain/index.ts';
import { CODIGOS_UF, TabelaWebservicesError } from '../../../fiscal/sefaz/tabela.ts';
import type { CadastroContribuinte } from '../../../fiscal/sefaz/cliente.ts';
import { exigir } from '../../auth/exigir.ts';
import { sefaz } from '../../http/sefaz.ts';
import { clienteDoEmitente } from './nota-sefaz.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { acao } from '../../http/contrato.ts';
import { NFE } from '../../../contratos/nfe.ts';

/** Situação do contribuinte a partir da resposta da SEFAZ. */
export function situacaoCadastro(cStat: string, cadastros: Array<{ cSit: string }>): 'habilitado' | 'nao_habilitado' | 'nao_cadastrado' | 'indefinida' {
  if (cStat === '259') return 'nao_cadastrado';
  if (cStat !== '111' && cStat !== '112') return 'indefinida';
  return cadastros.some((c) => c.cSit === '1') ? 'habilitado' : 'nao_habilitado';
}

/** Resposta da consulta (a do endpoint). */
export interface RespostaCadastro {
  uf: string;
  documento: string;
  cStat: string;
  xMotivo: string;
  situacao: ReturnType<typeof situacaoCadastro>;
  cadastros: CadastroContribuinte[];
  fonte: 'cache' | 'sefaz';
  consultado_em: Date;
}

/**
 * Consulta o CCC com o cache do dia (`consulta_cadastro_sefaz`, fuso de Brasília) na transação `c`
 * da empresa: do banco quando já consultado hoje; senão vai à SEFAZ da UF e grava.
 * @returns a resposta, ou `{ semServico }` quando a UF não oferece o serviço na tabela de webservices.
 * @throws SefazError (falha de comunicação), ApiError (certificado ausente).
 */
export async function consultarCadastroComCache(
  c: Client,
  config: Config,
  emitenteId: number,
  q: { uf: string; documento: string; cnpj?: string; cpf?: string; ie?: string },
): Promise<RespostaCadastro | { semServico: string }> {
  const { uf, documento } = q;
  const { rows: guardada } = await c.query(
    `SELECT resposta, consultado_em FROM consulta_cadastro_sefaz WHERE emitente_id = $1 AND uf = $2 AND documento = $3 AND dia = $4::date`,
    [emitenteId, uf, documento, dataDeHoje()],
  );
  if (guardada[0]) return { ...guardada[0].resposta, fonte: 'cache', consultado_em: guardada[0].consultado_em };
  const { cliente } = await clienteDoEmitente(c, config, emitenteId);
  let r: Awaited<ReturnType<typeof cliente.consultarCadastro>>;
  try {
    r = await cliente.consultarCadastro({ uf, cnpj: q.cnpj, cpf: q.cpf, ie: q.ie });
  } catch (e) {
    if (e instanceof TabelaWebservicesError) return { semServico: e.message };
    throw e;
  }
  const resposta = { uf, documento, cStat: r.cStat, xMotivo: r.xMotivo, situacao: situacaoCadastro(r.cStat, r.cadastros), cadastros: r.cadastros };
  const { rows } = await c.query(
    `INSERT INTO consulta_cadastro_sefaz (emitente_id, uf, documento, dia, resposta) VALUES ($1, $2, $3, $5::date, $4::jsonb)
     ON CONFLICT (emitente_id, uf, documento, dia) DO UPDATE SET resposta = EXCLUDED.resposta, consultado_em = now() RETURNING consultado_em`,
    [emitenteId, uf, documento, JSON.stringify(resposta), dataDeHoje()],
  );
  return { ...resposta, fonte: 'sefaz', consultado_em: rows[0].consultado_em };
}

export function registerConsultaCadastroRoutes(app: FastifyInstance, config: Config, db: Database): void {
  app.get('/v1/GerenciadorNFe/ConsultarCadastro', acao(NFE.consultarCadastro, { preHandler: app.authenticate }), async (req) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['Cliente', 'Consultar'],
    ]);
    const q = (req.query ?? {}) as Record<string, unknown>;
    const uf = String(q.uf ?? '')
      .trim()
      .toUpperCase();
    const erros: Record<string, string[]> = {};
    if (!CODIGOS_UF[uf]) erros.uf = ['Informe a UF do contribuinte (sigla)'];
    const doc = normalizeCpfCnpj(String(q.cpf_cnpj ?? ''));
    const ie = String(q.ie ?? '')
      .replace(/[^0-9A-Za-z]/g, '')
      .toUpperCase();
    const cnpj = doc.length === 14 && isValidCnpj(doc) ? doc : undefined;
    const cpf = doc.length === 11 && isValidCpf(doc) ? doc : undefined;
    if (doc && !cnpj && !cpf) erros.cpf_cnpj = ['CPF/CNPJ inválido'];
    if (!doc && !ie) erros.cpf_cnpj = ['Informe o CPF/CNPJ ou a inscrição estadual'];
    if (ie && ie.length > 14) erros.ie = ['Inscrição estadual inválida'];
    if (Object.keys(erros).length) throw new ValidationError(erros, Object.values(erros)[0][0]);
    const documento = cnpj ?? cpf ?? ie;
    const emitenteId = req.ctx.emitenteId!;
    const r = await sefaz(() =>
      withTenant(db, req.ctx, (c) => consultarCadastroComCache(c, config, emitenteId, { uf, documento, cnpj, cpf, ie: cnpj || cpf ? undefined : ie })),
    );
    if ('semServico' in r) throw new ApiError(400, `A SEFAZ de ${uf} não oferece a consulta de cadastro de contribuintes (CCC).`, { uf: [r.semServico] });
    return ok(r);
  });
}
