/**
 * Serialização da NF-e/NFC-e (leiaute 4.00, PL_010d) em XML pronto para assinar.
 *
 * A ordem dos elementos vem de listas EXPLÍCITAS por grupo, copiadas das `xs:sequence` do
 * `leiauteNFe_v4.00.xsd` (e dos tipos `TTribNFe`/`TCIBS`/`TIBSCBSMonoTot` do
 * `DFeTiposBasicos_v1.00.xsd`) — nunca da ordem das chaves do objeto. Um grupo cujo objeto traz
 * uma chave fora da lista faz `montarXmlNFe` lançar erro (nada é descartado em silêncio).
 *
 * Saída: sem declaração XML, sem espaços/quebras entre tags (a SEFAZ rejeita formatação e a
 * assinatura quebra se o XML for reformatado depois: rejeição 297), texto escapado
 * (`& < > " '`), opcionais vazios (`undefined`, `null`, `''`, `[]`, grupo sem conteúdo) omitidos.
 */
import type { NFe } from './tipos.ts';

/** Namespace da NF-e. */
export const NS_NFE = 'http://www.portalfiscal.inf.br/nfe';

/** Descrição de um grupo: filhos na ordem do XSD e atributos. */
interface Grupo {
  /** Filhos na ordem da `xs:sequence` (as `xs:choice` aparecem com todas as opções, em ordem). */
  readonly filhos: readonly Filho[];
  /** Atributos do elemento (ex.: `nItem` de `det`). */
  readonly atributos?: readonly string[];
  /**
   * Grupo "com variante" (só `ICMS`): o objeto traz `grupo` com o nome do elemento filho
   * (`ICMS00`, `ICMSSN102`...) e os campos desse filho.
   */
  readonly variantes?: Readonly<Record<string, Grupo>>;
}

/** Um filho: elemento simples (nome) ou grupo (nome + descrição). */
type Filho = string | readonly [string, Grupo];

function g(filhos: readonly Filho[], atributos?: readonly string[]): Grupo {
  return atributos ? { filhos, atributos } : { filhos };
}

// ---------------------------------------------------------------------------------------------
// Ordem do XSD (PL_010d_v1.02). Cada lista reproduz a xs:sequence do grupo de mesmo nome.
// ---------------------------------------------------------------------------------------------

/** `ide` (B01). */
const IDE = g([
  'cUF',
  'cNF',
  'natOp',
  'mod',
  'serie',
  'nNF',
  'dhEmi',
  'dhSaiEnt',
  'dPrevEntrega',
  'tpNF',
  'idDest',
  'cMunFG',
  'cMunFGIBS',
  'tpImp',
  'tpEmis',
  'cDV',
  'tpAmb',
  'finNFe',
  'tpNFDebito',
  'tpNFCredito',
  'indFinal',
  'indPres',
  'indIntermed',
  'procEmi',
  'verProc',
  'dhCont',
  'xJust',
  [
    'NFref',
    g([
      'refNFe',
      'refNFeSig',
      ['refNF', g(['cUF', 'AAMM', 'CNPJ', 'mod', 'serie', 'nNF'])],
      ['refNFP', g(['cUF', 'AAMM', 'CNPJ', 'CPF', 'IE', 'mod', 'serie', 'nNF'])],
      'refCTe',
      ['refECF', g(['mod', 'nECF', 'nCOO'])],
    ]),
  ],
]);

/** `TEnderEmi` e `TEndereco` (mesma sequência; CEP opcional no segundo). */
const ENDERECO = g(['xLgr', 'nro', 'xCpl', 'xBairro', 'cMun', 'xMun', 'UF', 'CEP', 'cPais', 'xPais', 'fone']);

/** `emit` (C01). */
const EMIT = g(['CNPJ', 'CPF', 'xNome', 'xFant', ['enderEmit', ENDERECO], 'IE', 'IEST', 'IM', 'CNAE', 'CRT']);

