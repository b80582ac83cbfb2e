/**
 * Tabela única dos "outros eventos" da NF-e: para cada `tpEvento`, o texto de
 * `descEvento` exatamente como o XSD o fixa, a versão, quem emite (emitente ou destinatário), o
 * órgão de recepção, as situações e os modelos de nota em que cabe, os campos do formulário
 * (validados com mensagens pt-BR por campo, campos.ts) e o montador do `detEvento`, validado pelo
 * `e{tpEvento}_v1.00.xsd` do pacote PL_010d.
 *
 * Fontes: leiautes `e110130`..`e212120_v1.00.xsd` (PL_010d_v1.02); NT 2020.001 (ator interessado,
 * 110150), NT 2022.001 (comprovante e insucesso de entrega, 110130/110131/110192/110193),
 * NT 2024.002 (conciliação financeira ECONF, 110750/110751; recepção na SVRS, cOrgao 92 para a
 * NF-e), Ajuste SINIEF 15/09 e NT 2011.004 (pedido de prorrogação de prazo da remessa para
 * industrialização, 111500-111503, na UF), NT 2025.002 (eventos da reforma tributária,
 * 112110-112150 do emitente e 211110-211150 do destinatário, recebidos pela SVRS, cOrgao 92).
 * O formato das mensagens foi estudado na biblioteca sped-nfe (Tools.php, TraitEventsRTC.php).
 *
 * Fora da tabela de propósito (não se aplicam a uma ME/EPP): 112120 (importação em ALC/ZFM),
 * 211124/211128 (regimes específicos) e 212110/212120 (tpAutor 8, sucessora em operação de
 * sucessão de empresas).
 */
import { esc } from '../../sefaz/xml.ts';
import { type CampoEvento, type ContextoCampos, type ErrosCampos, type ValoresCampos, dataHoraComFuso, hashImagemEntrega, validarCampos } from './campos.ts';

export type AutorEvento = 'emitente' | 'destinatario';
/** `uf`: autorizador da UF da chave; `an`: Ambiente Nacional (cOrgao 91); `svrs`: SVRS nacional (cOrgao 92). */
export type OrgaoEvento = 'uf' | 'an' | 'svrs';

/** Um item da NF-e (grupo `det`), para os eventos por item. */
export interface ItemNotaEvento {
  nItem: number;
  xProd: string;
  CFOP: string;
  qCom: number;
  uCom: string;
}

/** Dados da montagem do `detEvento`. */
export interface ContextoMontagem extends ContextoCampos {
  chave: string;
  /** Código IBGE da UF do autor (`cOrgaoAutor`). */
  cUFAutor: string;
  verAplic: string;
  /** Protocolo de autorização da NF-e. */
  nProtNota: string;
  /** Evento anterior a que este se refere (o cancelado, ou o 1º pedido de prorrogação). */
  referido?: { tpEvento: string; nSeqEvento: number; nProt: string };
}

/** Entrada já validada: campos do formulário e, nos eventos por item, a lista de itens. */
export interface EntradaEvento {
  valores: ValoresCampos;
  itens: Array<ValoresCampos & { nItem: string }>;
}

export interface DescritorEvento {
  tpEvento: string;
  /** `descEvento` exatamente como o XSD fixa. */
  descEvento: string;
  /** Nome curto pt-BR para menus e impressão. */
  titulo: string;
  /** Explicação para o usuário (diálogo). */
  descricao: string;
  versao: '1.00';
  autor: AutorEvento;
  /** Órgão de recepção conforme o modelo da nota. */
  orgao: (modelo: string) => OrgaoEvento;
  modelos: readonly string[];
  /** Situações da nota (faturamento.situacao) em que o evento cabe. */
  situacoes: readonly string[];
  campos: readonly CampoEvento[];
  /** Eventos por item da NF-e: a lista (`nItem` + estes campos), de 1 a 990 itens. */
  itens?: { rotulo: string; campos: readonly CampoEvento[] };
  /** Evento anterior exigido: o que este cancela (`cancela`) ou do qual depende. */
  referencia?: { tpEvento: string; cancela: boolean };
  /** Restrição extra pelos itens da nota (ex.: CFOP de remessa para industrialização). */
  aplicavel?: (itens: readonly ItemNotaEvento[]) => boolean;
  /** Mensagem quando `aplicavel` recusa. */
  motivoNaoAplicavel?: string;
  /** Maior `nSeqEvento` aceito. */
  maxSequencia: number;
  /** Schema do `detEvento` no pacote. */
  xsd: string;
  /** Conteúdo do `detEvento` (sem a tag). */
  montar: (e: EntradaEvento, ctx: ContextoMontagem) => string;
}

