/**
 * Venda do PDV -> NFC-e modelo 65 assinada e com `infNFeSupl`.
 *
 * Regras do modelo 65 (MOC 7.0 e regras de validação do leiaute 4.00): `tpImp` 4 (DANFE NFC-e),
 * `indFinal` 1, `indPres` 1 (presencial), `idDest` 1 (interna), `modFrete` 9, destinatário
 * opcional só com CPF/CNPJ e nome (`indIEDest` 9); em homologação o 1º item e o nome do
 * destinatário levam o texto "... SEM VALOR FISCAL" (NT 2011.004); em contingência off-line
 * `tpEmis` 9 com `dhCont` e `xJust`; cartões com o grupo `card` (tpIntegra 2 = não integrado,
 * bandeira e CNPJ da credenciadora quando informados); `vTroco` do grupo YA.
 * A chave usa o mesmo número ao passar para a contingência (muda `tpEmis` e o `cNF`, logo a chave).
 * O QR Code (v2 com CSC ou v3) e a `urlChave` vêm de src/fiscal/nfce.
 */
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import type { ItemCalculado } from '../../../domain/tributos/index.ts';
import { totalizar } from '../../../domain/tributos/index.ts';
import { gerarChaveNFe, montarXmlNFe, type Det, type DetPag, type NFe } from '../../../fiscal/nfe/index.ts';
import { assinarXml } from '../../../fiscal/assinatura/index.ts';
import type { CertificadoA1 } from '../../../fiscal/certificado/index.ts';
import { montarDet, montarEmit, type DadosEmitente, type ItemDoDocumento } from '../../../fiscal/nfe/montagem.ts';
import { montarQrCode, type VersaoQrCode } from '../../../fiscal/nfce/index.ts';
import { responsavelTecnico, tributosAproximadosDaNota, VERSAO_PROCESSO } from '../fiscal/nfe.ts';
import { urlsDaUf } from './config-nfce.ts';
import { agora, dataHoraFiscal, deslocamentoUf } from '../../../domain/relogio.ts';

export const NOME_HOMOLOGACAO_NFCE = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

export interface OpcoesNFCe {
  numero: number;
  serie: number;
  /** 1 normal, 4 EPEC da NFC-e (SP), 9 contingência off-line. */
  tpEmis: 1 | 4 | 9;
  /** Emissão (padrão agora). */
  dhEmi?: Date;
  contingencia?: { desde: Date; motivo: string };
  versaoQr: VersaoQrCode;
  csc: { idToken: number; csc: string } | null;
  certificado: CertificadoA1;
  /** cNF fixo (testes); padrão sorteado. */
  cNF?: string;
}

export interface NFCeAssinada {
  nfe: NFe;
  xml: string;
  chave: string;
}

const dec = (v: unknown, casas: number): string => Number(v ?? 0).toFixed(casas);
const positivo = (v: unknown) => Number(v ?? 0) > 0;

/**
 * Monta, assina e devolve a NFC-e da venda `vendaId`.
 * @throws ApiError 400/404 para venda inexistente ou dados incompletos (emitente, CSC no QR v2).
 */
