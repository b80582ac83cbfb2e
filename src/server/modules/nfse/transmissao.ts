/**
 * Transmissão da DPS à Sefin Nacional e resolução dos envios sem resposta (como a NF-e,
 * nfe/transmissao.ts: o documento é gravado antes e depois de cada troca).
 *
 * `transmitirNfse`: numa transação trava a nota (FOR UPDATE); em 'transmitindo' (envio anterior sem
 * resposta) primeiro consulta a DPS na Sefin (`recuperarPorDps`) — nunca reenvia uma DPS que pode
 * ter gerado NFS-e. Aloca o nDPS (mantido na rejeição: a DPS rejeitada não gerou nota), monta,
 * assina e valida a DPS no XSD oficial; grava a DPS assinada, põe 'transmitindo' e faz COMMIT antes
 * de falar com a Sefin. Depois: NFS-e gerada -> 'autorizada' com chave, número e os valores que o
 * ambiente calculou, títulos a receber e a substituída marcada; E0014 (DPS já usada) -> consulta a
 * DPS e fica com a NFS-e dela; outra rejeição -> 'rejeitada' com código e mensagem; falha de rede
 * que pode ter sido processada -> continua 'transmitindo' (a consulta da DPS decide depois).
 *
 * `reconciliarNfsePendentes`: toda nota em 'transmitindo' (todas as empresas; tarefa periódica e
 * após uma queda) é resolvida pela consulta da DPS: NFS-e achada -> 'autorizada'; não achada ->
 * 'rejeitada' com a mensagem de que não chegou (o número fica com a nota; transmita de novo).
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { ctxEmitente, withOwner, withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { carregarCertificadoDoEmitente } from '../fiscal/certificado.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import {
  NfseComunicacaoError,
  NfseDadosError,
  assinarDps,
  lerNfse,
  montarXmlDps,
  type ClienteNfse,
  type MotivoSubstituicaoNfse,
} from '../../../fiscal/nfse/index.ts';
import { obterRuntimeNfse } from './runtime.ts';
import { alocarNumeroDps } from './numeracao.ts';
import { dadosDpsDaNota, emitenteNfse, type EmitenteNfse } from './dados-dps.ts';
import { registrarXmlNfse } from './xml-log.ts';
import { SITUACOES_EDITAVEIS_NFSE } from './calculo.ts';
import { cancelarTitulosDaNfse, lancarTitulosDaNfse } from './titulos.ts';

/** Resultado de uma transmissão ou consulta, como a API devolve em `Data`. */
export interface ResultadoNfse {
  id: number;
  situacao: string;
  numero_dps: number | null;
  id_dps: string | null;
  chave: string | null;
  numero_nfse: string | null;
  codigo: string | null;
  mensagem: string | null;
}

/** Resposta de uma ação: HTTP, sucesso, mensagem e dados. */
export interface RespostaNfse {
  http: number;
  sucesso: boolean;
  mensagem: string;
  dados: ResultadoNfse | { erros: Array<{ mensagem: string; linha?: number; campo?: string }> };
}

/** Mensagem pt-BR de uma falha de comunicação com a Sefin Nacional (sem detalhes internos). */
export function mensagemFalhaSefin(e: NfseComunicacaoError): string {
  switch (e.codigo) {
    case 'timeout':
      return 'A Sefin Nacional não respondeu a tempo.';
    case 'tls':
    case 'certificado-servidor':
      return 'Falha na conexão segura (TLS) com a Sefin Nacional.';
    case 'cliente-recusado':
      return 'A Sefin Nacional recusou o certificado digital da empresa.';
    case 'http':
      return `A Sefin Nacional está fora do ar (HTTP ${e.status ?? 503}).`;
    default:
      return 'Falha de comunicação com a Sefin Nacional.';
  }
}

