/**
 * Every route of SPEC §2 under `/{url}`, with its menu section, page title, breadcrumb and the
 * conditions that gate it (SPEC §2 "Menu and routes per permission", §6):
 * - `Permitir.{Entidade}.{Ação}` rules, each read from the user type's list (`tipo`, management)
 *   or from the issuer user type's list (`emitente`, company level);
 * - chain levels (administrator only; DistribuidorMaster admin; Distribuidor admin/master;
 *   Revenda admin/master/distribuidor);
 * - issuer package type above 1 (pedidos, receber, pagar) and reseller id 1 (licence invoices).
 *
 * A route is registered and shown only when its screen exists (`built`): today the generated CRUD
 * screens of the registry (`routedResources`, paths from `resourcePath`) and the dashboard. Spec
 * paths whose screen lives at another generated path are aliases (redirects). Registry screens
 * the spec does not list (e.g. `condicoes/editar`) are added with `spec: false`.
 */
import { REGRAS_EMPRESA, REGRAS_GESTAO, type NivelCadeia } from '../../domain/permissoes.ts';
import { resourcePath, routedResources } from '../routes.ts';
import type { Resource } from '../../generated/resources.ts';
import { temRegra, type FonteRegra, type Permissoes } from '../session/permissoes.ts';

export type SecaoId = 'gestao' | 'cadastros' | 'movimentacao' | 'financeiro' | 'relatorios' | 'configuracoes' | 'suporte' | 'licenca';

export interface Secao {
  id: SecaoId;
  rotulo: string;
  icone: string;
  ordem: number;
}

/** SPEC §2: sections in menu order. */
export const SECOES: readonly Secao[] = [
  { id: 'gestao', rotulo: 'Gestão', icone: 'AdminPanelSettings', ordem: 1 },
  { id: 'cadastros', rotulo: 'Cadastros', icone: 'FolderShared', ordem: 2 },
  { id: 'movimentacao', rotulo: 'Movimentação', icone: 'SwapHoriz', ordem: 3 },
  { id: 'financeiro', rotulo: 'Financeiro', icone: 'AccountBalanceWallet', ordem: 4 },
  { id: 'relatorios', rotulo: 'Relatórios', icone: 'Assessment', ordem: 5 },
  { id: 'configuracoes', rotulo: 'Configurações', icone: 'Settings', ordem: 6 },
  { id: 'suporte', rotulo: 'Suporte', icone: 'SupportAgent', ordem: 7 },
  { id: 'licenca', rotulo: 'Licença', icone: 'CardMembership', ordem: 8 },
];

const SECAO_POR_ROTULO: Record<string, SecaoId> = Object.fromEntries(SECOES.map((s) => [s.rotulo, s.id]));

/** Page labels (pt-BR); the i18n files translate them under `app.paginas.{id}`. */
export const PAGINAS = {
  dashboard: 'Dashboard',
  empresas: 'Empresas',
  empresasGerenciar: 'Gerenciar empresas',
  softwarehouse: 'Software house',
  whitelabel: 'White label',
  restricoes: 'Restrições',
  restricoesGerenciar: 'Gerenciar restrições',
  gestor: 'Painel do Gestor',
  distribuidorMaster: 'Distribuidores master',
  distribuidor: 'Distribuidores',
  revenda: 'Revendas',
  licencaRecebivel: 'Faturas de licença',
  vendedoresRevenda: 'Vendedores da revenda',
  licencas: 'Licenças',
  atualizacoesPlano: 'Atualizações de plano',
  bloqueios: 'Bloqueios de licença',
  ajuda: 'Artigos de ajuda',
  ajudaCategorias: 'Categorias de ajuda',
  clientes: 'Clientes',
  produtos: 'Produtos',
  transportadoras: 'Transportadoras',
  fornecedores: 'Fornecedores',
  vendedores: 'Vendedores',
  motoristas: 'Motoristas',
  produtoSimulador: 'Simulador de tributos',
  tabelaIbpt: 'Tabela IBPT',
  tabelasOficiais: 'Tabelas oficiais (NCM, CEST, CFOP, ICMS por UF)',
  aliquotas: 'Alíquotas de ICMS',
  stUf: 'ST por UF',
  tributacoes: 'Perfis de tributação',
  produtoTributacao: 'Tributação por UF',
  estoqueSt: 'ST retido na entrada',
  faturamento: 'Faturamento',
  gerenciarNFe: 'Gerenciador de NF-e',
  gerenciarNFSe: 'NFS-e (notas de serviço)',
  inutilizacaoNFe: 'Inutilização de NF-e',
  cartaCorrecaoNFe: 'Carta de correção',
  arquivosXml: 'Arquivos XML',
  pdv: 'PDV (NFC-e)',
  pdvVenda: 'Venda no PDV',
  inutilizacaoNFCe: 'Inutilização de NFC-e',
  pedidos: 'Pedidos',
  compras: 'Compras',
  manifestoDFe: 'Manifestação de NF-e',
  comprasRelatorios: 'Relatórios de compras',
  condicoes: 'Condições de pagamento',
  especies: 'Espécies de pagamento',
  custos: 'Centros de custo',
  contas: 'Plano de contas',
  receber: 'Contas a receber',
  receberRelatorios: 'Relatórios de contas a receber',
  pagar: 'Contas a pagar',
  pagarRelatorios: 'Relatórios de contas a pagar',
  relatorios: 'Relatórios',
  relatoriosGerenciar: 'Gerenciar relatórios',
  usuarios: 'Usuários',
  sessaoUsuario: 'Usuários conectados',
  emitenteRestricoes: 'Perfis e permissões',
  emitenteRestricoesGerenciar: 'Gerenciar permissões',
  configuracoes: 'Configurações',
  emitente: 'Dados da empresa',
  conversao: 'Conversão de planilhas',
  auditoria: 'Auditoria',
  suporteAjuda: 'Central de ajuda',
  tickets: 'Tickets de suporte',
  faturaLicenca: 'Faturas da licença',
  estoque: 'Estoque',
  locaisEstoque: 'Locais de estoque',
  modelosEtiqueta: 'Modelos de etiqueta',
  etiquetas: 'Etiquetas de produtos',
  variacoes: 'Variações',
  kits: 'Kits',
} as const;
export type PaginaId = keyof typeof PAGINAS;