const tag = (nome: string, v: string | undefined) => (v ? `<${nome}>${esc(v)}</${nome}>` : '');
const autorUf = (ctx: ContextoMontagem, tpAutor: string) =>
  `<cOrgaoAutor>${ctx.cUFAutor}</cOrgaoAutor><tpAutor>${tpAutor}</tpAutor><verAplic>${esc(ctx.verAplic)}</verAplic>`;
const protReferido = (ctx: ContextoMontagem) => ctx.referido?.nProt ?? '';

const DEC2 = { tipo: 'decimal', casas: 2, obrigatorio: true } as const;
const DEC4 = { tipo: 'decimal', casas: 4, obrigatorio: true } as const;
const UNID = { tipo: 'texto', min: 1, max: 6, obrigatorio: true } as const;
const LAT: CampoEvento = { nome: 'latitude', rotulo: 'a latitude do ponto de entrega', tipo: 'latitude' };
const LONG: CampoEvento = { nome: 'longitude', rotulo: 'a longitude do ponto de entrega', tipo: 'longitude' };
const IMAGEM: CampoEvento = {
  nome: 'imagem',
  rotulo: 'a imagem do comprovante',
  tipo: 'imagem',
  obrigatorio: true,
  ajuda: 'Foto ou assinatura capturada na entrega; vai ao evento o hash SHA-1 da chave com a imagem.',
};
const TIPOS_PAGAMENTO = [
  ['01', 'Dinheiro'],
  ['02', 'Cheque'],
  ['03', 'Cartão de crédito'],
  ['04', 'Cartão de débito'],
  ['05', 'Crédito loja'],
  ['15', 'Boleto bancário'],
  ['16', 'Depósito bancário'],
  ['17', 'PIX dinâmico'],
  ['18', 'Transferência bancária'],
  ['20', 'PIX estático'],
  ['99', 'Outros'],
].map(([valor, rotulo]) => ({ valor, rotulo }));

/** Itens com valores de IBS/CBS e controle de estoque (112130, 112140, 211120, 211130, 211140). */
function itensIbsCbs(q: string, u: string): CampoEvento[] {
  return [
    { nome: 'vIBS', rotulo: 'o valor do IBS', ...DEC2 },
    { nome: 'vCBS', rotulo: 'o valor da CBS', ...DEC2 },
    { nome: q, rotulo: 'a quantidade', ...DEC4 },
    { nome: u, rotulo: 'a unidade', ...UNID },
  ];
}
function montarItens(e: EntradaEvento, grupo: string, q: string, u: string, extra: (i: ValoresCampos) => string = () => '') {
  return e.itens
    .map(
      (i) =>
        `<${grupo} nItem="${i.nItem}"><vIBS>${i.vIBS}</vIBS><vCBS>${i.vCBS}</vCBS><gControleEstoque><${q}>${i[q]}</${q}><${u}>${esc(i[u])}</${u}>${extra(i)}</gControleEstoque></${grupo}>`,
    )
    .join('');
}

/** Recepção nacional da NF-e na SVRS (cOrgao 92; NT 2024.002 comentário P08, NT 2025.002 8.1). */
const NACIONAL_55 = (): OrgaoEvento => 'svrs';
const AUTORIZADA = ['autorizada'] as const;
/** CFOP de remessa para industrialização por encomenda (Ajuste SINIEF 15/09: prazo de retorno prorrogável). */
const CFOP_INDUSTRIALIZACAO = new Set(['5901', '6901']);