/** `dest` (E01). */
const DEST = g(['CNPJ', 'CPF', 'idEstrangeiro', 'xNome', ['enderDest', ENDERECO], 'indIEDest', 'IE', 'ISUF', 'IM', 'email']);

/** `autXML` (GA01). */
const AUT_XML = g(['CNPJ', 'CPF']);

/** `prod` (I01), com `DI`/`adi` (I18/I25); sem detExport, rastro, veicProd, med, arma, comb... */
const PROD = g([
  'cProd',
  'cEAN',
  'cBarra',
  'xProd',
  'NCM',
  'NVE',
  'CEST',
  'indEscala',
  'CNPJFab',
  'cBenef',
  'tpCredPresIBSZFM',
  'EXTIPI',
  'CFOP',
  'uCom',
  'qCom',
  'vUnCom',
  'vProd',
  'cEANTrib',
  'cBarraTrib',
  'uTrib',
  'qTrib',
  'vUnTrib',
  'vFrete',
  'vSeg',
  'vDesc',
  'vOutro',
  'indTot',
  'indBemMovelUsado',
  [
    'DI',
    g([
      'nDI',
      'dDI',
      'xLocDesemb',
      'UFDesemb',
      'dDesemb',
      'tpViaTransp',
      'vAFRMM',
      'tpIntermedio',
      'CNPJ',
      'CPF',
      'UFTerceiro',
      'cExportador',
      ['adi', g(['nAdicao', 'nSeqAdic', 'cFabricante', 'vDescDI', 'nDraw'])],
    ]),
  ],
  'xPed',
  'nItemPed',
  'nFCI',
]);

/** Grupos ICMSxx / ICMSSNxxx (N02..N10h), cada um com a sua sequência. */
const ICMS_VARIANTES: Record<string, Grupo> = {
  ICMS00: g(['orig', 'CST', 'modBC', 'vBC', 'pICMS', 'vICMS', 'pFCP', 'vFCP']),
  ICMS10: g([
    'orig',
    'CST',
    'modBC',
    'vBC',
    'pICMS',
    'vICMS',
    'vBCFCP',
    'pFCP',
    'vFCP',
    'modBCST',
    'pMVAST',
    'pRedBCST',
    'vBCST',
    'pICMSST',
    'vICMSST',
    'vBCFCPST',
    'pFCPST',
    'vFCPST',
    'vICMSSTDeson',
    'motDesICMSST',
  ]),
  ICMS20: g(['orig', 'CST', 'modBC', 'pRedBC', 'vBC', 'pICMS', 'vICMS', 'vBCFCP', 'pFCP', 'vFCP', 'vICMSDeson', 'motDesICMS', 'indDeduzDeson']),
  ICMS40: g(['orig', 'CST', 'vICMSDeson', 'motDesICMS', 'indDeduzDeson']),
  ICMS51: g([
    'orig',
    'CST',
    'modBC',
    'pRedBC',
    'cBenefRBC',
    'vBC',
    'pICMS',
    'vICMSOp',
    'pDif',
    'vICMSDif',
    'vICMS',
    'vBCFCP',
    'pFCP',
    'vFCP',
    'pFCPDif',
    'vFCPDif',
    'vFCPEfet',
  ]),
  ICMS60: g([
    'orig',
    'CST',
    'vBCSTRet',
    'pST',
    'vICMSSubstituto',
    'vICMSSTRet',
    'vBCFCPSTRet',
    'pFCPSTRet',
    'vFCPSTRet',
    'pRedBCEfet',
    'vBCEfet',
    'pICMSEfet',
    'vICMSEfet',
  ]),
  ICMS90: g([
    'orig',
    'CST',
    'modBC',
    'vBC',
    'pRedBC',
    'cBenefRBC',
    'pICMS',
    'vICMSOp',
    'pDif',
    'vICMSDif',
    'vICMS',
    'vBCFCP',
    'pFCP',
    'vFCP',
    'pFCPDif',
    'vFCPDif',
    'vFCPEfet',
    'modBCST',
    'pMVAST',
    'pRedBCST',
    'vBCST',
    'pICMSST',
    'vICMSST',
    'vBCFCPST',
    'pFCPST',
    'vFCPST',
    'vICMSDeson',
    'motDesICMS',
    'indDeduzDeson',
    'vICMSSTDeson',
    'motDesICMSST',
  ]),
  ICMSSN101: g(['orig', 'CSOSN', 'pCredSN', 'vCredICMSSN']),
  ICMSSN102: g(['orig', 'CSOSN']),
  ICMSSN201: g(['orig', 'CSOSN', 'modBCST', 'pMVAST', 'pRedBCST', 'vBCST', 'pICMSST', 'vICMSST', 'vBCFCPST', 'pFCPST', 'vFCPST', 'pCredSN', 'vCredICMSSN']),
  ICMSSN202: g(['orig', 'CSOSN', 'modBCST', 'pMVAST', 'pRedBCST', 'vBCST', 'pICMSST', 'vICMSST', 'vBCFCPST', 'pFCPST', 'vFCPST']),
  ICMSSN500: g([
    'orig',
    'CSOSN',
    'vBCSTRet',
    'pST',
    'vICMSSubstituto',
    'vICMSSTRet',
    'vBCFCPSTRet',
    'pFCPSTRet',
    'vFCPSTRet',
    'pRedBCEfet',
    'vBCEfet',
    'pICMSEfet',
    'vICMSEfet',
  ]),
  ICMSSN900: g([
    'orig',
    'CSOSN',
    'modBC',
    'vBC',
    'pRedBC',
    'pICMS',
    'vICMS',
    'modBCST',
    'pMVAST',
    'pRedBCST',
    'vBCST',
    'pICMSST',
    'vICMSST',
    'vBCFCPST',
    'pFCPST',
    'vFCPST',
    'pCredSN',
    'vCredICMSSN',
  ]),
};