/** Breadcrumb actions (pt-BR); translated under `app.acoes.{id}`. */
export const ACOES_TELA = {
  consultar: 'Consultar',
  incluir: 'Incluir',
  editar: 'Editar',
  gerenciar: 'Gerenciar',
  relatorios: 'Relatórios',
} as const;
export type AcaoTela = keyof typeof ACOES_TELA;

export interface RegraRota {
  fonte: FonteRegra;
  regra: string;
}

export interface Rota {
  /** Path under `/{url}` (react-router pattern): `clientes/editar/:id`. */
  path: string;
  secao: SecaoId | null;
  pagina: PaginaId;
  acao: AcaoTela | null;
  /** i18n key of the page title. */
  titulo: string;
  /** i18n keys of the breadcrumb trail. */
  breadcrumb: readonly string[];
  /** All required. */
  regras: readonly RegraRota[];
  /** Chain levels allowed (absent: any). */
  niveis?: readonly NivelCadeia[];
  /** Chain levels that open the route without its rules (support tickets: the chain answers them). */
  niveisSemRegra?: readonly NivelCadeia[];
  /** The issuer's package type must be above this (SPEC §6: 1 for pedidos, receber, pagar). */
  pacoteAcima?: number;
  /** The issuer's reseller id must equal this (SPEC §2: 1 for the licence invoices). */
  revendaId?: number;
  /** Menu entry (one per page; the editar routes have none). */
  menu?: { ordem: number; icone: string };
  /** Registry resource of a generated screen. */
  recurso?: string;
  tela?: 'list' | 'create' | 'edit' | 'dashboard';
  /** Built path this spec path redirects to. */
  alias?: string;
  /** Hand-written page (key of `PAGINAS_PROPRIAS` in pages/paginas.tsx) instead of a generated screen. */
  componente?: string;
  /** A screen exists (registered and shown); false: hidden, no dead entries. */
  built: boolean;
  /** Listed in SPEC §2 (false: a registry screen the spec does not list). */
  spec: boolean;
}

const T = (regra: string): RegraRota => ({ fonte: 'tipo', regra: `Permitir.${regra}` });
const E = (regra: string): RegraRota => ({ fonte: 'emitente', regra: `Permitir.${regra}` });
const CADEIA: NivelCadeia[] = ['admin', 'master', 'distribuidor', 'revenda'];
const ADMIN: NivelCadeia[] = ['admin'];

type Extra = Partial<Pick<Rota, 'niveis' | 'pacoteAcima' | 'revendaId' | 'alias'>> & { regrasExtra?: RegraRota[] };

