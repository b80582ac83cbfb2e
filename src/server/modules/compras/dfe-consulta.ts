/**
 * Consulta à distribuição DF-e (NFeDistribuicaoDFe, leiaute distDFeInt 1.01, NT 2014.002) de um
 * emitente. Regras do Ambiente Nacional que o cliente obedece:
 * - pede pelo `ultNSU` guardado por emitente + ambiente (compra_dfe_manifesto_ultima_consulta), que
 *   só avança (GREATEST) — nunca volta, nem se a resposta trouxer um número menor;
 * - repete enquanto ultNSU < maxNSU (no máximo {@link LOTES_POR_RODADA} lotes de 50 por rodada);
 * - cStat 137 (nada novo): a próxima consulta por NSU só depois de 1 hora (`proxima_consulta`);
 * - cStat 656 (consumo indevido): abre o disjuntor por 1 hora (`circuito_aberto_ate`) e não
 *   consulta mais até lá, nem por NSU nem por chave;
 * - cada docZip é descompactado e gravado (o XML em compra_dfe_xml) antes de qualquer outro uso.
 * A chamada SOAP acontece fora de transação do banco (o PGlite tem uma só conexão).
 */
import { gunzipSync } from 'node:zlib';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, type TenantContext, withTenant } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { enviarSoap, SefazError, type OpcoesTransporte } from '../../../fiscal/sefaz/transporte.ts';
import { atributoDe, elemento, elementos, NS_NFE, texto } from '../../../fiscal/sefaz/xml.ts';
import { CODIGOS_UF } from '../../../fiscal/sefaz/tabela.ts';
import { carregarCertificadoDoEmitente } from '../fiscal/index.ts';
import { emitenteDaNota } from '../nfe/nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { obterRuntimeFiscal } from '../nfe/runtime.ts';
import { lerNotaFornecedor } from './nota-fornecedor.ts';
import type { CertificadoA1 } from '../../../fiscal/certificado/index.ts';

export const LOTES_POR_RODADA = 20;
const UMA_HORA_MS = 3_600_000;

/** URLs oficiais dos serviços do Ambiente Nacional (Portal da NF-e / CT-e, relação de webservices). */
const URL_AN = {
  NFeDistribuicaoDFe: {
    1: 'https://www1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    2: 'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
  },
  CTeDistribuicaoDFe: {
    1: 'https://www1.cte.fazenda.gov.br/CTeDistribuicaoDFe/CTeDistribuicaoDFe.asmx',
    2: 'https://hom1.cte.fazenda.gov.br/CTeDistribuicaoDFe/CTeDistribuicaoDFe.asmx',
  },
  NFeRecepcaoEvento4: {
    1: 'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
    2: 'https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
  },
} as const;

/** URL de um serviço do AN: a oficial do ambiente, ou a do simulador em uso (`/AN/ws/{servico}.asmx`). */
export function urlAN(config: Config, servico: keyof typeof URL_AN, ambiente: 1 | 2): string {
  const sim = obterRuntimeFiscal(config).simuladorUrl;
  return sim ? `${sim.replace(/\/+$/, '')}/AN/ws/${servico}.asmx` : URL_AN[servico][ambiente];
}

/** Opções do TLS mútuo com o certificado A1 do emitente e as ACs confiáveis do runtime. */
export function transporteDoCertificado(config: Config, certificado: CertificadoA1): OpcoesTransporte {
  return {
    certificadoPem: [certificado.certificadoPem, ...certificado.cadeiaPem].join(''),
    chavePrivadaPem: certificado.chavePrivadaPem,
    ca: obterRuntimeFiscal(config).ca(),
    timeoutConexaoMs: 30_000,
    timeoutRespostaMs: 60_000,
    tentativas: 2,
    backoffMs: 500,
  };
}

export type ServicoDFe = 'nfe' | 'cte';

/**
 * Confere o XML contra o pacote de schemas em uso antes de enviá-lo ao AN. A manifestação usa o
 * envEvento_v1.00 genérico: o envConfRecebto_v1.00.xsd do PL_010d não compila no libxml2
 * (TCOrgaoIBGE definido duas vezes pelos includes).
 * @throws ApiError 400 com a primeira mensagem de schema (pt-BR, SPEC §5).
 */