export async function montarNFCe(c: Client, ctx: TenantContext, vendaId: number, o: OpcoesNFCe): Promise<NFCeAssinada> {
  const emitenteId = ctx.emitenteId!;
  const one = async (sql: string, p: unknown[]) => (await c.query(sql, p)).rows[0] as Record<string, any> | undefined;
  const v = await one('SELECT * FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, vendaId]);
  if (!v) throw new ApiError(404, 'Venda não encontrada.');
  const { rows: itens } = await c.query('SELECT * FROM venda_cupom_item WHERE emitente_id = $1 AND venda_cupom_id = $2 AND NOT cancelado ORDER BY id', [
    emitenteId,
    vendaId,
  ]);
  if (!itens.length) throw new ApiError(400, 'A venda não tem itens.');
  const { rows: pags } = await c.query('SELECT * FROM venda_cupom_pagamento WHERE emitente_id = $1 AND venda_cupom_id = $2 ORDER BY id', [emitenteId, vendaId]);
  const emit = await one(
    `SELECT e.*, ci.nome AS municipio, u.codigo AS codigo_uf FROM emitente e JOIN cidade ci ON ci.id = e.cidade_id JOIN uf u ON u.sigla = e.uf WHERE e.id = $1`,
    [emitenteId],
  );
  if (!emit) throw new ApiError(400, 'Empresa não encontrada.');
  const fiscal = await one('SELECT * FROM emitente_fiscal WHERE emitente_id = $1', [emitenteId]);
  const produtos = new Map(
    (await c.query('SELECT * FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[])', [emitenteId, itens.map((i) => i.produto_id)])).rows.map((p) => [
      p.id,
      p,
    ]),
  );
  const tpAmb = Number(fiscal?.ambiente ?? 2) === 1 ? 1 : 2;
  const dhEmi = o.dhEmi ?? agora();
  const chave = gerarChaveNFe({
    cUF: emit.codigo_uf,
    dhEmi,
    cnpjCpf: emit.cnpj,
    mod: '65',
    serie: o.serie,
    nNF: o.numero,
    tpEmis: o.tpEmis,
    cNF: o.cNF,
    fuso: deslocamentoUf(emit.uf, dhEmi),
  });

  const calculados: ItemCalculado[] = [];
  const det: Det[] = itens.map((i, n) => {
    const t = JSON.parse(i.tributos) as ItemCalculado;
    calculados.push(t);
    return montarDet(n, i as ItemDoDocumento, produtos.get(i.produto_id) ?? {}, t, { modelo: '65', homologacao: tpAmb === 2 });
  });
  const totais = totalizar(calculados);
  const aprox = await tributosAproximadosDaNota(
    c,
    emitenteId,
    emit.uf,
    dataHoraFiscal(dhEmi, emit.uf).slice(0, 10),
    det,
    itens.map((i) => ({ produto_id: i.produto_id, ncm: produtos.get(i.produto_id)?.ncm })),
    produtos,
  );
  const detPag: DetPag[] = pags.map((p) => ({
    tPag: p.t_pag,
    ...(p.t_pag === '99' ? { xPag: 'Outros' } : {}),
    vPag: dec(p.valor, 2),
    ...(['03', '04', '17', '10', '11', '12', '13'].includes(p.t_pag) && (p.bandeira || p.cnpj_credenciadora || ['03', '04'].includes(p.t_pag))
      ? {
          card: {
            tpIntegra: '2',
            ...(p.cnpj_credenciadora ? { CNPJ: p.cnpj_credenciadora } : {}),
            ...(p.bandeira ? { tBand: p.bandeira } : {}),
            ...(p.autorizacao ? { cAut: String(p.autorizacao).slice(0, 128) } : {}),
          },
        }
      : {}),
  }));
  const doc = String(v.cpf_cnpj ?? '');
  const nfe: NFe = {
    chave: chave.chave,
    versao: '4.00',
    ide: {
      cUF: String(emit.codigo_uf),
      cNF: chave.cNF,
      natOp: 'Venda ao consumidor',
      mod: '65',
      serie: String(o.serie),
      nNF: String(o.numero),
      dhEmi: dataHoraFiscal(dhEmi, emit.uf),
      tpNF: '1',
      idDest: '1',
      cMunFG: String(emit.cidade_id),
      tpImp: '4',
      tpEmis: String(o.tpEmis),
      cDV: chave.cDV,
      tpAmb: String(tpAmb),
      finNFe: '1',
      indFinal: '1',
      indPres: '1',
      procEmi: '0',
      verProc: VERSAO_PROCESSO,
      ...(o.tpEmis !== 1 && o.contingencia
        ? { dhCont: dataHoraFiscal(o.contingencia.desde, emit.uf), xJust: o.contingencia.motivo.padEnd(15, '.').slice(0, 256) }
        : {}),
    },
    emit: montarEmit(emit as DadosEmitente, '65'),
    ...(doc
      ? {
          dest: {
            ...(doc.length === 11 ? { CPF: doc } : { CNPJ: doc }),
            ...(tpAmb === 2 ? { xNome: NOME_HOMOLOGACAO_NFCE } : v.nome ? { xNome: v.nome } : {}),
            indIEDest: '9',
          },
        }
      : {}),
    det,
    total: {
      ICMSTot: { ...totais.ICMSTot, ...(aprox ? { vTotTrib: aprox.total } : {}) },
      ...(totais.IBSCBSTot ? { IBSCBSTot: totais.IBSCBSTot } : {}),
    },
    transp: { modFrete: '9' },
    pag: { detPag, ...(positivo(v.valor_troco) ? { vTroco: dec(v.valor_troco, 2) } : {}) },
  };
  const infCpl = [v.informacoes_complementares, aprox?.texto].filter(Boolean).join(' ').slice(0, 5000);
  if (infCpl) nfe.infAdic = { infCpl };
  const resp = await responsavelTecnico(c, emitenteId, fiscal, chave.chave);
  if (resp) nfe.infRespTec = resp;

  // QR Code: no off-line v2 entra o DigestValue, que só depende de infNFe (assina-se uma vez sem infNFeSupl)
  const urls = urlsDaUf(emit.uf, tpAmb);
  let digestValue: string | undefined;
  if (o.tpEmis === 9 && o.versaoQr === 2) {
    const previa = assinarXml(montarXmlNFe(nfe), 'infNFe', o.certificado);
    digestValue = /<DigestValue>([^<]+)<\/DigestValue>/.exec(previa)?.[1];
  }
  let qrCode: string;
  try {
    qrCode = montarQrCode({
      chave: chave.chave,
      versao: o.versaoQr,
      tpAmb,
      // o EPEC (tpEmis 4) não é off-line: QR Code no formato on-line
      tpEmis: o.tpEmis === 9 ? 9 : 1,
      urlQr: urls.qrCode,
      csc: o.csc ?? undefined,
      dhEmi: nfe.ide.dhEmi,
      vNF: totais.ICMSTot.vNF,
      digestValue,
      dest: nfe.dest,
      chavePrivadaPem: o.certificado.chavePrivadaPem,
    });
  } catch (e) {
    throw new ApiError(400, (e as Error).message, { csc: [(e as Error).message] });
  }
  nfe.infNFeSupl = { qrCode, urlChave: urls.consulta };
  const xml = assinarXml(montarXmlNFe(nfe), 'infNFe', o.certificado);
  return { nfe, xml, chave: chave.chave };
}