function rota(
  path: string,
  secao: SecaoId | null,
  pagina: PaginaId,
  acao: AcaoTela | null,
  regras: RegraRota[],
  extra: Extra & { menu?: Rota['menu'] } = {},
): Rota {
  const { regrasExtra, ...resto } = extra;
  const breadcrumb = [
    ...(secao ? [`app.secoes.${secao}`] : []),
    `app.paginas.${pagina}`,
    ...(acao && acao !== 'consultar' && acao !== 'gerenciar' ? [`app.acoes.${acao}`] : []),
  ];
  return {
    path,
    secao,
    pagina,
    acao,
    titulo: `app.paginas.${pagina}`,
    breadcrumb,
    regras: [...(regrasExtra ?? []), ...regras],
    ...resto,
    built: false,
    spec: true,
  };
}

/**
 * `{base}/consultar` (menu), `{base}/editar` (Incluir) and `{base}/editar/:id` (Consultar: the
 * screen opens read-only without Alterar; the server enforces it on save). An `alias` in `extra`
 * belongs to the list path only (e.g. `revenda/revenda` -> `revenda/revenda/consultar`): the
 * create and edit paths are screens of their own, never redirects to the list.
 */
function crud(
  base: string,
  secao: SecaoId,
  pagina: PaginaId,
  regra: (a: string) => RegraRota,
  ordem: number,
  icone: string,
  extra: Extra = {},
  listaEm = `${base}/consultar`,
): Rota[] {
  const { alias, ...daTela } = extra;
  return [
    rota(listaEm, secao, pagina, 'consultar', [regra('Consultar')], { ...extra, menu: { ordem, icone } }),
    rota(`${base}/editar`, secao, pagina, 'incluir', [regra('Incluir')], daTela),
    rota(`${base}/editar/:id`, secao, pagina, 'editar', [regra('Consultar')], daTela),
  ];
}

const t = (e: string) => (a: string) => T(`${e}.${a}`);
const e = (x: string) => (a: string) => E(`${x}.${a}`);