export async function exigirSchema(config: Config, xml: string, doc: 'distDFeInt' | 'envEvento'): Promise<void> {
  const r = (await obterRuntimeFiscal(config).pacote()).validar(xml, doc);
  if (!r.valido) throw new ApiError(400, `XML recusado pelo schema antes do envio: ${r.erros[0]?.mensagem ?? 'erro de schema'}`);
}

export interface ResultadoConsultaDFe {
  cStat: string;
  xMotivo: string;
  ultNSU: string;
  maxNSU: string;
  /** Documentos gravados nesta rodada. */
  recebidos: number;
  /** Quando a próxima consulta por NSU é permitida (ISO), ou null. */
  proximaConsulta: string | null;
  /** true quando nada foi pedido ao AN (espera do 137 ou disjuntor aberto). */
  aguardando: boolean;
}

interface Controle {
  id: number;
  ult_nsu: string;
  proxima_consulta: Date | null;
  circuito_aberto_ate: Date | null;
}

/** As datas do controle como Date (lidas em milissegundos da época: iguais no PostgreSQL e no PGlite). */
const comDatas = (r: Record<string, unknown>): Controle => ({
  id: r.id as number,
  ult_nsu: String(r.ult_nsu),
  proxima_consulta: r.proxima_ms === null || r.proxima_ms === undefined ? null : new Date(Number(r.proxima_ms)),
  circuito_aberto_ate: r.circuito_ms === null || r.circuito_ms === undefined ? null : new Date(Number(r.circuito_ms)),
});

async function controle(c: Client, emitenteId: number, ambiente: number, servico: ServicoDFe): Promise<Controle> {
  await c.query(
    `INSERT INTO compra_dfe_manifesto_ultima_consulta (emitente_id, ambiente, servico) VALUES ($1, $2, $3)
     ON CONFLICT (emitente_id, ambiente, servico) DO NOTHING`,
    [emitenteId, ambiente, servico],
  );
  const { rows } = await c.query(
    `SELECT id, ult_nsu::text AS ult_nsu, (extract(epoch FROM proxima_consulta) * 1000)::float8 AS proxima_ms, (extract(epoch FROM circuito_aberto_ate) * 1000)::float8 AS circuito_ms FROM compra_dfe_manifesto_ultima_consulta
      WHERE emitente_id = $1 AND ambiente = $2 AND servico = $3`,
    [emitenteId, ambiente, servico],
  );
  return comDatas(rows[0]);
}

/**
 * Uma rodada de consulta por NSU (ou por chave, `chave` informada) para o emitente do contexto.
 * @param agora relógio (testes).
 * @throws ApiError 400 sem certificado; 502 em falha de comunicação (o ultNSU não muda).
 */
