/**
 * Verificação do destinatário no cadastro de contribuintes (CCC) antes de transmitir a NF-e
 *. Só para NF-e (modelo 55) a contribuinte do ICMS (`indIEDest` 1, MOC 7.0
 * E16a) com CNPJ/CPF válido e UF brasileira: consulta o CCC da UF do cliente com o cache do dia
 * (`consultarCadastroComCache`, mesma tabela da tela do cliente).
 *
 * - Não habilitado (cSit 0 na IE do cliente, ou nenhuma IE habilitada): recusa com HTTP 400 e a
 *   mensagem em pt-BR (a SEFAZ denegaria a nota: cStat 302/301 "Irregularidade fiscal do
 *   destinatário").
 * - Não cadastrado (cStat 259): recusa (contribuinte com IE que a SEFAZ não conhece).
 * - UF sem o serviço CCC na tabela de webservices, ou SEFAZ sem resposta: não bloqueia (a
 *   consulta é uma proteção; a autorização continua decidindo).
 */
import type { Config } from '../../config.ts';
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { SefazError } from '../../../fiscal/sefaz/index.ts';
import { CODIGOS_UF } from '../../../fiscal/sefaz/tabela.ts';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj } from '../../../domain/index.ts';
import { consultarCadastroComCache } from './cadastro-sefaz.ts';

/**
 * Confere o destinatário do faturamento no CCC (ver cabeçalho) numa transação própria `c`, antes da
 * transação da transmissão (a consulta fica no cache do dia mesmo quando a nota é recusada).
 * @returns o ApiError 400 (com `cliente_id`) a lançar quando o destinatário não está habilitado ou
 *   não consta; undefined quando pode transmitir.
 */
export async function verificarDestinatarioNoCcc(c: Client, config: Config, emitenteId: number, faturamentoId: number): Promise<ApiError | undefined> {
  const { rows } = await c.query(
    `SELECT f.modelo, cl.nome, cl.cpf_cnpj, cl.uf, cl.ie, cl.ind_ie_dest FROM faturamento f JOIN cliente cl ON cl.emitente_id = f.emitente_id AND cl.id = f.cliente_id
      WHERE f.emitente_id = $1 AND f.id = $2`,
    [emitenteId, faturamentoId],
  );
  const d = rows[0];
  if (!d || String(d.modelo ?? '55') !== '55' || Number(d.ind_ie_dest) !== 1) return undefined;
  const uf = String(d.uf ?? '').toUpperCase();
  const doc = normalizeCpfCnpj(String(d.cpf_cnpj ?? ''));
  const cnpj = doc.length === 14 && isValidCnpj(doc) ? doc : undefined;
  const cpf = doc.length === 11 && isValidCpf(doc) ? doc : undefined;
  if (!CODIGOS_UF[uf] || uf === 'AN' || (!cnpj && !cpf)) return undefined;
  let r: Awaited<ReturnType<typeof consultarCadastroComCache>>;
  try {
    r = await consultarCadastroComCache(c, config, emitenteId, { uf, documento: doc, cnpj, cpf });
  } catch (e) {
    if (e instanceof SefazError) return undefined; // CCC unreachable: the authorization still decides
    throw e;
  }
  if ('semServico' in r) return undefined;
  const ieCliente = String(d.ie ?? '').replace(/[^0-9A-Za-z]/g, '');
  const daIe = ieCliente ? r.cadastros.find((x) => x.IE.replace(/[^0-9A-Za-z]/g, '') === ieCliente) : undefined;
  const nome = String(d.nome ?? '');
  if (r.situacao === 'nao_cadastrado') {
    return new ApiError(
      400,
      `Destinatário ${nome} (${doc}) não consta como contribuinte do ICMS na SEFAZ-${uf} (consulta cadastro, cStat 259). Corrija o documento ou o indicador de IE do cliente antes de transmitir.`,
      { cliente_id: ['Destinatário não cadastrado como contribuinte na UF'] },
    );
  }
  const habilitado = daIe ? daIe.cSit === '1' : r.situacao === 'habilitado';
  if (r.situacao !== 'indefinida' && !habilitado) {
    const ie = daIe?.IE ?? r.cadastros[0]?.IE ?? ieCliente;
    return new ApiError(
      400,
      `Destinatário ${nome} (${doc}) não habilitado na SEFAZ-${uf}: a inscrição estadual ${ie} está como não habilitada no cadastro de contribuintes (CCC). A NF-e para contribuinte seria denegada; regularize o cliente antes de transmitir.`,
      { cliente_id: ['Destinatário não habilitado no cadastro de contribuintes da SEFAZ'] },
    );
  }
  return undefined;
}