/** The routes of SPEC §2, in menu order within each section. */
const ROTAS_SPEC: Rota[] = [
  { ...rota('dashboard', null, 'dashboard', null, []), breadcrumb: ['app.paginas.dashboard'], built: true, tela: 'dashboard' },

  // Gestão
  ...crud('empresas', 'gestao', 'empresas', t('Empresas'), 1, 'Business'),
  rota('empresas/gerenciar', 'gestao', 'empresasGerenciar', 'gerenciar', [T('Empresas.Consultar')], { niveis: ADMIN, menu: { ordem: 2, icone: 'DomainAdd' } }),
  ...crud('softwarehouse', 'gestao', 'softwarehouse', t('SoftwareHouse'), 3, 'Code', { niveis: ADMIN }),
  ...crud('configuracaowhitelabel', 'gestao', 'whitelabel', t('ConfiguracaoWhiteLabel'), 4, 'Palette'),
  rota('restricoes/consultar', 'gestao', 'restricoes', 'consultar', [T('Restricao.Consultar')], { niveis: ADMIN, menu: { ordem: 5, icone: 'Lock' } }),
  rota('restricoes/gerenciar', 'gestao', 'restricoesGerenciar', 'gerenciar', [T('Restricao.Gerenciar')], {
    niveis: ADMIN,
    menu: { ordem: 6, icone: 'LockReset' },
  }),
  rota('gestor/gerenciar', 'gestao', 'gestor', 'gerenciar', [T('Gestor.Gerenciar')], { niveis: ADMIN, menu: { ordem: 7, icone: 'Insights' } }),
  ...crud(
    'revenda/distribuidormaster',
    'gestao',
    'distribuidorMaster',
    t('DistribuidorMaster'),
    8,
    'Hub',
    { niveis: ADMIN, regrasExtra: [T('GestaoRevendas.Gerenciar')], alias: 'revenda/distribuidormaster/consultar' },
    'revenda/distribuidormaster',
  ),
  ...crud(
    'revenda/distribuidor',
    'gestao',
    'distribuidor',
    t('Distribuidor'),
    9,
    'Share',
    { niveis: ['admin', 'master'], regrasExtra: [T('GestaoRevendas.Gerenciar')], alias: 'revenda/distribuidor/consultar' },
    'revenda/distribuidor',
  ),
  ...crud(
    'revenda/revenda',
    'gestao',
    'revenda',
    t('Revenda'),
    10,
    'Storefront',
    { niveis: ['admin', 'master', 'distribuidor'], regrasExtra: [T('GestaoRevendas.Gerenciar')], alias: 'revenda/revenda/consultar' },
    'revenda/revenda',
  ),
  ...crud('revenda/vendedores', 'gestao', 'vendedoresRevenda', t('VendedorRevenda'), 10, 'SupportAgent', { niveis: CADEIA }).map((r) => ({
    ...r,
    spec: false,
  })),
  rota('licencarecebivel/consultar', 'gestao', 'licencaRecebivel', 'consultar', [T('LicencaRecebivel.Consultar')], {
    niveis: CADEIA,
    menu: { ordem: 11, icone: 'RequestQuote' },
  }),
  rota('licencarecebivel/consultarlicencas', 'gestao', 'licencas', 'consultar', [T('LicencaRecebivel.Consultar')], {
    niveis: CADEIA,
    menu: { ordem: 12, icone: 'VerifiedUser' },
  }),
  rota('licencarecebivel/atualizacoesplano', 'gestao', 'atualizacoesPlano', 'consultar', [T('AtualizacaoPlano.Consultar')], {
    niveis: CADEIA,
    menu: { ordem: 13, icone: 'Upgrade' },
  }),
  rota('licencarecebivel/consultarbloqueio', 'gestao', 'bloqueios', 'consultar', [T('BloqueioLicenca.Consultar')], {
    niveis: CADEIA,
    menu: { ordem: 14, icone: 'Block' },
  }),
  ...crud('ajuda', 'gestao', 'ajuda', t('Ajuda'), 15, 'HelpCenter', { niveis: ADMIN }),
  {
    ...rota('tabelasoficiais/gerenciar', 'gestao', 'tabelasOficiais', 'gerenciar', [], { niveis: ADMIN, menu: { ordem: 17, icone: 'TableView' } }),
    spec: false,
  },
  // categorias dos artigos (tela do registro que a SPEC não lista; a SPEC §3 nomeia ajudaCategoria)
  ...crud('ajuda/categorias', 'gestao', 'ajudaCategorias', t('Ajuda'), 16, 'Category', { niveis: ADMIN }).map((r) => ({ ...r, spec: false })),

  // Cadastros
  ...crud('clientes', 'cadastros', 'clientes', e('Cliente'), 1, 'People'),
  ...crud('produtos', 'cadastros', 'produtos', e('Produto'), 2, 'Inventory2'),
  ...crud('transportadoras', 'cadastros', 'transportadoras', e('Transportadora'), 3, 'LocalShipping'),
  ...crud('fornecedores', 'cadastros', 'fornecedores', e('Fornecedor'), 4, 'Factory'),
  ...crud('vendedores', 'cadastros', 'vendedores', e('Vendedor'), 5, 'Badge'),
  ...crud('motoristas', 'cadastros', 'motoristas', e('Motorista'), 6, 'DriveEta'),
  // cadastros do estoque (telas do registro que a SPEC não lista)
  ...crud('estoque/locais', 'cadastros', 'locaisEstoque', e('Produto'), 7, 'Warehouse').map((r) => ({ ...r, spec: false })),
  ...crud('produtos/etiquetas/modelos', 'cadastros', 'modelosEtiqueta', e('Produto'), 21, 'LocalOffer').map((r) => ({ ...r, spec: false })),
  ...crud('produtos/variacoes', 'cadastros', 'variacoes', e('Produto'), 8, 'Style').map((r) => ({ ...r, spec: false })),
  ...crud('produtos/kits', 'cadastros', 'kits', e('Produto'), 9, 'Redeem').map((r) => ({ ...r, spec: false })),
  // simulador de tributos (a SPEC §3 nomeia produtoSimulador, sem rota em §2)
  {
    ...rota('produtos/simulador', 'cadastros', 'produtoSimulador', 'consultar', [E('Produto.Consultar')], { menu: { ordem: 7, icone: 'RequestQuote' } }),
    spec: false,
  },
  {
    ...rota('produtos/ibpt', 'cadastros', 'tabelaIbpt', 'gerenciar', [E('Produto.Alterar')], { menu: { ordem: 13, icone: 'Summarize' } }),
    spec: false,
  },
  // regras tributárias (telas geradas do registro, a SPEC §3 só nomeia as entidades)
  ...crud('aliquotas', 'cadastros', 'aliquotas', e('Produto'), 8, 'Summarize').map((r) => ({ ...r, spec: false })),
  ...crud('st-uf', 'cadastros', 'stUf', e('Produto'), 9, 'AccountTree').map((r) => ({ ...r, spec: false })),
  ...crud('tributacoes', 'cadastros', 'tributacoes', e('Produto'), 10, 'Rule').map((r) => ({ ...r, spec: false })),
  ...crud('produto-tributacao', 'cadastros', 'produtoTributacao', e('Produto'), 11, 'TableView').map((r) => ({ ...r, spec: false })),
  ...crud('estoque-st', 'cadastros', 'estoqueSt', e('Produto'), 12, 'Inventory2').map((r) => ({ ...r, spec: false })),

  // Movimentação
  ...crud('faturamento', 'movimentacao', 'faturamento', e('Faturamento'), 1, 'ReceiptLong'),
  rota('gerenciarNFe/gerenciarnfe', 'movimentacao', 'gerenciarNFe', 'gerenciar', [E('GerenciadorNFe.Consultar')], { menu: { ordem: 2, icone: 'Description' } }),
  // NFS-e do Padrão Nacional (fora da SPEC): gerenciador e editor
  {
    ...rota('nfse/gerenciar', 'movimentacao', 'gerenciarNFSe', 'gerenciar', [E('NotaServico.Consultar')], { menu: { ordem: 2, icone: 'Receipt' } }),
    spec: false,
  },
  { ...rota('nfse/editar', 'movimentacao', 'gerenciarNFSe', 'incluir', [E('NotaServico.Incluir')]), spec: false },
  { ...rota('nfse/editar/:id', 'movimentacao', 'gerenciarNFSe', 'editar', [E('NotaServico.Consultar')]), spec: false },
  rota('gerenciarNFe/inutilizacaonfe', 'movimentacao', 'inutilizacaoNFe', 'gerenciar', [E('GerenciadorNFe.Inutilizar')], {
    menu: { ordem: 3, icone: 'DoNotDisturbOn' },
  }),
  rota('gerenciarNFe/cartacorrecaonfe', 'movimentacao', 'cartaCorrecaoNFe', 'gerenciar', [E('GerenciadorNFe.CartaCorrecao')], {
    menu: { ordem: 4, icone: 'EditNote' },
  }),
  rota('gerenciarNFe/arquivosxml', 'movimentacao', 'arquivosXml', 'gerenciar', [E('GerenciadorNFe.ArquivosXML')], { menu: { ordem: 5, icone: 'FolderZip' } }),
  rota('pdv/consultar', 'movimentacao', 'pdv', 'consultar', [E('VendasCupom.Consultar')], { menu: { ordem: 6, icone: 'PointOfSale' } }),
  rota('pdv/venda', 'movimentacao', 'pdvVenda', 'incluir', [E('VendasCupom.Incluir')]),
  rota('pdv/venda/:id', 'movimentacao', 'pdvVenda', 'editar', [E('VendasCupom.Consultar')]),
  rota('pdv/inutilizacaonfce', 'movimentacao', 'inutilizacaoNFCe', 'gerenciar', [E('GerenciadorNFCe.Inutilizar')], {
    menu: { ordem: 7, icone: 'DoNotDisturbOn' },
  }),
  ...crud('pedidos', 'movimentacao', 'pedidos', e('Pedido'), 8, 'ShoppingCart', { pacoteAcima: 1 }),
  ...crud('compra', 'movimentacao', 'compras', e('Compra'), 9, 'ShoppingBag'),
  rota('compra/manifestodfe', 'movimentacao', 'manifestoDFe', 'gerenciar', [E('ManifestoDFe.Consultar')], { menu: { ordem: 10, icone: 'MarkEmailRead' } }),
  rota('compra/relatorios/consultar', 'movimentacao', 'comprasRelatorios', 'consultar', [E('Compra.Relatorios')], { menu: { ordem: 11, icone: 'Summarize' } }),
  // posição, movimentos, contagem e transferência (tela que a SPEC não lista)
  { ...rota('estoque/consultar', 'movimentacao', 'estoque', 'consultar', [E('Produto.Consultar')], { menu: { ordem: 12, icone: 'Warehouse' } }), spec: false },
  // etiquetas de produtos com código de barras (labelDescricao; tela que a SPEC não lista)
  {
    ...rota('estoque/etiquetas', 'movimentacao', 'etiquetas', 'consultar', [E('Produto.Consultar')], { menu: { ordem: 13, icone: 'LocalOffer' } }),
    spec: false,
  },

  // Financeiro
  rota('condicoes/consultar', 'financeiro', 'condicoes', 'consultar', [E('Condicao.Consultar')], { menu: { ordem: 1, icone: 'EventRepeat' } }),
  rota('especies/consultar', 'financeiro', 'especies', 'consultar', [E('Especie.Consultar')], { menu: { ordem: 2, icone: 'Payments' } }),
  rota('custos/consultar', 'financeiro', 'custos', 'consultar', [E('Custo.Consultar')], { menu: { ordem: 3, icone: 'AccountTree' } }),
  rota('contas/consultar', 'financeiro', 'contas', 'consultar', [E('Conta.Consultar')], { menu: { ordem: 4, icone: 'AccountBalance' } }),
  rota('receber/consultar', 'financeiro', 'receber', 'consultar', [E('Receber.Consultar')], { pacoteAcima: 1, menu: { ordem: 5, icone: 'CallReceived' } }),
  rota('receber/relatorios/consultar', 'financeiro', 'receberRelatorios', 'consultar', [E('Receber.Relatorios')], {
    pacoteAcima: 1,
    menu: { ordem: 6, icone: 'Summarize' },
  }),
  rota('pagar/consultar', 'financeiro', 'pagar', 'consultar', [E('Pagar.Consultar')], { pacoteAcima: 1, menu: { ordem: 7, icone: 'CallMade' } }),
  rota('pagar/relatorios/consultar', 'financeiro', 'pagarRelatorios', 'consultar', [E('Pagar.Relatorios')], {
    pacoteAcima: 1,
    menu: { ordem: 8, icone: 'Summarize' },
  }),

  // Relatórios
  rota('relatorios/consultar', 'relatorios', 'relatorios', 'consultar', [E('Relatorios.Consultar')], { menu: { ordem: 1, icone: 'Assessment' } }),
  rota('relatorios/gerenciar', 'relatorios', 'relatoriosGerenciar', 'gerenciar', [E('Relatorios.Gerenciar')], {
    menu: { ordem: 2, icone: 'DashboardCustomize' },
  }),

  // Configurações
  ...crud('usuarios', 'configuracoes', 'usuarios', e('Usuario'), 1, 'ManageAccounts'),
  rota('usuarios/sessaousuario', 'configuracoes', 'sessaoUsuario', 'consultar', [E('SessaoUsuario.Consultar')], {
    alias: 'usuarios/sessaousuario/consultar',
    menu: { ordem: 2, icone: 'Devices' },
  }),
  rota('emitenterestricoes/consultar', 'configuracoes', 'emitenteRestricoes', 'consultar', [T('EmitenteRestricao.Consultar')], {
    menu: { ordem: 3, icone: 'AdminPanelSettings' },
  }),
  rota('emitenterestricoes/gerenciar', 'configuracoes', 'emitenteRestricoesGerenciar', 'gerenciar', [T('EmitenteRestricao.Gerenciar')], {
    menu: { ordem: 4, icone: 'Rule' },
  }),
  rota('configuracoes/gerenciar', 'configuracoes', 'configuracoes', 'gerenciar', [E('Configuracao.Consultar')], {
    menu: { ordem: 5, icone: 'Settings' },
  }),
  // configuracoes/consultar (nome usado pelo menu antigo) leva à mesma página
  {
    ...rota('configuracoes/consultar', 'configuracoes', 'configuracoes', 'consultar', [E('Configuracao.Consultar')], { alias: 'configuracoes/gerenciar' }),
    spec: false,
  },
  rota('emitente/gerenciar', 'configuracoes', 'emitente', 'gerenciar', [E('Configuracao.Alterar')], { menu: { ordem: 6, icone: 'Store' } }),
  rota('conversao/gerenciar', 'configuracoes', 'conversao', 'gerenciar', [E('Conversao.Gerenciar')], { menu: { ordem: 7, icone: 'TableView' } }),
  rota('auditoria/consultar', 'configuracoes', 'auditoria', 'consultar', [E('Auditoria.Consultar')], { menu: { ordem: 8, icone: 'History' } }),

  // Suporte
  rota('suporte/ajuda/consultar', 'suporte', 'suporteAjuda', 'consultar', [], { menu: { ordem: 1, icone: 'HelpOutlined' } }),
  ...crud('suporte/ticket', 'suporte', 'tickets', e('Ticket'), 2, 'ConfirmationNumber').map((r) => ({ ...r, niveisSemRegra: CADEIA })),

  // Licença
  rota('fatura/licenca/consultar', 'licenca', 'faturaLicenca', 'consultar', [E('LicencaFaturaEmitente.Consultar')], {
    revendaId: 1,
    menu: { ordem: 1, icone: 'CardMembership' },
  }),
];