export async function consultarDFe(
  db: Database,
  config: Config,
  ctx: TenantContext,
  opts: { servico?: ServicoDFe; chave?: string; agora?: () => Date } = {},
): Promise<ResultadoConsultaDFe> {
  const servico = opts.servico ?? 'nfe';
  const agora = opts.agora ?? (() => new Date());
  const emitenteId = ctx.emitenteId!;
  const prep = await withTenant(db, ctx, async (c) => {
    const emitente = await emitenteDaNota(c, emitenteId);
    const ctl = await controle(c, emitenteId, emitente.ambiente, servico);
    const certificado = await carregarCertificadoDoEmitente(c, config.fiscalSecret, emitenteId);
    return { emitente, ctl, certificado };
  });
  const { emitente, certificado } = prep;
  let ctl = prep.ctl;
  const t = agora().getTime();
  const esperaAte = [ctl.circuito_aberto_ate, opts.chave ? null : ctl.proxima_consulta].filter((d): d is Date => !!d && d.getTime() > t);
  if (esperaAte.length) {
    const ate = new Date(Math.max(...esperaAte.map((d) => d.getTime())));
    return {
      cStat: '',
      xMotivo: 'Aguardando o prazo do Ambiente Nacional',
      ultNSU: ctl.ult_nsu,
      maxNSU: ctl.ult_nsu,
      recebidos: 0,
      proximaConsulta: ate.toISOString(),
      aguardando: true,
    };
  }
  const url = urlAN(config, servico === 'nfe' ? 'NFeDistribuicaoDFe' : 'CTeDistribuicaoDFe', emitente.ambiente);
  const transporte = transporteDoCertificado(config, certificado);
  const entrada = {
    url,
    metodo: servico === 'nfe' ? 'nfeDistDFeInteresse' : 'cteDistDFeInteresse',
    operacao: servico === 'nfe' ? 'NFeDistribuicaoDFe' : 'CTeDistribuicaoDFe',
    versao: '1.01',
  };
  const ns = servico === 'nfe' ? NS_NFE : 'http://www.portalfiscal.inf.br/cte';
  let recebidos = 0;
  let ultimo: { cStat: string; xMotivo: string; ult: string; max: string } = { cStat: '', xMotivo: '', ult: ctl.ult_nsu, max: ctl.ult_nsu };
  for (let lote = 0; lote < (opts.chave ? 1 : LOTES_POR_RODADA); lote++) {
    const pedido = opts.chave
      ? servico === 'nfe'
        ? `<consChNFe><chNFe>${opts.chave}</chNFe></consChNFe>`
        : `<consChCTe><chCTe>${opts.chave}</chCTe></consChCTe>`
      : `<distNSU><ultNSU>${ctl.ult_nsu.padStart(15, '0')}</ultNSU></distNSU>`;
    const doc = emitente.cnpj.length === 11 ? `<CPF>${emitente.cnpj}</CPF>` : `<CNPJ>${emitente.cnpj}</CNPJ>`;
    const xml = `<distDFeInt xmlns="${ns}" versao="1.01"><tpAmb>${emitente.ambiente}</tpAmb><cUFAutor>${CODIGOS_UF[emitente.uf] ?? '91'}</cUFAutor>${doc}${pedido}</distDFeInt>`;
    if (servico === 'nfe') await exigirSchema(config, xml, 'distDFeInt');
    let ret: string;
    try {
      ret = (await enviarSoap(entrada, xml, transporte, true)).retornoXml;
    } catch (e) {
      if (e instanceof SefazError) throw new ApiError(502, `${mensagemFalhaSefaz(e)} Tente novamente.`);
      throw e;
    }
    const cStat = texto(ret, 'cStat') ?? '';
    ultimo = {
      cStat,
      xMotivo: texto(ret, 'xMotivo') ?? '',
      ult: String(Number(texto(ret, 'ultNSU') ?? '0')),
      max: String(Number(texto(ret, 'maxNSU') ?? '0')),
    };
    const docs = elementos(elemento(ret, 'loteDistDFeInt') ?? '', 'docZip').map((d) => ({
      nsu: String(Number(atributoDe(d, 'NSU') ?? '0')),
      schema: atributoDe(d, 'schema') ?? '',
      xml: gunzipSync(Buffer.from((/>([^<]*)</.exec(d)?.[1] ?? '').trim(), 'base64')).toString('utf8'),
    }));
    ctl = await withTenant(db, ctx, async (c) => {
      for (const d of docs) recebidos += await gravarDocumento(c, emitenteId, emitente.ambiente, d);
      const aguardar = cStat === '137' && !opts.chave;
      const bloquear = cStat === '656';
      const { rows } = await c.query(
        `UPDATE compra_dfe_manifesto_ultima_consulta
            SET ult_nsu = CASE WHEN $3::boolean THEN ult_nsu ELSE GREATEST(ult_nsu, $4::numeric) END, max_nsu = GREATEST(max_nsu, $5::numeric),
                ultima_consulta = $6, ultimo_cstat = $7, ultimo_motivo = left($8, 255),
                proxima_consulta = CASE WHEN $9::boolean THEN $6::timestamptz + interval '1 hour' WHEN $3::boolean THEN proxima_consulta ELSE NULL END,
                falhas_consecutivas = CASE WHEN $10::boolean THEN falhas_consecutivas + 1 ELSE 0 END,
                circuito_aberto_ate = CASE WHEN $10::boolean THEN $6::timestamptz + interval '1 hour' ELSE circuito_aberto_ate END
          WHERE emitente_id = $1 AND id = $2
          RETURNING id, ult_nsu::text AS ult_nsu, (extract(epoch FROM proxima_consulta) * 1000)::float8 AS proxima_ms, (extract(epoch FROM circuito_aberto_ate) * 1000)::float8 AS circuito_ms`,
        [emitenteId, ctl.id, !!opts.chave, ultimo.ult, ultimo.max, agora().toISOString(), cStat, ultimo.xMotivo, aguardar, bloquear],
      );
      return comDatas(rows[0]);
    });
    if (cStat !== '138' || opts.chave || BigInt(ctl.ult_nsu) >= BigInt(ultimo.max)) break;
  }
  const proxima = [ctl.proxima_consulta, ctl.circuito_aberto_ate].filter((d): d is Date => !!d && d.getTime() > agora().getTime());
  return {
    cStat: ultimo.cStat,
    xMotivo: ultimo.xMotivo,
    ultNSU: ctl.ult_nsu,
    maxNSU: ultimo.max,
    recebidos,
    proximaConsulta: proxima.length ? new Date(Math.max(...proxima.map((d) => d.getTime()))).toISOString() : null,
    aguardando: false,
  };
}