/** `TIpi` (O01). */
const IPI = g(['CNPJProd', 'cSelo', 'qSelo', 'cEnq', ['IPITrib', g(['CST', 'vBC', 'pIPI', 'qUnid', 'vUnid', 'vIPI'])], ['IPINT', g(['CST'])]]);

/** `PIS` (Q01). */
const PIS = g([
  ['PISAliq', g(['CST', 'vBC', 'pPIS', 'vPIS'])],
  ['PISQtde', g(['CST', 'qBCProd', 'vAliqProd', 'vPIS'])],
  ['PISNT', g(['CST'])],
  ['PISOutr', g(['CST', 'vBC', 'pPIS', 'qBCProd', 'vAliqProd', 'vPIS'])],
]);

/** `COFINS` (S01). */
const COFINS = g([
  ['COFINSAliq', g(['CST', 'vBC', 'pCOFINS', 'vCOFINS'])],
  ['COFINSQtde', g(['CST', 'qBCProd', 'vAliqProd', 'vCOFINS'])],
  ['COFINSNT', g(['CST'])],
  ['COFINSOutr', g(['CST', 'vBC', 'pCOFINS', 'qBCProd', 'vAliqProd', 'vCOFINS'])],
]);

/** `ICMSUFDest` (NA01). */
const ICMS_UF_DEST = g(['vBCUFDest', 'vBCFCPUFDest', 'pFCPUFDest', 'pICMSUFDest', 'pICMSInter', 'pICMSInterPart', 'vFCPUFDest', 'vICMSUFDest', 'vICMSUFRemet']);

/** `TRed` (redução de alíquota do IBS/CBS). */
const RED = g(['pRedAliq', 'pAliqEfet']);