/**
 * Spec routes served by hand-written pages (not CRUD): path -> page key (pages/paginas.tsx, merged from each area's paginas.tsx)
 * and whether the page was finished and checked against the server (`built`; false: hidden).
 */
export const PAGINAS_PROPRIAS_POR_ROTA: Readonly<Record<string, { componente: string; built: boolean }>> = {
  'faturamento/consultar': { componente: 'faturamentoLista', built: true },
  'faturamento/editar': { componente: 'faturamentoEditor', built: true },
  'faturamento/editar/:id': { componente: 'faturamentoEditor', built: true },
  'gerenciarNFe/gerenciarnfe': { componente: 'gerenciadorNFe', built: true },
  'gerenciarNFe/inutilizacaonfe': { componente: 'inutilizacaoNFe', built: true },
  'nfse/gerenciar': { componente: 'gerenciadorNFSe', built: true },
  'nfse/editar': { componente: 'nfseEditor', built: true },
  'nfse/editar/:id': { componente: 'nfseEditor', built: true },
  'gerenciarNFe/cartacorrecaonfe': { componente: 'cartaCorrecaoNFe', built: true },
  'gerenciarNFe/arquivosxml': { componente: 'arquivosXml', built: true },
  'emitente/gerenciar': { componente: 'emitenteFiscal', built: true },
  'suporte/ticket/consultar': { componente: 'ticketLista', built: true },
  'suporte/ticket/editar': { componente: 'ticketConversa', built: true },
  'suporte/ticket/editar/:id': { componente: 'ticketConversa', built: true },
  'usuarios/sessaousuario': { componente: 'sessoesConectadas', built: true },
  'suporte/ajuda/consultar': { componente: 'centralAjuda', built: true },
  'auditoria/consultar': { componente: 'auditoria', built: true },
  'conversao/gerenciar': { componente: 'conversao', built: true },
  'receber/consultar': { componente: 'receberLista', built: true },
  'receber/relatorios/consultar': { componente: 'receberRelatorios', built: true },
  'pagar/consultar': { componente: 'pagarLista', built: true },
  'pagar/relatorios/consultar': { componente: 'pagarRelatorios', built: true },
  'estoque/consultar': { componente: 'estoque', built: true },
  'estoque/etiquetas': { componente: 'etiquetas', built: true },
  'pdv/consultar': { componente: 'pdvLista', built: true },
  'pdv/venda': { componente: 'pdvVenda', built: true },
  'pdv/venda/:id': { componente: 'pdvVenda', built: true },
  'pdv/inutilizacaonfce': { componente: 'inutilizacaoNFCe', built: true },
  'produtos/simulador': { componente: 'produtoSimulador', built: true },
  'produtos/ibpt': { componente: 'tabelaIbpt', built: true },
  'tabelasoficiais/gerenciar': { componente: 'tabelasOficiais', built: true },
  'relatorios/consultar': { componente: 'relatoriosConsultar', built: true },
  'compra/consultar': { componente: 'comprasLista', built: true },
  'compra/manifestodfe': { componente: 'manifestoDFe', built: true },
  'compra/relatorios/consultar': { componente: 'comprasRelatorios', built: true },
  'pedidos/consultar': { componente: 'pedidosQuadro', built: true },
  'licencarecebivel/consultar': { componente: 'licencaFaturas', built: true },
  'licencarecebivel/consultarbloqueio': { componente: 'licencaBloqueios', built: true },
  'licencarecebivel/consultarlicencas': { componente: 'licencasEmpresas', built: true },
  'licencarecebivel/atualizacoesplano': { componente: 'atualizacoesPlano', built: true },
  'fatura/licenca/consultar': { componente: 'licencaFaturasEmpresa', built: true },
  'gestor/gerenciar': { componente: 'gestorPainel', built: true },
  'empresas/gerenciar': { componente: 'empresasGerenciar', built: true },
  'restricoes/gerenciar': { componente: 'restricoesGerenciar', built: true },
  'relatorios/gerenciar': { componente: 'relatoriosGerenciar', built: true },
  'configuracoes/gerenciar': { componente: 'configuracoes', built: true },
  'emitenterestricoes/gerenciar': { componente: 'restricoesEmpresa', built: true },
};
for (const r of ROTAS_SPEC) {
  const p = PAGINAS_PROPRIAS_POR_ROTA[r.path];
  if (p) {
    Object.assign(r, p);
    delete r.alias;
  } // a page of its own replaces the redirect
}

