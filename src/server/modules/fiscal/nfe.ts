/**
 * Faturamento -> objeto NF-e tipado de src/fiscal/nfe (arquitetura §7 "business record -> NF-e
 * object"). Lê o faturamento, seus itens (com o grupo `imposto` gravado no cálculo), pagamentos,
 * duplicatas e volumes, o emitente e a sua configuração fiscal, o cliente e a transportadora, e
 * monta ide/emit/dest/det/total/transp/cobr/pag/infAdic/infRespTec com a chave de acesso gerada
 * para (`numero`, `serie`). Não grava nada: a transmissão (outro módulo) aloca o número com
 * `alocarNumero`, chama esta função, monta o XML (`montarXmlNFe`), assina e grava chave/situação.
 */
import { createHash } from 'node:crypto';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { totalizar, type ItemCalculado } from '../../../domain/tributos/index.ts';
import { Dec, fmt2 } from '../../../domain/tributos/numeros.ts';
import { textoLei12741, tributosAproximados } from '../../../domain/tributos/ibpt.ts';
import { aliquotasIbpt } from '../tributos/ibpt.ts';
import { completarNFePelaFinalidade } from './finalidade.ts';
import { diDoItem } from './importacao.ts';
import { montarDet, montarEmit, type DadosEmitente, type ItemDoDocumento } from '../../../fiscal/nfe/montagem.ts';
import { gerarChaveNFe, type Det, type Dest, type DetPag, type Dup, type InfRespTec, type NFe, type Transp, type Vol } from '../../../fiscal/nfe/index.ts';
import { dataHoraFiscal, deslocamentoUf, instanteDoBanco } from '../../../domain/relogio.ts';

export const VERSAO_PROCESSO = 'ERP Fiscal 1.0';
export const NOME_HOMOLOGACAO = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

const dec = (v: unknown, casas: number): string => Number(v ?? 0).toFixed(casas);
const texto = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));

/** `hashCSRT` (NT 2018.005): Base64 do SHA-1 de CSRT + chave de acesso. */
export function hashCsrt(csrt: string, chave: string): string {
  return createHash('sha1')
    .update(csrt + chave, 'utf8')
    .digest('base64');
}

/**
 * Monta a NF-e do faturamento `faturamentoId` com o número e a série informados.
 * @param c transação de tenant do emitente da sessão.
 * @param contingencia emissão em contingência SVC (`tpEmis` 6/7) ou EPEC (`tpEmis` 4), na chave e em
 *   `ide`, com `dhCont` e `xJust` (MOC 7.0 B22/B28/B29); ausente: emissão normal (`tpEmis` 1).
 * @throws ApiError 404 (faturamento não encontrado) ou 400 (dados incompletos para a NF-e).
 */