/** `TTribNFe` (grupo IBSCBS, UB12), com `TCIBS` em `gIBSCBS`; sem monofasia/transferência/ajuste. */
const IBSCBS = g([
  'CST',
  'cClassTrib',
  'indDoacao',
  [
    'gIBSCBS',
    g([
      'vBC',
      ['gIBSUF', g(['pIBSUF', ['gRed', RED], 'vIBSUF'])],
      ['gIBSMun', g(['pIBSMun', ['gRed', RED], 'vIBSMun'])],
      'vIBS',
      ['gCBS', g(['pCBS', ['gRed', RED], 'vCBS'])],
    ]),
  ],
  ['gEstornoCred', g(['vIBSEstCred', 'vCBSEstCred'])],
]);

/** `imposto` (M01), para mercadorias, com o II da importação (P01); sem ISSQN/PISST/COFINSST/IS por ora. */
const IMPOSTO = g([
  'vTotTrib',
  ['ICMS', { filhos: [], variantes: ICMS_VARIANTES }],
  ['IPI', IPI],
  ['II', g(['vBC', 'vDespAdu', 'vII', 'vIOF'])],
  ['PIS', PIS],
  ['COFINS', COFINS],
  ['ICMSUFDest', ICMS_UF_DEST],
  ['IBSCBS', IBSCBS],
]);

/** `det` (H01). */
const DET = g([['prod', PROD], ['imposto', IMPOSTO], ['impostoDevol', g(['pDevol', ['IPI', g(['vIPIDevol'])]])], 'infAdProd', 'vItem'], ['nItem']);

/** `ICMSTot` (W02). */
const ICMS_TOT = g([
  'vBC',
  'vICMS',
  'vICMSDeson',
  'vFCPUFDest',
  'vICMSUFDest',
  'vICMSUFRemet',
  'vFCP',
  'vBCST',
  'vST',
  'vFCPST',
  'vFCPSTRet',
  'qBCMono',
  'vICMSMono',
  'qBCMonoReten',
  'vICMSMonoReten',
  'qBCMonoRet',
  'vICMSMonoRet',
  'vProd',
  'vFrete',
  'vSeg',
  'vDesc',
  'vII',
  'vIPI',
  'vIPIDevol',
  'vPIS',
  'vCOFINS',
  'vOutro',
  'vNF',
  'vTotTrib',
]);

/** `TIBSCBSMonoTot` (W34). */
const IBSCBS_TOT = g([
  'vBCIBSCBS',
  ['gIBS', g([['gIBSUF', g(['vDif', 'vDevTrib', 'vIBSUF'])], ['gIBSMun', g(['vDif', 'vDevTrib', 'vIBSMun'])], 'vIBS', 'vCredPres', 'vCredPresCondSus'])],
  ['gCBS', g(['vDif', 'vDevTrib', 'vCBS', 'vCredPres', 'vCredPresCondSus'])],
  ['gMono', g(['vIBSMono', 'vCBSMono', 'vIBSMonoReten', 'vCBSMonoReten', 'vIBSMonoRet', 'vCBSMonoRet'])],
  ['gEstornoCred', g(['vIBSEstCred', 'vCBSEstCred'])],
]);

/** `total` (W01). */
const TOTAL = g([['ICMSTot', ICMS_TOT], ['IBSCBSTot', IBSCBS_TOT], 'vNFTot']);

/** `TVeiculo`. */
const VEICULO = g(['placa', 'UF', 'RNTC']);

/** `transp` (X01). */
const TRANSP = g([
  'modFrete',
  ['transporta', g(['CNPJ', 'CPF', 'xNome', 'IE', 'xEnder', 'xMun', 'UF'])],
  ['veicTransp', VEICULO],
  ['reboque', VEICULO],
  ['vol', g(['qVol', 'esp', 'marca', 'nVol', 'pesoL', 'pesoB', ['lacres', g(['nLacre'])]])],
]);

/** `cobr` (Y01). */
const COBR = g([
  ['fat', g(['nFat', 'vOrig', 'vDesc', 'vLiq'])],
  ['dup', g(['nDup', 'dVenc', 'vDup'])],
]);