const TELAS: ReadonlyArray<['list' | 'create' | 'edit', AcaoTela, 'Consultar' | 'Incluir']> = [
  ['list', 'consultar', 'Consultar'],
  ['create', 'incluir', 'Incluir'],
  ['edit', 'editar', 'Consultar'],
];

/** The three react-router paths of a registry resource's screens (from routes.ts). */
export function caminhosDoRecurso(nome: string): { list: string; create: string; edit: string } {
  const create = resourcePath(nome, 'create');
  return { list: resourcePath(nome, 'list'), create, edit: `${create}/:id` };
}

const CATALOGO = new Set([...REGRAS_GESTAO, ...REGRAS_EMPRESA].map((r) => r.regra));

/** Joins the spec table and the registry screens (see the module comment). */
export function montarRotas(spec: readonly Rota[], recursos: readonly Resource[]): Rota[] {
  const tabela = spec.map((r) => ({ ...r }));
  for (const rec of recursos) {
    if (!rec.menu) continue;
    const caminhos = caminhosDoRecurso(rec.name);
    const secao = SECAO_POR_ROTULO[rec.menu.section] ?? null;
    for (const [tela, acao, acaoRegra] of TELAS) {
      if (tela === 'create' && rec.readOnly) continue;
      // no create screen when the catalogue has no Incluir rule for it (e.g. Configuracao: one record per company)
      if (tela === 'create' && rec.permission.source !== 'public' && !CATALOGO.has(`Permitir.${rec.permission.rule}.Incluir`)) continue;
      const path = caminhos[tela];
      const existente = tabela.find((r) => r.path === path);
      if (existente) {
        Object.assign(existente, { built: true, recurso: rec.name, tela });
        delete existente.alias; // the path has its screen: it must not redirect elsewhere
        continue;
      }
      const irma = tabela.find(
        (r) => r.spec && (r.recurso === rec.name || r.alias === caminhos.list || r.path === caminhos.list || r.path === rec.menu!.route),
      );
      const pagina: PaginaId = irma?.pagina ?? 'dashboard';
      const perm = rec.permission;
      const regras: RegraRota[] = perm.source === 'public' ? [] : [{ fonte: perm.source, regra: `Permitir.${perm.rule}.${acaoRegra}` }];
      const base = rota(path, secao, pagina, acao, [...(irma?.regras.filter((r) => !r.regra.startsWith(`Permitir.${perm.rule}.`)) ?? []), ...regras], {
        niveis: irma?.niveis ?? (perm.adminOnly ? ADMIN : undefined),
        pacoteAcima: irma?.pacoteAcima ?? (perm.pacoteMinimo ? perm.pacoteMinimo - 1 : undefined),
      });
      const semIrma = !irma;
      tabela.push({
        ...base,
        ...(semIrma ? { titulo: `app.recursos.${rec.name}`, breadcrumb: [...(secao ? [`app.secoes.${secao}`] : []), `app.recursos.${rec.name}`] } : {}),
        ...(semIrma && tela === 'list' ? { menu: { ordem: 100 + (rec.menu.order ?? 0), icone: rec.menu.icon ?? 'Article' } } : {}),
        built: true,
        spec: false,
        recurso: rec.name,
        tela,
      });
    }
  }
  // aliases are built when their target is
  for (const r of tabela) {
    if (r.alias && tabela.some((x) => x.path === r.alias && x.built)) r.built = true;
  }
  return tabela;
}