export async function montarNFeDoFaturamento(
  c: Client,
  ctx: TenantContext,
  faturamentoId: number,
  numero: number,
  serie: number,
  contingencia?: { tpEmis: '4' | '6' | '7'; dhCont: string; xJust: string },
): Promise<NFe> {
  const emitenteId = ctx.emitenteId;
  if (emitenteId === null) throw new ApiError(400, 'Selecione uma empresa.');
  const one = async (sql: string, p: unknown[]) => (await c.query(sql, p)).rows[0] as Record<string, any> | undefined;
  const fat = await one('SELECT * FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, faturamentoId]);
  if (!fat) throw new ApiError(404, 'Faturamento não encontrado(a).');
  const { rows: itens } = await c.query('SELECT * FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id', [
    emitenteId,
    faturamentoId,
  ]);
  if (!itens.length) throw new ApiError(400, 'A nota precisa de pelo menos um item.');
  if (itens.length > 990) throw new ApiError(400, 'A NF-e admite no máximo 990 itens.');
  const { rows: pagamentos } = await c.query('SELECT * FROM faturamento_pagamento WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id', [
    emitenteId,
    faturamentoId,
  ]);
  const { rows: duplicatas } = await c.query('SELECT * FROM faturamento_duplicata WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY vencimento, id', [
    emitenteId,
    faturamentoId,
  ]);
  const { rows: volumes } = await c.query('SELECT * FROM faturamento_volume WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id', [
    emitenteId,
    faturamentoId,
  ]);
  const emit = await one(
    `SELECT e.*, c.nome AS municipio, u.codigo AS codigo_uf FROM emitente e JOIN cidade c ON c.id = e.cidade_id JOIN uf u ON u.sigla = e.uf WHERE e.id = $1`,
    [emitenteId],
  );
  if (!emit) throw new ApiError(400, 'Empresa não encontrada.');
  const fiscal = await one('SELECT * FROM emitente_fiscal WHERE emitente_id = $1', [emitenteId]);
  // qCom/vUnCom com as casas da empresa (configuracoes/gerenciar), sem nunca perder uma casa gravada
  const cfg = await one('SELECT casas_decimais_quantidade AS q, casas_decimais_valor AS v FROM configuracao WHERE emitente_id = $1', [emitenteId]);
  const cli = await one(
    `SELECT cl.*, ci.nome AS municipio, p.nome AS pais FROM cliente cl LEFT JOIN cidade ci ON ci.id = cl.cidade_id LEFT JOIN pais p ON p.id = cl.pais_id
      WHERE cl.emitente_id = $1 AND cl.id = $2`,
    [emitenteId, fat.cliente_id],
  );
  if (!cli) throw new ApiError(400, 'Cliente da nota não encontrado.');
  const produtos = new Map(
    (await c.query('SELECT * FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[])', [emitenteId, itens.map((i) => i.produto_id)])).rows.map((p) => [
      p.id,
      p,
    ]),
  );

  const tpAmb = String(fiscal?.ambiente ?? emit.ambiente ?? 2);
  const dhEmi = instanteDoBanco(fat.data_emissao);
  const chave = gerarChaveNFe({
    cUF: emit.codigo_uf,
    dhEmi,
    cnpjCpf: emit.cnpj,
    mod: fat.modelo,
    serie,
    nNF: numero,
    tpEmis: contingencia?.tpEmis ?? 1,
    fuso: deslocamentoUf(emit.uf, dhEmi),
  });
  const estrangeiro = cli.tipo_pessoa === 'E' || (cli.pais_id && Number(cli.pais_id) !== 1058);
  const idDest = estrangeiro ? '3' : cli.uf && cli.uf !== emit.uf ? '2' : '1';

  const calculados: ItemCalculado[] = [];
  const det: Det[] = itens.map((i, n) => {
    if (!i.tributos) throw new ApiError(400, `Item ${n + 1}: tributos não calculados; grave o faturamento novamente.`);
    const t = JSON.parse(i.tributos) as ItemCalculado;
    calculados.push(t);
    return montarDet(n, i as ItemDoDocumento, produtos.get(i.produto_id) ?? {}, t, {
      modelo: '55',
      homologacao: tpAmb === '2',
      casas: { quantidade: cfg?.q ?? 4, valor: cfg?.v ?? 10 },
      DI: i.di ? diDoItem(i.di) : undefined,
    });
  });
  const totais = totalizar(calculados);
  const aproximados = await tributosAproximadosDaNota(c, emitenteId, emit.uf, String(fat.data_emissao).slice(0, 10), det, itens, produtos);

  const doc = String(cli.cpf_cnpj ?? '');
  const dest: Dest = {
    ...(estrangeiro ? { idEstrangeiro: cli.id_estrangeiro ?? '' } : doc.length === 11 ? { CPF: doc } : { CNPJ: doc }),
    xNome: tpAmb === '2' ? NOME_HOMOLOGACAO : cli.nome,
    ...(cli.logradouro && cli.cidade_id
      ? {
          enderDest: {
            xLgr: cli.logradouro,
            nro: cli.numero ?? 'S/N',
            ...(cli.complemento ? { xCpl: cli.complemento } : {}),
            xBairro: cli.bairro ?? '',
            cMun: estrangeiro ? '9999999' : String(cli.cidade_id),
            xMun: estrangeiro ? 'EXTERIOR' : cli.municipio,
            UF: estrangeiro ? 'EX' : cli.uf,
            ...(cli.cep ? { CEP: cli.cep } : {}),
            cPais: String(cli.pais_id ?? 1058),
            xPais: cli.pais ?? 'Brasil',
            ...(cli.telefone ? { fone: cli.telefone } : {}),
          },
        }
      : {}),
    indIEDest: String(cli.ind_ie_dest),
    ...(Number(cli.ind_ie_dest) === 1 && cli.ie ? { IE: cli.ie } : {}),
    ...(cli.suframa ? { ISUF: cli.suframa } : {}),
    ...(cli.im ? { IM: cli.im } : {}),
    ...(cli.email ? { email: cli.email } : {}),
  };

  const transp: Transp = { modFrete: String(fat.modalidade_frete) };
  if (fat.transportadora_id) {
    const tr = await one(
      'SELECT t.*, ci.nome AS municipio FROM transportadora t LEFT JOIN cidade ci ON ci.id = t.cidade_id WHERE t.emitente_id = $1 AND t.id = $2',
      [emitenteId, fat.transportadora_id],
    );
    if (tr) {
      const d = String(tr.cpf_cnpj ?? '');
      transp.transporta = {
        ...(d.length === 11 ? { CPF: d } : d ? { CNPJ: d } : {}),
        xNome: tr.nome,
        ...(tr.ie ? { IE: tr.ie } : {}),
        ...(tr.logradouro ? { xEnder: [tr.logradouro, tr.numero, tr.bairro].filter(Boolean).join(', ').slice(0, 60) } : {}),
        ...(tr.municipio ? { xMun: tr.municipio } : {}),
        ...(tr.uf ? { UF: tr.uf } : {}),
      };
    }
  }
  if (volumes.length) {
    transp.vol = volumes.map(
      (v): Vol => ({
        ...(v.quantidade !== null ? { qVol: String(v.quantidade) } : {}),
        ...(v.especie ? { esp: v.especie } : {}),
        ...(v.marca ? { marca: v.marca } : {}),
        ...(v.numeracao ? { nVol: v.numeracao } : {}),
        ...(v.peso_liquido !== null ? { pesoL: dec(v.peso_liquido, 3) } : {}),
        ...(v.peso_bruto !== null ? { pesoB: dec(v.peso_bruto, 3) } : {}),
      }),
    );
  }

  const vNF = totais.ICMSTot.vNF;
  const semPagamento = Number(fat.finalidade) === 3 || Number(fat.finalidade) === 4;
  const detPag: DetPag[] =
    semPagamento || !pagamentos.length
      ? [{ tPag: '90', vPag: '0.00' }]
      : pagamentos.map((p) => ({ tPag: p.t_pag, ...(p.descricao ? { xPag: p.descricao } : {}), vPag: dec(p.valor, 2) }));

  const nfe: NFe = {
    chave: chave.chave,
    versao: '4.00',
    ide: {
      cUF: String(emit.codigo_uf),
      cNF: chave.cNF,
      natOp: fat.natureza_operacao,
      mod: fat.modelo,
      serie: String(serie),
      nNF: String(numero),
      dhEmi: dataHoraFiscal(dhEmi, emit.uf),
      ...(fat.data_saida ? { dhSaiEnt: dataHoraFiscal(instanteDoBanco(fat.data_saida), emit.uf) } : {}),
      tpNF: String(fat.tipo_operacao),
      idDest,
      cMunFG: String(emit.cidade_id),
      tpImp: '1',
      tpEmis: contingencia?.tpEmis ?? '1',
      cDV: chave.cDV,
      tpAmb,
      finNFe: String(fat.finalidade),
      indFinal: String(fat.consumidor_final),
      indPres: String(fat.presenca),
      ...([2, 3, 4, 9].includes(Number(fat.presenca)) ? { indIntermed: '0' } : {}),
      procEmi: '0',
      verProc: VERSAO_PROCESSO,
      ...(contingencia ? { dhCont: contingencia.dhCont, xJust: contingencia.xJust } : {}),
    },
    emit: montarEmit(emit as DadosEmitente, '55'),
    dest,
    det,
    total: {
      ICMSTot: { ...totais.ICMSTot, ...(aproximados ? { vTotTrib: aproximados.total } : {}) },
      ...(totais.IBSCBSTot ? { IBSCBSTot: totais.IBSCBSTot } : {}),
    },
    transp,
    pag: { detPag },
  };
  if (duplicatas.length) {
    nfe.cobr = {
      fat: { nFat: String(numero), vOrig: vNF, vDesc: '0.00', vLiq: vNF },
      dup: duplicatas.map((d): Dup => ({ nDup: d.numero, dVenc: d.vencimento, vDup: dec(d.valor, 2) })),
    };
  }
  const infCplBase = texto(fat.informacoes_complementares) ?? texto(fiscal?.informacoes_complementares);
  const infCpl = [infCplBase, aproximados?.texto].filter(Boolean).join(' ').slice(0, 5000);
  if (infCpl) nfe.infAdic = { infCpl };
  await completarNFePelaFinalidade(c, emitenteId, faturamentoId, nfe, itens);
  const resp = await responsavelTecnico(c, emitenteId, fiscal, chave.chave);
  if (resp) nfe.infRespTec = resp;
  return nfe;
}

/** infRespTec: o da configuração fiscal do emitente, ou o da software house vinculada à empresa. */
export async function responsavelTecnico(
  c: Client,
  emitenteId: number,
  fiscal: Record<string, any> | undefined,
  chave: string,
): Promise<InfRespTec | undefined> {
  let r: { cnpj: string; contato: string; email: string; fone: string; idCsrt: number | null; csrt: string | null } | null = null;
  if (fiscal?.resp_tec_cnpj && fiscal.resp_tec_contato && fiscal.resp_tec_email && fiscal.resp_tec_fone) {
    r = {
      cnpj: fiscal.resp_tec_cnpj,
      contato: fiscal.resp_tec_contato,
      email: fiscal.resp_tec_email,
      fone: fiscal.resp_tec_fone,
      idCsrt: fiscal.resp_tec_id_csrt,
      csrt: fiscal.resp_tec_csrt,
    };
  } else {
    const { rows } = await c.query(
      `SELECT s.cnpj, s.contato, s.email, s.telefone, s.id_csrt, s.csrt FROM emitente_software_house es JOIN software_house s ON s.id = es.software_house_id
        WHERE es.emitente_id = $1 AND s.ativo`,
      [emitenteId],
    );
    if (rows[0])
      r = { cnpj: rows[0].cnpj, contato: rows[0].contato, email: rows[0].email, fone: rows[0].telefone, idCsrt: rows[0].id_csrt, csrt: rows[0].csrt };
  }
  if (!r) return undefined;
  const out: InfRespTec = { CNPJ: r.cnpj, xContato: r.contato, email: r.email, fone: r.fone };
  if (r.idCsrt && r.csrt) {
    out.idCSRT = String(r.idCsrt).padStart(2, '0');
    out.hashCSRT = hashCsrt(r.csrt, chave);
  }
  return out;
}

/**
 * Valor aproximado dos tributos (Lei 12.741/2012): por item, `vTotTrib` do grupo imposto com as
 * alíquotas IBPT do NCM (versão ativa da UF do emitente, vigente na data de emissão) sobre
 * vProd − vDesc; no total, a soma (W16a) e o texto das informações complementares com a fonte, a
 * chave e a versão. Sem tabela IBPT importada (ou nenhum NCM achado): undefined, nada muda.
 */
export async function tributosAproximadosDaNota(
  c: Client,
  emitenteId: number,
  uf: string,
  data: string,
  det: Det[],
  itens: Array<Record<string, any>>,
  produtos: Map<unknown, Record<string, any>>,
): Promise<{ total: string; texto: string } | undefined> {
  const chaves = itens.map((i) => ({ ncm: String(i.ncm ?? produtos.get(i.produto_id)?.ncm ?? ''), ex: produtos.get(i.produto_id)?.ex_tipi ?? null }));
  const tabela = await aliquotasIbpt(c, emitenteId, uf, data, chaves);
  if (!tabela.size) return undefined;
  const soma = { federal: new Dec(0), estadual: new Dec(0), municipal: new Dec(0) };
  let versao: { versao: string; chave: string; fonte: string } | undefined;
  det.forEach((d, n) => {
    const a = tabela.get(`${chaves[n].ncm}|${chaves[n].ex ?? ''}`);
    if (!a) return;
    versao = a.versao;
    const valor = new Dec(d.prod.vProd).minus(d.prod.vDesc ?? 0);
    const t = tributosAproximados(valor.toString(), Number(produtos.get(itens[n].produto_id)?.origem ?? 0), a);
    d.imposto = { vTotTrib: t.total, ...d.imposto };
    soma.federal = soma.federal.plus(t.federal);
    soma.estadual = soma.estadual.plus(t.estadual);
    soma.municipal = soma.municipal.plus(t.municipal);
  });
  if (!versao) return undefined;
  const partes = { federal: fmt2(soma.federal), estadual: fmt2(soma.estadual), municipal: fmt2(soma.municipal) };
  return { total: fmt2(soma.federal.plus(soma.estadual).plus(soma.municipal)), texto: textoLei12741(partes, versao) };
}