/** `pag` (YA01). */
const PAG = g([
  ['detPag', g(['indPag', 'tPag', 'xPag', 'vPag', 'dPag', 'CNPJPag', 'UFPag', ['card', g(['tpIntegra', 'CNPJ', 'tBand', 'cAut', 'CNPJReceb', 'idTermPag'])]])],
  'vTroco',
]);

/** `obsCont`/`obsFisco` (Z04/Z07). */
const OBS = g(['xTexto'], ['xCampo']);

/** `infAdic` (Z01). */
const INF_ADIC = g(['infAdFisco', 'infCpl', ['obsCont', OBS], ['obsFisco', OBS]]);

/** `TInfRespTec` (ZD01). */
const INF_RESP_TEC = g(['CNPJ', 'xContato', 'email', 'fone', 'idCSRT', 'hashCSRT']);

/**
 * `infNFe` (A01). Os grupos ainda não tipados (avulsa, retirada, entrega, infIntermed, exporta,
 * compra, cana, infSolicNFF, agropecuario, infPAA) ficam de fora: um objeto que os traga é recusado.
 */
const INF_NFE = g([
  ['ide', IDE],
  ['emit', EMIT],
  ['dest', DEST],
  ['autXML', AUT_XML],
  ['det', DET],
  ['total', TOTAL],
  ['transp', TRANSP],
  ['cobr', COBR],
  ['pag', PAG],
  ['infAdic', INF_ADIC],
  ['infRespTec', INF_RESP_TEC],
]);

/** Filhos de `infNFe` que `montarXmlNFe` emite, na ordem do XSD. */
export const ORDEM_INF_NFE: readonly string[] = INF_NFE.filhos.map((f) => (typeof f === 'string' ? f : f[0]));

const INF_NFE_SUPL = g(['qrCode', 'urlChave']);