async function lerResultado(c: Client, emitenteId: number, id: number): Promise<ResultadoNfse> {
  const { rows } = await c.query(
    'SELECT id, situacao, numero_dps, id_dps, chave, numero_nfse, codigo_retorno, motivo_retorno FROM nota_servico WHERE emitente_id = $1 AND id = $2',
    [emitenteId, id],
  );
  const n = rows[0];
  if (!n) throw notFound('NFS-e não encontrada.');
  return {
    id: n.id,
    situacao: n.situacao,
    numero_dps: n.numero_dps,
    id_dps: n.id_dps,
    chave: n.chave,
    numero_nfse: n.numero_nfse,
    codigo: n.codigo_retorno,
    mensagem: n.motivo_retorno,
  };
}

async function auditar(
  c: Client,
  ctx: TenantContext,
  id: number,
  acao: 'transmitir' | 'cancelar' | 'outra',
  antes: string,
  r: ResultadoNfse,
  descricao?: string,
) {
  await registrarAuditoria(c, {
    ctx,
    entidade: 'notaServico',
    registroId: id,
    acao,
    antes: { situacao: antes },
    depois: { ...r },
    descricao: (descricao ?? `NFS-e ${r.situacao}${r.codigo ? ` (${r.codigo})` : ''}${r.mensagem ? `: ${r.mensagem}` : ''}`).slice(0, 300),
  });
}

/**
 * Grava a NFS-e gerada na nota: 'autorizada', chave, número, valores do ambiente, XML, títulos a
 * receber e, na substituição, a substituída como 'substituida'. Idempotente (nota já autorizada
 * com a mesma chave não muda).
 */