const TIPO_DO_SCHEMA: Array<[RegExp, string]> = [
  [/^resNFe/i, 'resNFe'],
  [/^procNFe/i, 'procNFe'],
  [/^resEvento/i, 'resEvento'],
  [/^procEvento/i, 'procEvento'],
  [/^procCTe/i, 'procCTe'],
];

/** Grava um documento recebido; devolve 1 se gravou (0 se o NSU já existia ou o schema é desconhecido). */
export async function gravarDocumento(c: Client, emitenteId: number, ambiente: number, d: { nsu: string; schema: string; xml: string }): Promise<number> {
  const tipo = TIPO_DO_SCHEMA.find(([re]) => re.test(d.schema))?.[1];
  if (!tipo) return 0;
  const { rows: ja } = await c.query('SELECT 1 FROM compra_dfe_manifesto WHERE emitente_id = $1 AND ambiente = $2 AND nsu = $3', [emitenteId, ambiente, d.nsu]);
  if (ja[0]) return 0;
  const x = d.xml;
  const campos: Record<string, unknown> = {
    chave: '',
    cpf_cnpj: null,
    nome: null,
    ie: null,
    data_emissao: null,
    valor: null,
    tipo_nf: null,
    situacao_nfe: null,
    tipo_evento: null,
    descricao_evento: null,
  };
  if (tipo === 'resNFe') {
    Object.assign(campos, {
      chave: texto(x, 'chNFe'),
      cpf_cnpj: texto(x, 'CNPJ') ?? texto(x, 'CPF'),
      nome: texto(x, 'xNome')?.slice(0, 60),
      ie: texto(x, 'IE')?.slice(0, 14),
      data_emissao: texto(x, 'dhEmi'),
      valor: texto(x, 'vNF'),
      tipo_nf: Number(texto(x, 'tpNF') ?? 1),
      situacao_nfe: Number(texto(x, 'cSitNFe') ?? 1),
    });
  } else if (tipo === 'procNFe') {
    const n = lerNotaFornecedor(x);
    Object.assign(campos, {
      chave: n.chave,
      cpf_cnpj: n.emit.documento,
      nome: n.emit.xNome.slice(0, 60),
      ie: n.emit.IE?.slice(0, 14) ?? null,
      data_emissao: n.dhEmi ?? null,
      valor: n.totais.vNF,
      tipo_nf: Number(n.tpNF ?? 1),
      situacao_nfe: 1,
    });
  } else if (tipo === 'procCTe') {
    const emit = elemento(x, 'emit') ?? '';
    Object.assign(campos, {
      chave: /Id="CTe([0-9A-Z]{44})"/.exec(x)?.[1] ?? texto(x, 'chCTe'),
      cpf_cnpj: texto(emit, 'CNPJ') ?? texto(emit, 'CPF'),
      nome: texto(emit, 'xNome')?.slice(0, 60),
      ie: texto(emit, 'IE')?.slice(0, 14),
      data_emissao: texto(x, 'dhEmi'),
      valor: texto(x, 'vTPrest'),
    });
  } else {
    Object.assign(campos, {
      chave: texto(x, 'chNFe'),
      cpf_cnpj: texto(x, 'CNPJ') ?? texto(x, 'CPF'),
      data_emissao: texto(x, 'dhEvento'),
      tipo_evento: texto(x, 'tpEvento'),
      descricao_evento: (texto(x, 'xEvento') ?? texto(x, 'descEvento'))?.slice(0, 60),
    });
  }
  if (!campos.chave) return 0;
  let id: number;
  if (tipo === 'resEvento' || tipo === 'procEvento') {
    const { rows } = await c.query(
      `INSERT INTO compra_dfe_manifesto (emitente_id, ambiente, nsu, schema_documento, tipo, chave, cpf_cnpj, data_emissao, tipo_evento, descricao_evento, xml_completo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        emitenteId,
        ambiente,
        d.nsu,
        d.schema.slice(0, 30),
        tipo,
        campos.chave,
        campos.cpf_cnpj,
        campos.data_emissao,
        campos.tipo_evento,
        campos.descricao_evento,
        tipo === 'procEvento',
      ],
    );
    id = rows[0].id;
    // cancelamento da NF-e pelo emitente (110111): a nota recebida passa a cancelada
    if (campos.tipo_evento === '110111') {
      await c.query(
        `UPDATE compra_dfe_manifesto SET situacao_nfe = 3 WHERE emitente_id = $1 AND ambiente = $2 AND chave = $3 AND tipo IN ('resNFe','procNFe')`,
        [emitenteId, ambiente, campos.chave],
      );
    }
  } else {
    // uma linha por nota: o resumo dá lugar à nota completa (mantendo a manifestação já feita)
    const { rows } = await c.query(
      `INSERT INTO compra_dfe_manifesto (emitente_id, ambiente, nsu, schema_documento, tipo, chave, cpf_cnpj, nome, ie, data_emissao, valor, tipo_nf, situacao_nfe, xml_completo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (emitente_id, ambiente, chave) WHERE tipo IN ('resNFe','procNFe','procCTe') DO UPDATE
          SET nsu = EXCLUDED.nsu, schema_documento = EXCLUDED.schema_documento,
              tipo = CASE WHEN EXCLUDED.tipo = 'resNFe' THEN compra_dfe_manifesto.tipo ELSE EXCLUDED.tipo END,
              xml_completo = compra_dfe_manifesto.xml_completo OR EXCLUDED.xml_completo,
              situacao_nfe = GREATEST(compra_dfe_manifesto.situacao_nfe, EXCLUDED.situacao_nfe)
       RETURNING id, (xmax = 0) AS novo, tipo`,
      [
        emitenteId,
        ambiente,
        d.nsu,
        d.schema.slice(0, 30),
        tipo,
        campos.chave,
        campos.cpf_cnpj,
        campos.nome,
        campos.ie,
        campos.data_emissao,
        campos.valor,
        campos.tipo_nf,
        campos.situacao_nfe,
        tipo !== 'resNFe',
      ],
    );
    id = rows[0].id;
    // o resumo não substitui o XML completo já guardado
    if (tipo === 'resNFe' && rows[0].tipo !== 'resNFe') return 1;
  }
  await c.query(
    `INSERT INTO compra_dfe_xml (emitente_id, manifesto_id, xml) VALUES ($1, $2, $3)
     ON CONFLICT (emitente_id, manifesto_id) DO UPDATE SET xml = EXCLUDED.xml`,
    [emitenteId, id, x],
  );
  return 1;
}