/** The whole table: SPEC §2 routes joined with the registry screens. */
export const ROTAS: readonly Rota[] = montarRotas(ROTAS_SPEC, routedResources);

/** Whether the user may open a route (its rules, levels, package and reseller conditions). */
export function rotaPermitida(r: Rota, p: Permissoes): boolean {
  if (!p.logado) return r.tela === 'dashboard';
  if (r.niveis && (!p.nivel || !r.niveis.includes(p.nivel))) return false;
  if (r.niveisSemRegra && p.nivel && r.niveisSemRegra.includes(p.nivel)) return true;
  if (r.pacoteAcima !== undefined && !(p.pacote > r.pacoteAcima)) return false;
  if (r.revendaId !== undefined && p.revendaId !== r.revendaId) return false;
  return r.regras.every((x) => temRegra(p, x.fonte, x.regra));
}

/** Routes registered for the user: built and permitted. */
export function rotasDoUsuario(p: Permissoes, tabela: readonly Rota[] = ROTAS): Rota[] {
  return tabela.filter((r) => r.built && rotaPermitida(r, p));
}

/**
 * Built routes the user may not open (none of the table's entries for that path is permitted): the
 * app answers them with "Acesso negado" instead of the catch-all, so a link or a typed address to
 * another level's screen says why it does not open.
 */
export function rotasNegadas(p: Permissoes, tabela: readonly Rota[] = ROTAS): Rota[] {
  const permitidas = new Set(rotasDoUsuario(p, tabela).map((r) => r.path));
  const vistas = new Set<string>();
  return tabela.filter((r) => r.built && !permitidas.has(r.path) && !vistas.has(r.path) && vistas.add(r.path));
}

/** Where a menu entry of a route links to (the alias target for aliases). */
export function destinoDaRota(r: Rota): string {
  return r.alias ?? r.path;
}