const TABELA: DescritorEvento[] = [
  {
    tpEvento: '110150',
    descEvento: 'Ator interessado na NF-e',
    titulo: 'Ator interessado na NF-e',
    descricao: 'Autoriza um transportador (CNPJ ou CPF) a baixar o XML da NF-e no Ambiente Nacional.',
    versao: '1.00',
    autor: 'emitente',
    orgao: () => 'an',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [
      { nome: 'documento', rotulo: 'o CNPJ ou CPF do transportador', tipo: 'cpfCnpj', obrigatorio: true },
      {
        nome: 'tpAutorizacao',
        rotulo: 'a autorização de subcontratados',
        tipo: 'opcao',
        obrigatorio: true,
        opcoes: [
          { valor: '0', rotulo: 'Não permite autorizar outros transportadores' },
          { valor: '1', rotulo: 'Permite autorizar subcontratados ou redespachantes' },
        ],
      },
    ],
    maxSequencia: 20,
    xsd: 'e110150_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Ator interessado na NF-e</descEvento>${autorUf(ctx, '1')}<autXML>${e.valores.documento.length === 11 ? `<CPF>${e.valores.documento}</CPF>` : `<CNPJ>${e.valores.documento}</CNPJ>`}</autXML>` +
      `<tpAutorizacao>${e.valores.tpAutorizacao}</tpAutorizacao>` +
      (e.valores.tpAutorizacao === '1'
        ? '<xCondUso>O emitente ou destinatário da NF-e, declara que permite o transportador declarado no campo CNPJ/CPF deste evento a autorizar os transportadores subcontratados ou redespachados a terem acesso ao download da NF-e</xCondUso>'
        : ''),
  },
  {
    tpEvento: '110130',
    descEvento: 'Comprovante de Entrega da NF-e',
    titulo: 'Comprovante de entrega',
    descricao: 'Registra quem recebeu a mercadoria, quando e onde, com a imagem do comprovante.',
    versao: '1.00',
    autor: 'emitente',
    orgao: () => 'an',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [
      { nome: 'dhEntrega', rotulo: 'a data e hora da entrega', tipo: 'dataHora', obrigatorio: true },
      { nome: 'nDoc', rotulo: 'o documento de quem recebeu', tipo: 'texto', min: 2, max: 20, obrigatorio: true },
      { nome: 'xNome', rotulo: 'o nome de quem recebeu', tipo: 'texto', min: 2, max: 60, obrigatorio: true },
      LAT,
      LONG,
      IMAGEM,
    ],
    maxSequencia: 20,
    xsd: 'e110130_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Comprovante de Entrega da NF-e</descEvento>${autorUf(ctx, '1')}<dhEntrega>${e.valores.dhEntrega}</dhEntrega>` +
      `${tag('nDoc', e.valores.nDoc)}${tag('xNome', e.valores.xNome)}${tag('latGPS', e.valores.latitude)}${tag('longGPS', e.valores.longitude)}` +
      `<hashComprovante>${hashImagemEntrega(ctx.chave, e.valores.imagem)}</hashComprovante><dhHashComprovante>${dataHoraComFuso(ctx.agora, ctx.fuso)}</dhHashComprovante>`,
  },
  {
    tpEvento: '110131',
    descEvento: 'Cancelamento Comprovante de Entrega da NF-e',
    titulo: 'Cancelamento do comprovante de entrega',
    descricao: 'Cancela o comprovante de entrega registrado.',
    versao: '1.00',
    autor: 'emitente',
    orgao: () => 'an',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    referencia: { tpEvento: '110130', cancela: true },
    maxSequencia: 20,
    xsd: 'e110131_v1.00.xsd',
    montar: (_e, ctx) =>
      `<descEvento>Cancelamento Comprovante de Entrega da NF-e</descEvento>${autorUf(ctx, '1')}<nProtEvento>${protReferido(ctx)}</nProtEvento>`,
  },
  {
    tpEvento: '110192',
    descEvento: 'Insucesso na Entrega da NF-e',
    titulo: 'Insucesso na entrega',
    descricao: 'Registra uma tentativa de entrega que não deu certo e o motivo.',
    versao: '1.00',
    autor: 'emitente',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [
      { nome: 'dhTentativaEntrega', rotulo: 'a data e hora da tentativa', tipo: 'dataHora', obrigatorio: true },
      { nome: 'nTentativa', rotulo: 'o número da tentativa', tipo: 'inteiro', min: 1, max: 999 },
      {
        nome: 'tpMotivo',
        rotulo: 'o motivo do insucesso',
        tipo: 'opcao',
        obrigatorio: true,
        opcoes: [
          { valor: '1', rotulo: 'Recebedor não encontrado' },
          { valor: '2', rotulo: 'Recusa do recebedor' },
          { valor: '3', rotulo: 'Endereço inexistente' },
          { valor: '4', rotulo: 'Outros' },
        ],
      },
      { nome: 'xJustMotivo', rotulo: 'a justificativa do motivo', tipo: 'texto', min: 25, max: 250, obrigatorioSe: { campo: 'tpMotivo', valores: ['4'] } },
      LAT,
      LONG,
      { ...IMAGEM, rotulo: 'a imagem da tentativa de entrega' },
    ],
    maxSequencia: 20,
    xsd: 'e110192_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Insucesso na Entrega da NF-e</descEvento><cOrgaoAutor>${ctx.cUFAutor}</cOrgaoAutor><verAplic>${esc(ctx.verAplic)}</verAplic>` +
      `<dhTentativaEntrega>${e.valores.dhTentativaEntrega}</dhTentativaEntrega>${tag('nTentativa', e.valores.nTentativa)}<tpMotivo>${e.valores.tpMotivo}</tpMotivo>` +
      `${e.valores.tpMotivo === '4' ? tag('xJustMotivo', e.valores.xJustMotivo) : ''}${tag('latGPS', e.valores.latitude)}${tag('longGPS', e.valores.longitude)}` +
      `<hashTentativaEntrega>${hashImagemEntrega(ctx.chave, e.valores.imagem)}</hashTentativaEntrega><dhHashTentativaEntrega>${dataHoraComFuso(ctx.agora, ctx.fuso)}</dhHashTentativaEntrega>`,
  },
  {
    tpEvento: '110193',
    descEvento: 'Cancelamento Insucesso na Entrega da NF-e',
    titulo: 'Cancelamento do insucesso na entrega',
    descricao: 'Cancela o registro de insucesso na entrega.',
    versao: '1.00',
    autor: 'emitente',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    referencia: { tpEvento: '110192', cancela: true },
    maxSequencia: 20,
    xsd: 'e110193_v1.00.xsd',
    montar: (_e, ctx) =>
      `<descEvento>Cancelamento Insucesso na Entrega da NF-e</descEvento><cOrgaoAutor>${ctx.cUFAutor}</cOrgaoAutor><verAplic>${esc(ctx.verAplic)}</verAplic><nProtEvento>${protReferido(ctx)}</nProtEvento>`,
  },
  {
    tpEvento: '110750',
    descEvento: 'ECONF',
    titulo: 'Conciliação financeira',
    descricao: 'Informa o pagamento efetivamente recebido pela nota (meio, valor e data).',
    versao: '1.00',
    autor: 'emitente',
    orgao: NACIONAL_55,
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [
      {
        nome: 'indPag',
        rotulo: 'a forma de pagamento',
        tipo: 'opcao',
        opcoes: [
          { valor: '0', rotulo: 'À vista' },
          { valor: '1', rotulo: 'A prazo' },
        ],
      },
      { nome: 'tPag', rotulo: 'o meio de pagamento', tipo: 'opcao', obrigatorio: true, opcoes: TIPOS_PAGAMENTO },
      { nome: 'xPag', rotulo: 'a descrição do meio de pagamento', tipo: 'texto', min: 2, max: 60, obrigatorioSe: { campo: 'tPag', valores: ['99'] } },
      { nome: 'vPag', rotulo: 'o valor pago', ...DEC2, min: 0.01 },
      { nome: 'dPag', rotulo: 'a data do pagamento', tipo: 'data', obrigatorio: true },
    ],
    maxSequencia: 20,
    xsd: 'e110750_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>ECONF</descEvento><verAplic>${esc(ctx.verAplic)}</verAplic><detPag>${tag('indPag', e.valores.indPag)}<tPag>${e.valores.tPag}</tPag>` +
      `${e.valores.tPag === '99' ? tag('xPag', e.valores.xPag) : ''}<vPag>${e.valores.vPag}</vPag><dPag>${e.valores.dPag}</dPag></detPag>`,
  },
  {
    tpEvento: '110751',
    descEvento: 'Cancelamento Conciliação Financeira',
    titulo: 'Cancelamento da conciliação financeira',
    descricao: 'Cancela a conciliação financeira registrada.',
    versao: '1.00',
    autor: 'emitente',
    orgao: NACIONAL_55,
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    referencia: { tpEvento: '110750', cancela: true },
    maxSequencia: 20,
    xsd: 'e110751_v1.00.xsd',
    montar: (_e, ctx) =>
      `<descEvento>Cancelamento Conciliação Financeira</descEvento><verAplic>${esc(ctx.verAplic)}</verAplic><nProtEvento>${protReferido(ctx)}</nProtEvento>`,
  },
  ...(['111500', '111501'] as const).map(
    (tp): DescritorEvento => ({
      tpEvento: tp,
      descEvento: 'Pedido de Prorrogação',
      titulo: tp === '111500' ? 'Pedido de prorrogação (1º prazo)' : 'Pedido de prorrogação (2º prazo)',
      descricao: 'Pede a prorrogação do prazo de retorno dos itens remetidos para industrialização com suspensão do ICMS.',
      versao: '1.00',
      autor: 'emitente',
      orgao: () => 'uf',
      modelos: ['55'],
      situacoes: AUTORIZADA,
      campos: [],
      itens: {
        rotulo: 'Itens com prazo prorrogado',
        campos: [{ nome: 'qtdeItem', rotulo: 'a quantidade', tipo: 'decimal', casas: 4, obrigatorio: true, min: 0.0001 }],
      },
      ...(tp === '111501' ? { referencia: { tpEvento: '111500', cancela: false } } : {}),
      aplicavel: (itens) => itens.some((i) => CFOP_INDUSTRIALIZACAO.has(i.CFOP)),
      motivoNaoAplicavel: 'O pedido de prorrogação só cabe em nota de remessa para industrialização (CFOP 5901/6901).',
      maxSequencia: 20,
      xsd: `e${tp}_v1.00.xsd`,
      montar: (e, ctx) =>
        `<descEvento>Pedido de Prorrogação</descEvento><nProt>${ctx.nProtNota}</nProt>` +
        e.itens.map((i) => `<itemPedido numItem="${i.nItem}"><qtdeItem>${i.qtdeItem.replace(/\.?0+$/, '')}</qtdeItem></itemPedido>`).join(''),
    }),
  ),
  ...(
    [
      ['111502', '111500', '1º'],
      ['111503', '111501', '2º'],
    ] as const
  ).map(
    ([tp, pedido, n]): DescritorEvento => ({
      tpEvento: tp,
      descEvento: 'Cancelamento de Pedido de Prorrogação',
      titulo: `Cancelamento do pedido de prorrogação (${n} prazo)`,
      descricao: `Cancela o pedido de prorrogação do ${n} prazo.`,
      versao: '1.00',
      autor: 'emitente',
      orgao: () => 'uf',
      modelos: ['55'],
      situacoes: AUTORIZADA,
      campos: [],
      referencia: { tpEvento: pedido, cancela: true },
      maxSequencia: 20,
      xsd: `e${tp}_v1.00.xsd`,
      montar: (_e, ctx) =>
        `<descEvento>Cancelamento de Pedido de Prorrogação</descEvento><idPedidoCancelado>ID${pedido}${ctx.chave}${String(ctx.referido?.nSeqEvento ?? 1).padStart(2, '0')}</idPedidoCancelado>` +
        `<nProt>${protReferido(ctx)}</nProt>`,
    }),
  ),
  {
    tpEvento: '112110',
    descEvento: 'Informação de efetivo pagamento integral para liberar crédito presumido do adquirente',
    titulo: 'Pagamento integral (libera crédito presumido)',
    descricao: 'Informa que a nota foi paga integralmente, liberando o crédito presumido de IBS/CBS do adquirente (NT 2025.002).',
    versao: '1.00',
    autor: 'emitente',
    orgao: NACIONAL_55,
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [{ nome: 'quitacao', rotulo: 'a quitação integral do pagamento da nota', tipo: 'confirmacao', obrigatorio: true }],
    maxSequencia: 20,
    xsd: 'e112110_v1.00.xsd',
    montar: (_e, ctx) =>
      `<descEvento>Informação de efetivo pagamento integral para liberar crédito presumido do adquirente</descEvento>${autorUf(ctx, '1')}<indQuitacao>1</indQuitacao>`,
  },
  {
    tpEvento: '112130',
    descEvento: 'Perecimento, perda, roubo ou furto durante o transporte contratado pelo fornecedor',
    titulo: 'Perecimento, perda, roubo ou furto no transporte',
    descricao: 'Informa itens perdidos no transporte contratado pelo fornecedor, com os créditos de IBS/CBS a estornar (NT 2025.002).',
    versao: '1.00',
    autor: 'emitente',
    orgao: NACIONAL_55,
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: {
      rotulo: 'Itens perdidos',
      campos: [
        ...itensIbsCbs('qPerecimento', 'uPerecimento'),
        { nome: 'vIBSEstorno', rotulo: 'o crédito de IBS a estornar', ...DEC2 },
        { nome: 'vCBSEstorno', rotulo: 'o crédito de CBS a estornar', ...DEC2 },
      ],
    },
    maxSequencia: 20,
    xsd: 'e112130_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Perecimento, perda, roubo ou furto durante o transporte contratado pelo fornecedor</descEvento>${autorUf(ctx, '1')}` +
      montarItens(e, 'gPerecimento', 'qPerecimento', 'uPerecimento', (i) => `<vIBS>${i.vIBSEstorno}</vIBS><vCBS>${i.vCBSEstorno}</vCBS>`),
  },
  {
    tpEvento: '112140',
    descEvento: 'Fornecimento não realizado com pagamento antecipado',
    titulo: 'Fornecimento não realizado (pagamento antecipado)',
    descricao: 'Informa itens pagos antecipadamente que não serão fornecidos (NT 2025.002).',
    versao: '1.00',
    autor: 'emitente',
    orgao: NACIONAL_55,
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: { rotulo: 'Itens não fornecidos', campos: itensIbsCbs('qNaoFornecida', 'uNaoFornecida') },
    maxSequencia: 20,
    xsd: 'e112140_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Fornecimento não realizado com pagamento antecipado</descEvento>${autorUf(ctx, '1')}${montarItens(e, 'gItemNaoFornecido', 'qNaoFornecida', 'uNaoFornecida')}`,
  },
  {
    tpEvento: '112150',
    descEvento: 'Atualização da Data de Previsão de Entrega',
    titulo: 'Nova data de previsão de entrega',
    descricao: 'Atualiza a data prevista para a entrega (NT 2025.002).',
    versao: '1.00',
    autor: 'emitente',
    orgao: NACIONAL_55,
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [{ nome: 'dPrevEntrega', rotulo: 'a nova data de previsão de entrega', tipo: 'data', obrigatorio: true }],
    maxSequencia: 20,
    xsd: 'e112150_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Atualização da Data de Previsão de Entrega</descEvento>${autorUf(ctx, '1')}<dPrevEntrega>${e.valores.dPrevEntrega}</dPrevEntrega>`,
  },
  {
    tpEvento: '211110',
    descEvento: 'Solicitação de Apropriação de crédito presumido',
    titulo: 'Apropriação de crédito presumido',
    descricao: 'Solicita a apropriação do crédito presumido de IBS/CBS dos itens adquiridos (NT 2025.002).',
    versao: '1.00',
    autor: 'destinatario',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: {
      rotulo: 'Itens com crédito presumido',
      campos: [
        { nome: 'vBC', rotulo: 'a base de cálculo do crédito', ...DEC2 },
        { nome: 'cCredPres', rotulo: 'o código do crédito presumido', tipo: 'texto', min: 2, max: 2, obrigatorio: true },
        { nome: 'pIBS', rotulo: 'o percentual do crédito de IBS', ...DEC4, max: 100 },
        { nome: 'vIBS', rotulo: 'o crédito presumido de IBS', ...DEC2 },
        { nome: 'pCBS', rotulo: 'o percentual do crédito de CBS', ...DEC4, max: 100 },
        { nome: 'vCBS', rotulo: 'o crédito presumido de CBS', ...DEC2 },
      ],
    },
    maxSequencia: 20,
    xsd: 'e211110_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Solicitação de Apropriação de crédito presumido</descEvento>${autorUf(ctx, '2')}` +
      e.itens
        .map(
          (i) =>
            `<gCredPres nItem="${i.nItem}"><vBC>${i.vBC}</vBC><gIBS><cCredPres>${esc(i.cCredPres)}</cCredPres><pCredPres>${i.pIBS}</pCredPres><vCredPres>${i.vIBS}</vCredPres></gIBS>` +
            `<gCBS><cCredPres>${esc(i.cCredPres)}</cCredPres><pCredPres>${i.pCBS}</pCredPres><vCredPres>${i.vCBS}</vCredPres></gCBS></gCredPres>`,
        )
        .join(''),
  },
  {
    tpEvento: '211120',
    descEvento: 'Destinação de item para consumo pessoal',
    titulo: 'Item destinado a consumo pessoal',
    descricao: 'Informa itens adquiridos que foram destinados a consumo pessoal, com o documento de saída que os referencia (NT 2025.002).',
    versao: '1.00',
    autor: 'destinatario',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: {
      rotulo: 'Itens para consumo pessoal',
      campos: [
        ...itensIbsCbs('qConsumo', 'uConsumo'),
        { nome: 'chaveAcesso', rotulo: 'a chave do documento de saída', tipo: 'chave', obrigatorio: true },
        { nome: 'nItemReferenciado', rotulo: 'o item do documento de saída', tipo: 'inteiro', min: 1, max: 990, obrigatorio: true },
      ],
    },
    maxSequencia: 20,
    xsd: 'e211120_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Destinação de item para consumo pessoal</descEvento>${autorUf(ctx, '2')}` +
      e.itens
        .map(
          (i) =>
            `<gConsumo nItem="${i.nItem}"><vIBS>${i.vIBS}</vIBS><vCBS>${i.vCBS}</vCBS><gControleEstoque><qConsumo>${i.qConsumo}</qConsumo><uConsumo>${esc(i.uConsumo)}</uConsumo></gControleEstoque>` +
            `<DFeReferenciado><chaveAcesso>${i.chaveAcesso}</chaveAcesso><nItem>${i.nItemReferenciado}</nItem></DFeReferenciado></gConsumo>`,
        )
        .join(''),
  },
  {
    tpEvento: '211130',
    descEvento: 'Imobilização de Item',
    titulo: 'Imobilização de item',
    descricao: 'Informa itens adquiridos que foram incorporados ao ativo imobilizado (NT 2025.002).',
    versao: '1.00',
    autor: 'destinatario',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: { rotulo: 'Itens imobilizados', campos: itensIbsCbs('qImobilizado', 'uImobilizado') },
    maxSequencia: 20,
    xsd: 'e211130_v1.00.xsd',
    montar: (e, ctx) => `<descEvento>Imobilização de Item</descEvento>${autorUf(ctx, '2')}${montarItens(e, 'gImobilizacao', 'qImobilizado', 'uImobilizado')}`,
  },
  {
    tpEvento: '211140',
    descEvento: 'Solicitação de Apropriação de Crédito de Combustível',
    titulo: 'Apropriação de crédito de combustível',
    descricao: 'Solicita a apropriação do crédito de IBS/CBS do combustível adquirido e consumido (NT 2025.002).',
    versao: '1.00',
    autor: 'destinatario',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: { rotulo: 'Itens de combustível', campos: itensIbsCbs('qComb', 'uComb') },
    maxSequencia: 20,
    xsd: 'e211140_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Solicitação de Apropriação de Crédito de Combustível</descEvento>${autorUf(ctx, '2')}${montarItens(e, 'gConsumoComb', 'qComb', 'uComb')}`,
  },
  {
    tpEvento: '211150',
    descEvento: 'Solicitação de Apropriação de Crédito para bens e serviços que dependem de atividade do adquirente',
    titulo: 'Apropriação de crédito (atividade do adquirente)',
    descricao: 'Solicita a apropriação do crédito de IBS/CBS de bens e serviços cujo crédito depende da atividade do adquirente (NT 2025.002).',
    versao: '1.00',
    autor: 'destinatario',
    orgao: () => 'svrs',
    modelos: ['55'],
    situacoes: AUTORIZADA,
    campos: [],
    itens: {
      rotulo: 'Itens com crédito',
      campos: [
        { nome: 'vCredIBS', rotulo: 'o crédito de IBS', ...DEC2 },
        { nome: 'vCredCBS', rotulo: 'o crédito de CBS', ...DEC2 },
      ],
    },
    maxSequencia: 20,
    xsd: 'e211150_v1.00.xsd',
    montar: (e, ctx) =>
      `<descEvento>Solicitação de Apropriação de Crédito para bens e serviços que dependem de atividade do adquirente</descEvento>${autorUf(ctx, '2')}` +
      e.itens.map((i) => `<gCredito nItem="${i.nItem}"><vCredIBS>${i.vCredIBS}</vCredIBS><vCredCBS>${i.vCredCBS}</vCredCBS></gCredito>`).join(''),
  },
];