export async function gravarNfseGerada(c: Client, ctx: TenantContext, id: number, nfseXml: string, anterior: string): Promise<ResultadoNfse> {
  const emitenteId = ctx.emitenteId!;
  const lida = lerNfse(nfseXml);
  const { rows } = await c.query('SELECT situacao, chave, substitui_id FROM nota_servico WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
  if (rows[0]?.situacao === 'autorizada' && rows[0].chave === lida.chave) return lerResultado(c, emitenteId, id);
  await registrarXmlNfse(c, emitenteId, { notaId: id, chave: lida.chave, tipo: 'nfse', xml: nfseXml, codigo: lida.cStat });
  const v = lida.valores;
  await c.query(
    `UPDATE nota_servico SET situacao = 'autorizada', chave = $3, numero_nfse = $4, codigo_retorno = $5, motivo_retorno = NULL,
            data_autorizacao = $6::timestamptz,
            base_calculo = COALESCE($7, base_calculo), aliquota_iss = COALESCE($8, aliquota_iss), valor_iss = COALESCE($9, valor_iss),
            valor_liquido = COALESCE($10, valor_liquido)
      WHERE emitente_id = $1 AND id = $2`,
    [
      emitenteId,
      id,
      lida.chave,
      lida.nNFSe,
      lida.cStat,
      lida.dhProc || new Date().toISOString(),
      v.vBC ?? null,
      v.pAliqAplic ?? null,
      v.vISSQN ?? null,
      v.vLiq ?? null,
    ],
  );
  // o ISS retido acompanha o que o ambiente calculou
  await c.query(
    `UPDATE nota_servico SET valor_iss_retido = CASE WHEN iss_retido THEN valor_iss ELSE 0 END,
            total_retencoes = (CASE WHEN iss_retido THEN valor_iss ELSE 0 END) + valor_pis + valor_cofins + valor_csll + valor_irrf + valor_inss
      WHERE emitente_id = $1 AND id = $2`,
    [emitenteId, id],
  );
  if (rows[0]?.substitui_id) {
    await c.query(`UPDATE nota_servico SET situacao = 'substituida', substituida_por_id = $3 WHERE emitente_id = $1 AND id = $2`, [
      emitenteId,
      rows[0].substitui_id,
      id,
    ]);
    await cancelarTitulosDaNfse(c, emitenteId, rows[0].substitui_id, `Cancelado com a substituição da NFS-e pela ${lida.nNFSe}`);
  }
  await lancarTitulosDaNfse(c, emitenteId, id);
  const r = await lerResultado(c, emitenteId, id);
  await auditar(c, ctx, id, 'transmitir', anterior, r, `NFS-e ${r.numero_nfse} autorizada (chave ${r.chave})`);
  return r;
}

function resposta(r: ResultadoNfse): RespostaNfse {
  if (r.situacao === 'autorizada') return { http: 200, sucesso: true, mensagem: `NFS-e ${r.numero_nfse} autorizada.`, dados: r };
  if (r.situacao === 'transmitindo')
    return {
      http: 202,
      sucesso: true,
      mensagem: `${r.mensagem ?? 'Sem resposta da Sefin Nacional.'} A DPS será consultada antes de qualquer reenvio.`,
      dados: r,
    };
  return { http: 400, sucesso: false, mensagem: `NFS-e rejeitada${r.codigo ? ` (${r.codigo})` : ''}: ${r.mensagem ?? ''}`, dados: r };
}

/** Cliente da Sefin com o certificado da empresa (decifrado na transação). */
async function clienteDaEmpresa(c: Client, config: Config, emitente: EmitenteNfse) {
  const certificado = await carregarCertificadoDoEmitente(c, config.fiscalSecret, emitente.id);
  return { certificado, cliente: obterRuntimeNfse(config).cliente(certificado, emitente.ambiente) };
}

/**
 * Resolve uma nota em 'transmitindo' pela consulta da DPS (ver cabeçalho). Devolve a situação
 * resolvida; falha de comunicação mantém 'transmitindo' e propaga o erro.
 */
export async function reconciliarNfse(db: Database, config: Config, ctx: TenantContext, id: number): Promise<ResultadoNfse> {
  const emitenteId = ctx.emitenteId!;
  type Pre = { resolvida: ResultadoNfse } | { resolvida: null; idDps: string; cliente: ClienteNfse };
  const pre = await withTenant(db, ctx, async (c): Promise<Pre> => {
    const { rows } = await c.query('SELECT situacao, id_dps FROM nota_servico WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
    if (!rows[0]) throw notFound('NFS-e não encontrada.');
    if (rows[0].situacao !== 'transmitindo' || !rows[0].id_dps) return { resolvida: await lerResultado(c, emitenteId, id) };
    const emitente = await emitenteNfse(c, emitenteId);
    return { resolvida: null, idDps: rows[0].id_dps as string, cliente: (await clienteDaEmpresa(c, config, emitente)).cliente };
  });
  if (pre.resolvida) return pre.resolvida;
  const achada = await pre.cliente.recuperarPorDps(pre.idDps);
  return withTenant(db, ctx, async (c) => {
    const { rows } = await c.query('SELECT situacao FROM nota_servico WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
    if (rows[0]?.situacao !== 'transmitindo') return lerResultado(c, emitenteId, id);
    if (achada) {
      await registrarXmlNfse(c, emitenteId, { notaId: id, chave: achada.chave, tipo: 'consulta', xml: achada.nfseXml });
      return gravarNfseGerada(c, ctx, id, achada.nfseXml, 'transmitindo');
    }
    const motivo = 'A DPS não chegou à Sefin Nacional (consulta pela DPS sem NFS-e): transmita novamente, com o mesmo número.';
    await c.query(`UPDATE nota_servico SET situacao = 'rejeitada', codigo_retorno = NULL, motivo_retorno = $3 WHERE emitente_id = $1 AND id = $2`, [
      emitenteId,
      id,
      motivo,
    ]);
    const r = await lerResultado(c, emitenteId, id);
    await auditar(c, ctx, id, 'outra', 'transmitindo', r, 'Envio sem resposta resolvido pela consulta da DPS: não recebida');
    return r;
  });
}

/** Substituição em curso: a NFS-e substituída e o motivo (grupo subst da DPS). */
export interface Substituicao {
  chave: string;
  motivo: MotivoSubstituicaoNfse;
  xMotivo?: string;
}

/** Transmite a nota (ver cabeçalho). */
export async function transmitirNfse(db: Database, config: Config, ctx: TenantContext, id: number, subst?: Substituicao): Promise<RespostaNfse> {
  const emitenteId = ctx.emitenteId!;
  const rt = obterRuntimeNfse(config);
  const pacote = await rt.pacote();
  // envio anterior sem resposta: a DPS é consultada antes de qualquer reenvio
  const atual = await withTenant(db, ctx, (c) => lerResultado(c, emitenteId, id));
  if (atual.situacao === 'transmitindo') {
    const r = await reconciliarNfse(db, config, ctx, id);
    if (r.situacao !== 'rejeitada') return resposta(r);
  }
  const prep = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      'SELECT situacao, numero_dps, serie, substitui_id, motivo_substituicao FROM nota_servico WHERE emitente_id = $1 AND id = $2 FOR UPDATE',
      [emitenteId, id],
    );
    const n = rows[0];
    if (!n) throw notFound('NFS-e não encontrada.');
    if (!SITUACOES_EDITAVEIS_NFSE.has(n.situacao))
      throw new ApiError(400, `A NFS-e não pode ser transmitida na situação '${n.situacao}'.`, {
        situacao: ['Somente notas em digitação ou rejeitadas podem ser transmitidas'],
      });
    let substituicao = subst;
    if (!substituicao && n.substitui_id) {
      const { rows: s } = await c.query('SELECT chave FROM nota_servico WHERE emitente_id = $1 AND id = $2', [emitenteId, n.substitui_id]);
      const motivo = (n.motivo_substituicao ?? '99') as MotivoSubstituicaoNfse;
      // motivo 99 (outros) exige a descrição (regra E0078 da Sefin Nacional)
      if (s[0]?.chave) substituicao = { chave: s[0].chave, motivo, ...(motivo === '99' ? { xMotivo: 'Correção dos dados da NFS-e substituída' } : {}) };
    }
    const emitente = await emitenteNfse(c, emitenteId);
    const { cliente, certificado } = await clienteDaEmpresa(c, config, emitente);
    const numero: number = n.numero_dps ?? (await alocarNumeroDps(c, emitenteId, Number(n.serie)));
    if (!n.numero_dps) await c.query('UPDATE nota_servico SET numero_dps = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, id, numero]);
    const dados = await dadosDpsDaNota(c, emitente, id, numero, substituicao);
    let montada: ReturnType<typeof montarXmlDps>;
    try {
      montada = montarXmlDps(dados);
    } catch (e) {
      if (e instanceof NfseDadosError) throw new ValidationError({ [e.campo]: [e.message] }, `DPS inválida: ${e.message}`);
      throw e;
    }
    const xml = assinarDps(montada.xml, certificado);
    const v = pacote.validar(xml, 'dps');
    if (!v.valido) {
      const erros = v.erros.map((e) => ({ mensagem: e.mensagem, linha: e.linha, ...(e.tag ? { campo: e.tag } : {}) }));
      await c.query(`UPDATE nota_servico SET situacao = 'rejeitada', codigo_retorno = 'XSD', motivo_retorno = $3 WHERE emitente_id = $1 AND id = $2`, [
        emitenteId,
        id,
        `Erro de schema: ${erros[0]?.mensagem ?? ''}`.slice(0, 2000),
      ]);
      return { invalido: true as const, erros };
    }
    await registrarXmlNfse(c, emitenteId, { notaId: id, tipo: 'dps', xml });
    await c.query(
      `UPDATE nota_servico SET situacao = 'transmitindo', id_dps = $3, data_emissao = $4, codigo_retorno = NULL, motivo_retorno = 'Transmitindo'
        WHERE emitente_id = $1 AND id = $2`,
      [emitenteId, id, montada.id, dados.dhEmi.toISOString()],
    );
    return { invalido: false as const, cliente, xml, idDps: montada.id, anterior: String(n.situacao) };
  });
  if (prep.invalido)
    return { http: 400, sucesso: false, mensagem: `A DPS não passou na validação do schema: ${prep.erros[0]?.mensagem ?? ''}`, dados: { erros: prep.erros } };
  return enviarDps(db, ctx, id, prep.cliente, prep.xml, prep.idDps, prep.anterior);
}

async function enviarDps(db: Database, ctx: TenantContext, id: number, cliente: ClienteNfse, xml: string, idDps: string, anterior: string) {
  const emitenteId = ctx.emitenteId!;
  try {
    const r = await cliente.emitir(xml);
    if (r.gerada) return resposta(await withTenant(db, ctx, (c) => gravarNfseGerada(c, ctx, id, r.nfseXml, anterior)));
    // E0014: a DPS já gerou NFS-e (envio anterior processado): fica com a NFS-e dela
    if (r.erros.some((e) => e.codigo === 'E0014')) {
      const achada = await cliente.recuperarPorDps(idDps);
      if (achada) return resposta(await withTenant(db, ctx, (c) => gravarNfseGerada(c, ctx, id, achada.nfseXml, anterior)));
    }
    const primeiro = r.erros[0];
    const motivo = r.erros.map((e) => `${e.codigo} - ${e.descricao}${e.complemento ? ` (${e.complemento})` : ''}`).join('; ') || `HTTP ${r.status}`;
    const final = await withTenant(db, ctx, async (c) => {
      await c.query(
        `UPDATE nota_servico SET situacao = 'rejeitada', codigo_retorno = $3, motivo_retorno = $4 WHERE emitente_id = $1 AND id = $2 AND situacao = 'transmitindo'`,
        [emitenteId, id, primeiro?.codigo ?? String(r.status), motivo.slice(0, 2000)],
      );
      const res = await lerResultado(c, emitenteId, id);
      await auditar(c, ctx, id, 'transmitir', anterior, res);
      return res;
    });
    return resposta(final);
  } catch (e) {
    if (!(e instanceof NfseComunicacaoError)) throw e;
    const mensagem = mensagemFalhaSefin(e);
    const final = await withTenant(db, ctx, async (c) => {
      if (e.podeTerSidoProcessada) await c.query(`UPDATE nota_servico SET motivo_retorno = $3 WHERE emitente_id = $1 AND id = $2`, [emitenteId, id, mensagem]);
      else
        await c.query(
          `UPDATE nota_servico SET situacao = 'rejeitada', codigo_retorno = NULL, motivo_retorno = $3 WHERE emitente_id = $1 AND id = $2 AND situacao = 'transmitindo'`,
          [emitenteId, id, `${mensagem} A DPS não foi recebida; transmita novamente.`],
        );
      const res = await lerResultado(c, emitenteId, id);
      await auditar(c, ctx, id, 'transmitir', anterior, res);
      return res;
    });
    if (!e.podeTerSidoProcessada) return { http: 502, sucesso: false, mensagem: final.mensagem ?? mensagem, dados: final };
    return resposta(final);
  }
}

/** Resolve toda nota em 'transmitindo' (todas as empresas); nunca lança. */
export async function reconciliarNfsePendentes(
  db: Database,
  config: Config,
  log: (m: string) => void = () => undefined,
  antesDe?: Date,
): Promise<Array<{ emitenteId: number; id: number; situacao: string; erro?: string }>> {
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT emitente_id, id FROM nota_servico WHERE situacao = 'transmitindo' AND ($1::timestamptz IS NULL OR alterado_em < $1) ORDER BY emitente_id, id`,
      [antesDe ?? null],
    ),
  );
  const out: Array<{ emitenteId: number; id: number; situacao: string; erro?: string }> = [];
  for (const r of rows) {
    try {
      const res = await reconciliarNfse(db, config, ctxEmitente(r.emitente_id), r.id);
      out.push({ emitenteId: r.emitente_id, id: r.id, situacao: res.situacao });
      log(`NFS-e pendente ${r.emitente_id}/${r.id}: ${res.situacao}`);
    } catch (e) {
      const erro = e instanceof NfseComunicacaoError ? mensagemFalhaSefin(e) : e instanceof Error ? e.message : String(e);
      out.push({ emitenteId: r.emitente_id, id: r.id, situacao: 'transmitindo', erro });
      log(`NFS-e pendente ${r.emitente_id}/${r.id}: não resolvida (${erro})`);
    }
  }
  return out;
}