// ---------------------------------------------------------------------------------------------

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapa texto para conteúdo ou atributo XML (`& < > " '`). */
export function escaparXml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function vazio(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

function texto(valor: unknown, caminho: string): string {
  if (typeof valor !== 'string') {
    throw new Error(`NF-e: ${caminho} deve ser texto já formatado pelo leiaute (recebido ${typeof valor})`);
  }
  return valor.trim();
}

function folha(tag: string, valor: unknown, caminho: string): string {
  if (vazio(valor)) return '';
  if (Array.isArray(valor)) return valor.map((v, i) => folha(tag, v, `${caminho}[${i}]`)).join('');
  const t = texto(valor, caminho);
  return t === '' ? '' : `<${tag}>${escaparXml(t)}</${tag}>`;
}

function conteudo(objeto: Record<string, unknown>, grupo: Grupo, caminho: string, ignorar: readonly string[]): string {
  const conhecidas = new Set<string>([...ignorar, ...(grupo.atributos ?? [])]);
  for (const f of grupo.filhos) conhecidas.add(typeof f === 'string' ? f : f[0]);
  for (const chave of Object.keys(objeto)) {
    if (!conhecidas.has(chave) && objeto[chave] !== undefined) {
      throw new Error(`NF-e: ${caminho}/${chave} não é um elemento suportado neste grupo`);
    }
  }
  let xml = '';
  for (const f of grupo.filhos) {
    if (typeof f === 'string') xml += folha(f, objeto[f], `${caminho}/${f}`);
    else xml += elemento(f[0], objeto[f[0]], f[1], `${caminho}/${f[0]}`);
  }
  return xml;
}

function elemento(tag: string, valor: unknown, grupo: Grupo, caminho: string): string {
  if (vazio(valor)) return '';
  if (Array.isArray(valor)) return valor.map((v, i) => elemento(tag, v, grupo, `${caminho}[${i + 1}]`)).join('');
  if (typeof valor !== 'object') throw new Error(`NF-e: ${caminho} deve ser um grupo (objeto)`);
  const objeto = valor as Record<string, unknown>;

  if (grupo.variantes) {
    const nome = objeto.grupo;
    const variante = typeof nome === 'string' ? grupo.variantes[nome] : undefined;
    if (!variante) throw new Error(`NF-e: ${caminho}: grupo '${String(nome)}' não suportado`);
    const interno = conteudo(objeto, variante, `${caminho}/${nome}`, ['grupo']);
    return `<${tag}><${nome}>${interno}</${nome}></${tag}>`;
  }

  let atributos = '';
  for (const a of grupo.atributos ?? []) {
    if (vazio(objeto[a])) continue;
    atributos += ` ${a}="${escaparXml(texto(objeto[a], `${caminho}/@${a}`))}"`;
  }
  const interno = conteudo(objeto, grupo, caminho, []);
  if (interno === '' && atributos === '') return '';
  return `<${tag}${atributos}>${interno}</${tag}>`;
}

const RE_CHAVE = /^\d{6}[0-9A-Z]{12}\d{26}$/;

/**
 * Confere a chave contra o `ide` e o emitente (rejeição 502 da SEFAZ quando divergem).
 * @throws Error descrevendo o primeiro campo divergente.
 */
function conferirChave(nfe: NFe): void {
  const c = nfe.chave;
  if (typeof c !== 'string' || !RE_CHAVE.test(c)) throw new Error(`NF-e: chave de acesso inválida: '${String(c)}'`);
  const doc = nfe.emit.CNPJ ?? (nfe.emit.CPF ? `000${nfe.emit.CPF}` : '');
  const pares: [string, string, string][] = [
    ['cUF', c.slice(0, 2), nfe.ide.cUF],
    ['AAMM de dhEmi', c.slice(2, 6), `${nfe.ide.dhEmi.slice(2, 4)}${nfe.ide.dhEmi.slice(5, 7)}`],
    ['CNPJ/CPF do emitente', c.slice(6, 20), doc],
    ['mod', c.slice(20, 22), nfe.ide.mod],
    ['serie', c.slice(22, 25), nfe.ide.serie.padStart(3, '0')],
    ['nNF', c.slice(25, 34), nfe.ide.nNF.padStart(9, '0')],
    ['tpEmis', c.slice(34, 35), nfe.ide.tpEmis],
    ['cNF', c.slice(35, 43), nfe.ide.cNF],
    ['cDV', c.slice(43), nfe.ide.cDV],
  ];
  for (const [campo, naChave, noIde] of pares) {
    if (naChave !== noIde) throw new Error(`NF-e: ${campo} diverge da chave de acesso ('${noIde}' × '${naChave}')`);
  }
}

/**
 * Monta o XML da NF-e/NFC-e (elemento `NFe`, ainda sem `Signature`):
 * `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe{chave}">…</infNFe>[<infNFeSupl>…]</NFe>`.
 *
 * Cada grupo sai na ordem da `xs:sequence` do leiaute; o texto é escapado e aparado; opcionais
 * vazios são omitidos; não há declaração XML nem espaços entre tags. Assine o resultado sem
 * reformatar (a assinatura entra como último filho de `NFe`).
 *
 * @throws Error se a chave não tiver a forma de `TChNFe` ou divergir de `ide`/`emit`, se um
 *   valor não for texto, ou se um grupo tiver chave não suportada.
 */
export function montarXmlNFe(nfe: NFe): string {
  conferirChave(nfe);
  const versao = nfe.versao ?? '4.00';
  const { chave: _chave, versao: _versao, infNFeSupl, ...grupos } = nfe;
  const inf = conteudo(grupos as Record<string, unknown>, INF_NFE, '/NFe/infNFe', []);
  const supl = elemento('infNFeSupl', infNFeSupl, INF_NFE_SUPL, '/NFe/infNFeSupl');
  return `<NFe xmlns="${NS_NFE}"><infNFe versao="${escaparXml(versao)}" Id="NFe${nfe.chave}">${inf}</infNFe>` + `${supl}</NFe>`;
}