/** Os descritores por `tpEvento`. */
export const EVENTOS_NFE: ReadonlyMap<string, DescritorEvento> = new Map(TABELA.map((d) => [d.tpEvento, d]));

/** Descritor do `tpEvento`, ou `undefined` se não está na tabela. */
export function descritorEvento(tpEvento: string): DescritorEvento | undefined {
  return EVENTOS_NFE.get(String(tpEvento ?? '').trim());
}

/**
 * Valida a entrada do usuário para o evento `d` (campos e itens), com os itens da nota para
 * conferir `nItem` e as quantidades.
 * @returns a entrada normalizada e os erros por campo (`itens[0].vIBS`...); vazio = válida.
 */
export function validarEntradaEvento(
  d: DescritorEvento,
  entrada: Record<string, unknown>,
  itensNota: readonly ItemNotaEvento[],
  ctx: ContextoCampos,
): { entrada: EntradaEvento; erros: ErrosCampos } {
  const { valores, erros } = validarCampos(d.campos, entrada, ctx);
  // latitude e longitude vão juntas (latGPS/longGPS)
  if (d.campos.some((c) => c.tipo === 'latitude') && !erros.latitude && !erros.longitude && !valores.latitude !== !valores.longitude) {
    erros[valores.latitude ? 'longitude' : 'latitude'] = ['Informe a latitude e a longitude juntas'];
  }
  const itens: EntradaEvento['itens'] = [];
  if (d.itens) {
    const lista = Array.isArray(entrada.itens) ? (entrada.itens as unknown[]) : [];
    if (lista.length === 0) erros.itens = ['Informe ao menos um item da nota'];
    if (lista.length > 990) erros.itens = ['No máximo 990 itens por evento'];
    const vistos = new Set<number>();
    lista.slice(0, 990).forEach((bruto, ix) => {
      const obj = bruto && typeof bruto === 'object' ? (bruto as Record<string, unknown>) : {};
      const p = `itens[${ix}].`;
      const nItem = Number(obj.nItem);
      const item = itensNota.find((i) => i.nItem === nItem);
      if (!item) erros[`${p}nItem`] = [`O item ${String(obj.nItem ?? '')} não existe na nota`];
      else if (vistos.has(nItem)) erros[`${p}nItem`] = [`O item ${nItem} aparece mais de uma vez`];
      vistos.add(nItem);
      const r = validarCampos(d.itens!.campos, obj, ctx, p);
      Object.assign(erros, r.erros);
      for (const c of d.itens!.campos) {
        const v = r.valores[c.nome];
        // quantidade do evento não passa a do item (qCom)
        if (item && c.tipo === 'decimal' && c.casas === 4 && c.nome.startsWith('q') && v && Number(v) > item.qCom) {
          erros[`${p}${c.nome}`] = [`A quantidade do item ${nItem} não pode passar de ${item.qCom}`];
        }
      }
      itens.push({ ...r.valores, nItem: String(nItem) });
    });
  }
  return { entrada: { valores, itens }, erros };
}

/** Descrição pública de um descritor (sem funções), para a tela montar o menu e o diálogo. */
export function descritorPublico(d: DescritorEvento) {
  return {
    tpEvento: d.tpEvento,
    descEvento: d.descEvento,
    titulo: d.titulo,
    descricao: d.descricao,
    autor: d.autor,
    modelos: d.modelos,
    situacoes: d.situacoes,
    campos: d.campos,
    itens: d.itens ?? null,
    referencia: d.referencia ?? null,
  };
}
