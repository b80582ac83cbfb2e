/* gerado por npm run codegen — não edite (fonte: schema/entities/*.json, gerador: codegen/) */

/**
 * Tipo de cada entidade do registro, pelo id (`schema/entities/{id}.json`).
 */
export interface EntityMap {
  adicional: Adicional;
  adicionalGrupo: AdicionalGrupo;
  adicionalGrupoItem: AdicionalGrupoItem;
  agenciaBoletoLicenca: AgenciaBoletoLicenca;
  ajuda: Ajuda;
  ajudaCategoria: AjudaCategoria;
  ajudaModuloCategoria: AjudaModuloCategoria;
  aliquota: Aliquota;
  assistenteModulos: AssistenteModulos;
  atualizacaoPlano: AtualizacaoPlano;
  auditoria: Auditoria;
  bloqueioLicenca: BloqueioLicenca;
  boletoLicencaRecebivel: BoletoLicencaRecebivel;
  caixa: Caixa;
  caixaMovimento: CaixaMovimento;
  cartaCorrecaoNFe: CartaCorrecaoNFe;
  categoriaEstoque: CategoriaEstoque;
  categoriaPedido: CategoriaPedido;
  cest: Cest;
  cfop: Cfop;
  cidade: Cidade;
  cliente: Cliente;
  clienteEmail: ClienteEmail;
  clienteEndereco: ClienteEndereco;
  clienteTelefone: ClienteTelefone;
  compra: Compra;
  compraDFeManifesto: CompraDFeManifesto;
  compraDFeManifestoUltimaConsulta: CompraDFeManifestoUltimaConsulta;
  compraItem: CompraItem;
  compraItemRelacionamentoFornecedor: CompraItemRelacionamentoFornecedor;
  condicao: Condicao;
  configuracao: Configuracao;
  configuracaoWhiteLabel: ConfiguracaoWhiteLabel;
  conta: Conta;
  contaBancaria: ContaBancaria;
  custo: Custo;
  distribuidor: Distribuidor;
  distribuidorMaster: DistribuidorMaster;
  emitente: Emitente;
  emitenteFiscal: EmitenteFiscal;
  emitenteRestricao: EmitenteRestricao;
  emitenteRestricaoPadrao: EmitenteRestricaoPadrao;
  emitenteSoftwareHouse: EmitenteSoftwareHouse;
  emitenteTipoUsuario: EmitenteTipoUsuario;
  especie: Especie;
  estoque: Estoque;
  estoqueImagem: EstoqueImagem;
  estoqueMoviOperacao: EstoqueMoviOperacao;
  estoqueMovimentacao: EstoqueMovimentacao;
  estoqueSt: EstoqueSt;
  estoqueVariacao: EstoqueVariacao;
  faturamento: Faturamento;
  faturamentoDuplicata: FaturamentoDuplicata;
  faturamentoItem: FaturamentoItem;
  faturamentoPagamento: FaturamentoPagamento;
  faturamentoReferencia: FaturamentoReferencia;
  faturamentoVolume: FaturamentoVolume;
  fechamentoFinanceiro: FechamentoFinanceiro;
  fornecedor: Fornecedor;
  generator: Generator;
  generoSped: GeneroSped;
  grupo: Grupo;
  ibpt: Ibpt;
  inutilizacaoNFCe: InutilizacaoNFCe;
  inutilizacaoNFe: InutilizacaoNFe;
  kit: Kit;
  labelDescricao: LabelDescricao;
  licencaRecebivel: LicencaRecebivel;
  localPedido: LocalPedido;
  modelosFaturamento: ModelosFaturamento;
  modelosVendasCupom: ModelosVendasCupom;
  motorista: Motorista;
  ncm: Ncm;
  notaServico: NotaServico;
  pagar: Pagar;
  pagarAnexo: PagarAnexo;
  pagarPagamento: PagarPagamento;
  pais: Pais;
  pedido: Pedido;
  pedidoAnexo: PedidoAnexo;
  pedidoCliente: PedidoCliente;
  pedidoEndereco: PedidoEndereco;
  pedidoEnderecoEntrega: PedidoEnderecoEntrega;
  pedidoItem: PedidoItem;
  pedidoPagamento: PedidoPagamento;
  pedidoReceber: PedidoReceber;
  pedidoSubItem: PedidoSubItem;
  prodKit: ProdKit;
  produto: Produto;
  produtoAdicional: ProdutoAdicional;
  produtoTributacao: ProdutoTributacao;
  receber: Receber;
  receberAnexo: ReceberAnexo;
  receberPagamento: ReceberPagamento;
  relatorios: Relatorios;
  relatoriosModulos: RelatoriosModulos;
  restricao: Restricao;
  restricaoPadrao: RestricaoPadrao;
  revenda: Revenda;
  serieDocumento: SerieDocumento;
  servicosCnaeDet: ServicosCnaeDet;
  servicosCnaeGrupos: ServicosCnaeGrupos;
  sessaoUsuario: SessaoUsuario;
  sessaoUsuarioConnection: SessaoUsuarioConnection;
  situacaoPedido: SituacaoPedido;
  softwareHouse: SoftwareHouse;
  stUf: StUf;
  subGrupo: SubGrupo;
  ticket: Ticket;
  ticketMensagem: TicketMensagem;
  tipoEstoque: TipoEstoque;
  tipoPedido: TipoPedido;
  tipoProduto: TipoProduto;
  tipoUsuario: TipoUsuario;
  transportadora: Transportadora;
  transportadoraEmail: TransportadoraEmail;
  transportadoraEndereco: TransportadoraEndereco;
  transportadoraTelefone: TransportadoraTelefone;
  tributacoes: Tributacoes;
  troca: Troca;
  trocaItem: TrocaItem;
  uf: Uf;
  usuario: Usuario;
  usuarioDado: UsuarioDado;
  usuarioEndereco: UsuarioEndereco;
  usuarioTelefone: UsuarioTelefone;
  valeTroca: ValeTroca;
  variacao: Variacao;
  variacaoItem: VariacaoItem;
  vendasCupom: VendasCupom;
  vendasCupomItem: VendasCupomItem;
  vendasCupomPagamento: VendasCupomPagamento;
  vendedor: Vendedor;
  vendedorRevenda: VendedorRevenda;
  versaoTabelaIbpt: VersaoTabelaIbpt;
}

/**
 * Adicional (entidade `adicional`, OData `Adicional`, REST `/v1/adicional/`)
 * Complemento vendido junto de um produto no balcão (food service): bacon extra, borda recheada, molho. Tem preço próprio, somado ao item; entra nos grupos de adicionais que o produto oferece.
 */
export interface Adicional {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Preço (R$) — Somado ao preço do item a cada unidade escolhida; 0 para adicional sem custo (ex.: sem cebola)
   * (decimal(15,2))
   */
  preco?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Grupo de adicionais (entidade `adicionalGrupo`, OData `AdicionalGrupo`, REST `/v1/adicionalGrupo/`)
 * Conjunto de adicionais oferecido junto de um produto (ex.: Escolha o molho: mínimo 1, máximo 2). Mínimo 0 torna o grupo opcional; o máximo nunca é menor que o mínimo.
 */
export interface AdicionalGrupo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Mínimo de escolhas — 0: grupo opcional
   */
  minimo_escolhas: number;
  /**
   * Máximo de escolhas
   */
  maximo_escolhas: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Adicionais do grupo — Lista filha de AdicionalGrupoItem, gravada junto com o registro.
   */
  Item?: AdicionalGrupoItem[];
}

/**
 * Adicional do grupo (entidade `adicionalGrupoItem`, OData `AdicionalGrupoItem`, REST `/v1/adicionalGrupoItem/`)
 * Um adicional oferecido no grupo; o preço do grupo, quando informado, vale no lugar do preço do adicional (ex.: bacon R$ 4,00 no lanche, R$ 6,00 na pizza). Gravado só junto com o grupo (lista Item), onde o mesmo adicional não se repete.
 */
export interface AdicionalGrupoItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Grupo
   * (referência: adicionalGrupo)
   */
  adicional_grupo_id: number;
  /**
   * Adicional
   * (referência: adicional)
   */
  adicional_id: number;
  /**
   * Preço no grupo (R$) — Vazio: o preço do adicional
   * (decimal(15,2))
   */
  preco?: number;
  /**
   * Ordem
   */
  ordem?: number;
}

/**
 * Agência de cobrança da licença (entidade `agenciaBoletoLicenca`, OData `AgenciaBoletoLicenca`, REST `/v1/agenciaBoletoLicenca/`)
 * Conta do administrador que emite os boletos das faturas de licença (Itaú, carteira 109); o nosso número sai sequencial de proximo_nosso_numero.
 */
export interface AgenciaBoletoLicenca {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Banco
   */
  banco?: '341';
  /**
   * Agência
   */
  agencia: string;
  /**
   * Conta (sem o dígito)
   */
  conta: string;
  /**
   * Carteira
   */
  carteira?: '109';
  /**
   * Beneficiário
   */
  beneficiario: string;
  /**
   * CNPJ do beneficiário
   * (formato: cnpj)
   */
  cnpj: string;
  /**
   * Próximo nosso número
   */
  proximo_nosso_numero?: number;
  /**
   * Ativa
   */
  ativo?: boolean;
}

/**
 * Artigo de ajuda (entidade `ajuda`, OData `Ajuda`, REST `/v1/ajuda/`)
 * Artigo da central de ajuda, escrito pelo administrador em texto rico (HTML saneado no servidor; imagens por POST /v1/ajudaUpload/). Os usuários leem os publicados por GET /v1/ajuda/GetAjudasUsuario (SPEC §7).
 */
export interface Ajuda {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Categoria
   * (referência: ajudaCategoria)
   */
  categoria_id: number;
  /**
   * Título
   */
  titulo: string;
  /**
   * Resumo
   */
  resumo?: string;
  /**
   * Palavras-chave — Termos extras para a busca, separados por vírgula
   */
  palavras_chave?: string;
  /**
   * Publicado
   */
  publicado?: boolean;
  /**
   * Ordem
   */
  ordem?: number;
  /**
   * Conteúdo
   * (formato: html)
   */
  conteudo: string;
  /**
   * Autor
   * (somente leitura)
   */
  autor_nome?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Categoria de ajuda (entidade `ajudaCategoria`, OData `AjudaCategoria`, REST `/v1/ajudaCategoria/`)
 * Categoria dos artigos da central de ajuda (administrador). Os módulos ligados (ajudaModuloCategoria) dizem em quais telas os artigos da categoria aparecem como ajuda contextual; sem módulos, a categoria é geral.
 */
export interface AjudaCategoria {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Nome
   */
  nome: string;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * Ordem
   */
  ordem?: number;
  /**
   * Ativa
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Módulos da categoria — Lista filha de AjudaModuloCategoria, gravada junto com o registro.
   */
  Modulo?: AjudaModuloCategoria[];
}

/**
 * Módulo da categoria de ajuda (entidade `ajudaModuloCategoria`, OData `AjudaModuloCategoria`, REST `/v1/ajudaModuloCategoria/`)
 * Liga uma categoria de ajuda a um módulo (página do menu, SPEC §2): os artigos publicados da categoria aparecem no botão de ajuda dessa tela e a categoria só é listada a quem abre ao menos um dos seus módulos.
 */
export interface AjudaModuloCategoria {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Categoria
   * (referência: ajudaCategoria)
   */
  categoria_id: number;
  /**
   * Módulo
   * dashboard = Dashboard; empresas = Empresas; empresasGerenciar = Gerenciar empresas; softwarehouse = Software house; whitelabel = White label; restricoes = Restrições; restricoesGerenciar = Gerenciar restrições; gestor = Painel do Gestor; distribuidorMaster = Distribuidores master; distribuidor = Distribuidores; revenda = Revendas; licencaRecebivel = Faturas de licença; vendedoresRevenda = Vendedores da revenda; licencas = Licenças; atualizacoesPlano = Atualizações de plano; bloqueios = Bloqueios de licença; ajuda = Artigos de ajuda; ajudaCategorias = Categorias de ajuda; clientes = Clientes; produtos = Produtos; transportadoras = Transportadoras; fornecedores = Fornecedores; vendedores = Vendedores; motoristas = Motoristas; produtoSimulador = Simulador de tributos; tabelaIbpt = Tabela IBPT; tabelasOficiais = Tabelas oficiais (NCM, CEST, CFOP, ICMS por UF); aliquotas = Alíquotas de ICMS; stUf = ST por UF; tributacoes = Perfis de tributação; produtoTributacao = Tributação por UF; estoqueSt = ST retido na entrada; faturamento = Faturamento; gerenciarNFe = Gerenciador de NF-e; gerenciarNFSe = NFS-e (notas de serviço); inutilizacaoNFe = Inutilização de NF-e; cartaCorrecaoNFe = Carta de correção; arquivosXml = Arquivos XML; pdv = PDV (NFC-e); pdvVenda = Venda no PDV; inutilizacaoNFCe = Inutilização de NFC-e; pedidos = Pedidos; compras = Compras; manifestoDFe = Manifestação de NF-e; comprasRelatorios = Relatórios de compras; condicoes = Condições de pagamento; especies = Espécies de pagamento; custos = Centros de custo; contas = Plano de contas; receber = Contas a receber; receberRelatorios = Relatórios de contas a receber; pagar = Contas a pagar; pagarRelatorios = Relatórios de contas a pagar; relatorios = Relatórios; relatoriosGerenciar = Gerenciar relatórios; usuarios = Usuários; sessaoUsuario = Usuários conectados; emitenteRestricoes = Perfis e permissões; emitenteRestricoesGerenciar = Gerenciar permissões; configuracoes = Configurações; emitente = Dados da empresa; conversao = Conversão de planilhas; auditoria = Auditoria; suporteAjuda = Central de ajuda; tickets = Tickets de suporte; faturaLicenca = Faturas da licença; estoque = Estoque; locaisEstoque = Locais de estoque; modelosEtiqueta = Modelos de etiqueta; etiquetas = Etiquetas de produtos; variacoes = Variações; kits = Kits
   */
  modulo:
    | 'dashboard'
    | 'empresas'
    | 'empresasGerenciar'
    | 'softwarehouse'
    | 'whitelabel'
    | 'restricoes'
    | 'restricoesGerenciar'
    | 'gestor'
    | 'distribuidorMaster'
    | 'distribuidor'
    | 'revenda'
    | 'licencaRecebivel'
    | 'vendedoresRevenda'
    | 'licencas'
    | 'atualizacoesPlano'
    | 'bloqueios'
    | 'ajuda'
    | 'ajudaCategorias'
    | 'clientes'
    | 'produtos'
    | 'transportadoras'
    | 'fornecedores'
    | 'vendedores'
    | 'motoristas'
    | 'produtoSimulador'
    | 'tabelaIbpt'
    | 'tabelasOficiais'
    | 'aliquotas'
    | 'stUf'
    | 'tributacoes'
    | 'produtoTributacao'
    | 'estoqueSt'
    | 'faturamento'
    | 'gerenciarNFe'
    | 'gerenciarNFSe'
    | 'inutilizacaoNFe'
    | 'cartaCorrecaoNFe'
    | 'arquivosXml'
    | 'pdv'
    | 'pdvVenda'
    | 'inutilizacaoNFCe'
    | 'pedidos'
    | 'compras'
    | 'manifestoDFe'
    | 'comprasRelatorios'
    | 'condicoes'
    | 'especies'
    | 'custos'
    | 'contas'
    | 'receber'
    | 'receberRelatorios'
    | 'pagar'
    | 'pagarRelatorios'
    | 'relatorios'
    | 'relatoriosGerenciar'
    | 'usuarios'
    | 'sessaoUsuario'
    | 'emitenteRestricoes'
    | 'emitenteRestricoesGerenciar'
    | 'configuracoes'
    | 'emitente'
    | 'conversao'
    | 'auditoria'
    | 'suporteAjuda'
    | 'tickets'
    | 'faturaLicenca'
    | 'estoque'
    | 'locaisEstoque'
    | 'modelosEtiqueta'
    | 'etiquetas'
    | 'variacoes'
    | 'kits';
}

/**
 * Alíquota de ICMS por UF (entidade `aliquota`, OData `Aliquota`, REST `/v1/aliquota/`)
 * Alíquota do ICMS da operação entre a UF de origem e a de destino (interna quando iguais; interestadual da Res. SF 22/89 e 13/2012 nas demais), alíquota interna e FCP da UF de destino (DIFAL, EC 87/2015 e LC 190/2022) e a fórmula do DIFAL da UF de destino. Sem linha para o par de UFs, o cálculo usa a tabela embutida (alíquotas modais) e a configuração fiscal da empresa.
 */
export interface Aliquota {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * UF de origem
   * (referência: uf)
   */
  uf_origem: string;
  /**
   * UF de destino
   * (referência: uf)
   */
  uf_destino: string;
  /**
   * Alíquota do ICMS na operação (%) — Interna quando origem = destino; interestadual (4, 7 ou 12) nas demais
   * (NF-e: pICMS; decimal(7,4))
   */
  aliquota_icms: number;
  /**
   * Alíquota interna da UF de destino (%) — Usada no DIFAL; vazio: a alíquota modal embutida
   * (NF-e: pICMSUFDest; decimal(7,4))
   */
  aliquota_interna_destino?: number;
  /**
   * FCP da UF de destino (%)
   * (NF-e: pFCPUFDest; decimal(7,4))
   */
  fcp_destino?: number;
  /**
   * Fórmula do DIFAL nesta UF — Vazio: a da configuração fiscal da empresa
   * base-unica = Base única; base-dupla = Base dupla (LC 190/2022)
   */
  metodo_difal?: 'base-unica' | 'base-dupla';
  /**
   * FCP no divisor do DIFAL (base dupla)
   */
  fcp_no_divisor_difal?: boolean;
  /**
   * Fonte legal — Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
   */
  fonte_legal: string;
  /**
   * Vigência: início
   * (formato: date)
   */
  vigencia_inicio?: string;
  /**
   * Vigência: fim — Vazio: sem data de término
   * (formato: date)
   */
  vigencia_fim?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Assistente de primeiros passos (entidade `assistenteModulos`, OData `AssistenteModulos`, REST `/v1/assistenteModulos/`)
 * Situação do assistente de primeiros passos da empresa criada pelo autocadastro (visão assistente_modulos_situacao sobre assistente_modulos; etapas confirmadas à mão separadas por vírgula). Muda pelas rotas /v1/AssistenteModulos (config/assistente-modulos.ts); somente leitura aqui.
 */
export interface AssistenteModulos {
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Etapas confirmadas
   * (somente leitura)
   */
  etapas_confirmadas?: string;
  /**
   * Dispensado em
   * (formato: date-time; somente leitura)
   */
  dispensado_em?: string;
  /**
   * Concluído em
   * (formato: date-time; somente leitura)
   */
  concluido_em?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Atualização de plano (entidade `atualizacaoPlano`, OData `AtualizacaoPlano`, REST `/v1/atualizacaoPlano/`)
 * Troca de pacote de uma empresa confirmada pela cadeia (POST /v1/AtualizacaoPlano/confirmarPlano/), com o pacote anterior para desfazer (cancelarPlano/{id}). Registro do sistema: somente leitura pela API genérica.
 */
export interface AtualizacaoPlano {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id: number;
  /**
   * Revenda
   * (referência: revenda; somente leitura)
   */
  revenda_id: number;
  /**
   * Pacote anterior
   * (somente leitura)
   */
  tipo_pacote_anterior: number;
  /**
   * Pacote novo
   * (somente leitura)
   */
  tipo_pacote_novo: number;
  /**
   * Situação
   * (somente leitura)
   * confirmado = Confirmado; cancelado = Cancelado
   */
  situacao?: 'confirmado' | 'cancelado';
  /**
   * Usuário
   * (referência: usuario; somente leitura)
   */
  usuario_id: number;
  /**
   * Confirmado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Cancelado em
   * (formato: date-time; somente leitura)
   */
  cancelado_em?: string;
}

/**
 * Registro de auditoria (entidade `auditoria`, OData `Auditoria`, REST `/v1/auditoriaRegistro/`)
 * Trilha de auditoria (somente acréscimo): quem, em qual empresa, quando, de qual IP, em que registro e a diferença antes/depois em JSON (visão auditoria_trilha sobre auditoria). A tela é /v1/auditoria/ (modules/auditoria); aqui, somente leitura para listas, exportação e BI.
 */
export interface Auditoria {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Data e hora
   * (formato: date-time; somente leitura)
   */
  data_hora?: string;
  /**
   * Usuário
   * (referência: usuario; somente leitura)
   */
  usuario_id?: number;
  /**
   * Login
   * (somente leitura)
   */
  usuario_login?: string;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Distribuidor master
   * (somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (somente leitura)
   */
  revenda_id?: number;
  /**
   * IP
   * (somente leitura)
   */
  ip?: string;
  /**
   * Entidade
   * (somente leitura)
   */
  entidade?: string;
  /**
   * Registro
   * (somente leitura)
   */
  registro_id?: string;
  /**
   * Ação
   * (somente leitura)
   */
  acao?: 'incluir' | 'alterar' | 'excluir' | 'transmitir' | 'cancelar' | 'carta_correcao' | 'inutilizar' | 'outra';
  /**
   * Descrição
   * (somente leitura)
   */
  descricao?: string;
  /**
   * Antes (JSON)
   * (somente leitura)
   */
  antes?: string;
  /**
   * Depois (JSON)
   * (somente leitura)
   */
  depois?: string;
}

/**
 * Bloqueio por licença (entidade `bloqueioLicenca`, OData `BloqueioLicenca`, REST `/v1/bloqueioLicenca/`)
 * Fatura de licença em aberto já vencida (visão bloqueio_licenca sobre licenca_recebivel): a empresa fica somente leitura (423) quando o vencimento + dias_bloqueio já passou (`bloqueado`), a partir de `bloqueio_em` (licencas/bloqueio.ts). Calculado, somente leitura.
 */
export interface BloqueioLicenca {
  /**
   * Fatura
   * (somente leitura)
   */
  id?: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda; somente leitura)
   */
  revenda_id?: number;
  /**
   * Competência
   * (formato: date; somente leitura)
   */
  competencia?: string;
  /**
   * Vencimento
   * (formato: date; somente leitura)
   */
  vencimento?: string;
  /**
   * Valor (R$)
   * (decimal(15,2); somente leitura)
   */
  valor?: number;
  /**
   * Dias de tolerância
   * (somente leitura)
   */
  dias_bloqueio?: number;
  /**
   * Bloqueio a partir de
   * (formato: date; somente leitura)
   */
  bloqueio_em?: string;
  /**
   * Bloqueada
   * (somente leitura)
   */
  bloqueado?: boolean;
}

/**
 * Boleto da fatura de licença (entidade `boletoLicencaRecebivel`, OData `BoletoLicencaRecebivel`, REST `/v1/boletoLicencaRecebivel/`)
 * Boleto Itaú (carteira 109) emitido para uma fatura de licença pela rota POST /v1/licencarecebivel/GerarBoleto/{id} e baixado por BaixarBoleto. Registro do sistema: somente leitura pela API genérica.
 */
export interface BoletoLicencaRecebivel {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Fatura
   * (referência: licencaRecebivel; somente leitura)
   */
  licenca_recebivel_id: number;
  /**
   * Agência de cobrança
   * (referência: agenciaBoletoLicenca; somente leitura)
   */
  agencia_boleto_licenca_id: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda; somente leitura)
   */
  revenda_id: number;
  /**
   * Nosso número
   * (somente leitura)
   */
  nosso_numero: string;
  /**
   * Código de barras
   * (somente leitura)
   */
  codigo_barras: string;
  /**
   * Linha digitável
   * (somente leitura)
   */
  linha_digitavel: string;
  /**
   * Vencimento
   * (formato: date; somente leitura)
   */
  vencimento: string;
  /**
   * Valor (R$)
   * (decimal(15,2); somente leitura)
   */
  valor: number;
  /**
   * Baixado em
   * (formato: date-time; somente leitura)
   */
  baixado_em?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Caixa (sessão) (entidade `caixa`, OData `Caixa`, REST `/v1/caixa/`)
 * Sessão de caixa do PDV: abertura com fundo de troco, sangrias e suprimentos, fechamento com valores contados x esperados por espécie (fechamento cego opcional). Aberto e fechado por /v1/pdv/caixa/*.
 */
export interface Caixa {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Operador
   * (referência: usuario)
   */
  usuario_id: number;
  /**
   * Caixa
   */
  descricao?: string;
  /**
   * Situação
   * (somente leitura)
   * aberto = Aberto; fechado = Fechado
   */
  situacao?: 'aberto' | 'fechado';
  /**
   * Abertura
   * (formato: date-time; somente leitura)
   */
  abertura?: string;
  /**
   * Fechamento
   * (formato: date-time; somente leitura)
   */
  fechamento?: string;
  /**
   * Fundo de troco (R$)
   * (decimal(15,2))
   */
  valor_abertura?: number;
  /**
   * Fechamento cego
   */
  fechamento_cego?: boolean;
  /**
   * Esperado em dinheiro (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_esperado?: number;
  /**
   * Contado em dinheiro (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_contado?: number;
  /**
   * Diferença (R$)
   * (decimal(15,2); somente leitura)
   */
  diferenca?: number;
  /**
   * Conferência por espécie (JSON)
   * (somente leitura)
   */
  conferencia?: string;
  /**
   * Observação
   */
  observacao?: string;
  /**
   * Movimentos do caixa — Lista filha de CaixaMovimento, gravada junto com o registro.
   */
  Movimento?: CaixaMovimento[];
}

/**
 * Movimento do caixa (entidade `caixaMovimento`, OData `CaixaMovimento`, REST `/v1/caixaMovimento/`)
 * Lançamento da sessão de caixa: abertura, sangria, suprimento, recebimento de venda, troco e estorno por cancelamento.
 */
export interface CaixaMovimento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Caixa
   * (referência: caixa)
   */
  caixa_id: number;
  /**
   * Tipo
   * abertura = Abertura; sangria = Sangria; suprimento = Suprimento; venda = Venda; troco = Troco; cancelamento = Cancelamento
   */
  tipo: 'abertura' | 'sangria' | 'suprimento' | 'venda' | 'troco' | 'cancelamento';
  /**
   * Espécie
   * (NF-e: tPag)
   */
  t_pag?: string;
  /**
   * Valor (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Venda
   * (referência: vendasCupom)
   */
  venda_cupom_id?: number;
  /**
   * Observação
   */
  observacao?: string;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id?: number;
  /**
   * Data
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Carta de Correção de NF-e (entidade `cartaCorrecaoNFe`, OData `CartaCorrecaoNFe`, REST `/v1/cartaCorrecaoNFe/`)
 * Carta de Correção eletrônica (evento 110110) de uma NF-e autorizada. Transmitida por GET /v1/GerenciadorNFe/TransmitirCCeNFe?id; a sequência (1 a 20 por nota) é alocada na transmissão.
 */
export interface CartaCorrecaoNFe {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Nota (faturamento)
   * (referência: faturamento)
   */
  faturamento_id: number;
  /**
   * Correção
   * (NF-e: xCorrecao)
   */
  correcao: string;
  /**
   * Sequência
   * (NF-e: nSeqEvento; somente leitura)
   */
  sequencia?: number;
  /**
   * Situação
   * (somente leitura)
   * pendente = Pendente; registrada = Registrada; rejeitada = Rejeitada
   */
  situacao?: 'pendente' | 'registrada' | 'rejeitada';
  /**
   * Código de retorno (cStat)
   * (somente leitura)
   */
  cstat?: string;
  /**
   * Motivo
   * (somente leitura)
   */
  xmotivo?: string;
  /**
   * Protocolo
   * (NF-e: nProt; somente leitura)
   */
  protocolo?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Categoria de estoque (entidade `categoriaEstoque`, OData `CategoriaEstoque`, REST `/v1/categoriaEstoque/`)
 * Agrupamento do estoque definido pela empresa (ex.: Curva A, Perecíveis, Consignado), independente do grupo comercial do produto; a posição de estoque filtra e totaliza por ela.
 */
export interface CategoriaEstoque {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Categoria do pedido (entidade `categoriaPedido`, OData `CategoriaPedido`, REST `/v1/categoriaPedido/`)
 * Agrupamento livre dos pedidos (ex.: Atacado, Varejo, Representante).
 */
export interface CategoriaPedido {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * CEST (entidade `cest`, OData `Cest`, REST `/v1/cest/`)
 * Código Especificador da Substituição Tributária (Convênio ICMS 142/2018), com os NCM abrangidos. Tabela de referência global, somente leitura.
 */
export interface Cest {
  /**
   * CEST
   * (NF-e: CEST)
   */
  codigo: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Segmento
   */
  segmento?: string;
  /**
   * NCM abrangidos — Códigos NCM ou prefixos, separados por vírgula
   */
  ncms?: string;
  /**
   * Início da vigência
   * (formato: date)
   */
  data_inicio?: string;
  /**
   * Fim da vigência
   * (formato: date)
   */
  data_fim?: string;
}

/**
 * CFOP (entidade `cfop`, OData `Cfop`, REST `/v1/cfop/`)
 * Código Fiscal de Operações e Prestações (Convênio s/nº de 1970, Anexo II). Tabela de referência global, somente leitura.
 */
export interface Cfop {
  /**
   * CFOP
   * (NF-e: CFOP)
   */
  codigo: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Tipo — Calculado pelo 1º dígito (1-3 entrada, 5-7 saída)
   * (somente leitura)
   * E = Entrada; S = Saída
   */
  tipo?: 'E' | 'S';
  /**
   * Início da vigência
   * (formato: date)
   */
  data_inicio?: string;
  /**
   * Fim da vigência
   * (formato: date)
   */
  data_fim?: string;
}

/**
 * Município (entidade `cidade`, OData `Cidade`, REST `/v1/cidade/`)
 * Municípios do IBGE (código de 7 dígitos, cMun do leiaute NF-e). Tabela de referência global, somente leitura.
 */
export interface Cidade {
  /**
   * Código IBGE
   * (NF-e: cMun)
   */
  id: number;
  /**
   * Município
   * (NF-e: xMun)
   */
  nome: string;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf: string;
  /**
   * Código da UF (IBGE)
   * (NF-e: cUF)
   */
  codigo_uf: number;
  /**
   * Capital
   */
  capital?: boolean;
  /**
   * Latitude
   * (decimal(9,6))
   */
  latitude?: number;
  /**
   * Longitude
   * (decimal(9,6))
   */
  longitude?: number;
}

/**
 * Cliente (entidade `cliente`, OData `Cliente`, REST `/v1/cliente/`)
 * Cliente do emitente (destinatário da NF-e, grupo E do leiaute 4.00).
 */
export interface Cliente {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Tipo de pessoa
   * F = Física; J = Jurídica; E = Estrangeiro
   */
  tipo_pessoa: 'F' | 'J' | 'E';
  /**
   * CPF/CNPJ
   * (NF-e: CNPJ|CPF; formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * Documento estrangeiro
   * (NF-e: idEstrangeiro)
   */
  id_estrangeiro?: string;
  /**
   * Nome / Razão social
   * (NF-e: xNome)
   */
  nome: string;
  /**
   * Nome fantasia
   */
  fantasia?: string;
  /**
   * Indicador de IE
   * (NF-e: indIEDest)
   * 1 = Contribuinte ICMS; 2 = Contribuinte isento; 9 = Não contribuinte
   */
  ind_ie_dest: 1 | 2 | 9;
  /**
   * Inscrição estadual
   * (NF-e: IE; formato: ie)
   */
  ie?: string;
  /**
   * Inscrição municipal
   * (NF-e: IM)
   */
  im?: string;
  /**
   * Inscrição SUFRAMA
   * (NF-e: ISUF)
   */
  suframa?: string;
  /**
   * E-mail
   * (NF-e: email; formato: email)
   */
  email?: string;
  /**
   * Telefone
   * (NF-e: fone)
   */
  telefone?: string;
  /**
   * CEP
   * (NF-e: CEP; formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   * (NF-e: xLgr)
   */
  logradouro?: string;
  /**
   * Número
   * (NF-e: nro)
   */
  numero?: string;
  /**
   * Complemento
   * (NF-e: xCpl)
   */
  complemento?: string;
  /**
   * Bairro
   * (NF-e: xBairro)
   */
  bairro?: string;
  /**
   * Município
   * (NF-e: cMun; referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf?: string;
  /**
   * País
   * (NF-e: cPais; referência: pais)
   */
  pais_id?: number;
  /**
   * Consumidor final
   * (NF-e: indFinal)
   */
  consumidor_final?: boolean;
  /**
   * Limite de crédito (R$)
   * (decimal(15,2))
   */
  limite_credito?: number;
  /**
   * Data de nascimento
   * (formato: date)
   */
  data_nascimento?: string;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * E-mails do cliente — Lista filha de ClienteEmail, gravada junto com o registro.
   */
  Email?: ClienteEmail[];
  /**
   * Endereços do cliente — Lista filha de ClienteEndereco, gravada junto com o registro.
   */
  Endereco?: ClienteEndereco[];
  /**
   * Telefones do cliente — Lista filha de ClienteTelefone, gravada junto com o registro.
   */
  Telefone?: ClienteTelefone[];
}

/**
 * E-mail do cliente (entidade `clienteEmail`, OData `ClienteEmail`, REST `/v1/clienteEmail/`)
 */
export interface ClienteEmail {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id: number;
  /**
   * E-mail
   * (formato: email)
   */
  email: string;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * Recebe XML/DANFE
   */
  envia_nfe?: boolean;
}

/**
 * Endereço do cliente (entidade `clienteEndereco`, OData `ClienteEndereco`, REST `/v1/clienteEndereco/`)
 * Endereços adicionais do cliente: entrega (grupo G "entrega" da NF-e) e cobrança.
 */
export interface ClienteEndereco {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id: number;
  /**
   * Tipo de endereço
   * E = Entrega; C = Cobrança
   */
  tipo: 'E' | 'C';
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * CPF/CNPJ do recebedor — Só quando o recebedor for outro que não o cliente
   * (NF-e: CNPJ|CPF; formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * Nome do recebedor
   * (NF-e: xNome)
   */
  nome?: string;
  /**
   * IE do recebedor
   * (NF-e: IE; formato: ie)
   */
  ie?: string;
  /**
   * CEP
   * (NF-e: CEP; formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   * (NF-e: xLgr)
   */
  logradouro: string;
  /**
   * Número
   * (NF-e: nro)
   */
  numero: string;
  /**
   * Complemento
   * (NF-e: xCpl)
   */
  complemento?: string;
  /**
   * Bairro
   * (NF-e: xBairro)
   */
  bairro: string;
  /**
   * Município
   * (NF-e: cMun; referência: cidade)
   */
  cidade_id: number;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf: string;
  /**
   * País
   * (NF-e: cPais; referência: pais)
   */
  pais_id?: number;
  /**
   * Telefone
   * (NF-e: fone)
   */
  telefone?: string;
  /**
   * E-mail
   * (NF-e: email; formato: email)
   */
  email?: string;
}

/**
 * Telefone do cliente (entidade `clienteTelefone`, OData `ClienteTelefone`, REST `/v1/clienteTelefone/`)
 */
export interface ClienteTelefone {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id: number;
  /**
   * Número
   * (NF-e: fone)
   */
  numero: string;
  /**
   * Tipo
   * C = Celular; F = Fixo
   */
  tipo?: 'C' | 'F';
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * WhatsApp
   */
  whatsapp?: boolean;
}

/**
 * Compra (entidade `compra`, OData `Compra`, REST `/v1/compra/`)
 * Compra de mercadorias de um fornecedor: digitada à mão ou importada da NF-e do fornecedor (XML, ZIP ou DF-e). Ao finalizar, os itens entram no estoque pelo custo (produto − desconto + frete + seguro + outras + IPI + ST, rateados) e as duplicatas viram contas a pagar. Totais, situação e chave são do servidor.
 */
export interface Compra {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Fornecedor
   * (referência: fornecedor)
   */
  fornecedor_id: number;
  /**
   * Origem
   * (somente leitura)
   * manual = Digitada; xml = XML importado; dfe = Manifesto DF-e
   */
  origem?: 'manual' | 'xml' | 'dfe';
  /**
   * Modelo
   * (NF-e: mod)
   * 55 = NF-e; 65 = NFC-e; 01 = Nota fiscal modelo 1; 1A = Nota fiscal 1A; 04 = Nota de produtor
   */
  modelo?: '55' | '65' | '01' | '1A' | '04';
  /**
   * Número da nota
   * (NF-e: nNF)
   */
  numero?: string;
  /**
   * Série
   * (NF-e: serie)
   */
  serie?: string;
  /**
   * Chave de acesso
   * (NF-e: chNFe; somente leitura)
   */
  chave?: string;
  /**
   * Natureza da operação
   * (NF-e: natOp)
   */
  natureza_operacao?: string;
  /**
   * Emissão da nota
   * (NF-e: dhEmi; formato: date-time)
   */
  data_emissao?: string;
  /**
   * Data de entrada
   * (formato: date)
   */
  data_entrada?: string;
  /**
   * Local de estoque — Vazio: o local padrão
   * (referência: tipoEstoque)
   */
  tipo_estoque_id?: number;
  /**
   * Produtos (R$)
   * (NF-e: vProd; decimal(15,2); somente leitura)
   */
  valor_produtos?: number;
  /**
   * Desconto (R$)
   * (NF-e: vDesc; decimal(15,2); somente leitura)
   */
  valor_desconto?: number;
  /**
   * Frete (R$)
   * (NF-e: vFrete; decimal(15,2); somente leitura)
   */
  valor_frete?: number;
  /**
   * Seguro (R$)
   * (NF-e: vSeg; decimal(15,2); somente leitura)
   */
  valor_seguro?: number;
  /**
   * Outras despesas (R$)
   * (NF-e: vOutro; decimal(15,2); somente leitura)
   */
  valor_outros?: number;
  /**
   * IPI (R$)
   * (NF-e: vIPI; decimal(15,2); somente leitura)
   */
  valor_ipi?: number;
  /**
   * ICMS-ST (R$)
   * (NF-e: vST; decimal(15,2); somente leitura)
   */
  valor_icms_st?: number;
  /**
   * Total (R$)
   * (NF-e: vNF; decimal(15,2); somente leitura)
   */
  valor_total?: number;
  /**
   * Situação
   * (somente leitura)
   * aberta = Em digitação; pendente = Itens a vincular; finalizada = Finalizada; cancelada = Cancelada
   */
  situacao?: 'aberta' | 'pendente' | 'finalizada' | 'cancelada';
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Itens da compra — Lista filha de CompraItem, gravada junto com o registro.
   */
  Item?: CompraItem[];
}

/**
 * Item da compra (entidade `compraItem`, OData `CompraItem`, REST `/v1/compraItem/`)
 * Item da compra: o que o fornecedor faturou (código, unidade, quantidade e valores da nota) e o nosso produto com o fator de conversão (caixa com 12 do fornecedor = 12 unidades nossas). Custo unitário = (produto − desconto + frete + seguro + outras + IPI + ST) ÷ quantidade na nossa unidade. Gravado só junto com a compra (SPEC §7: só lista).
 */
export interface CompraItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Compra
   * (referência: compra)
   */
  compra_id: number;
  /**
   * Item
   * (NF-e: nItem)
   */
  numero_item?: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id?: number;
  /**
   * Código no fornecedor
   * (NF-e: cProd)
   */
  codigo_fornecedor?: string;
  /**
   * GTIN/EAN
   * (NF-e: cEAN)
   */
  gtin?: string;
  /**
   * Descrição
   * (NF-e: xProd)
   */
  descricao: string;
  /**
   * NCM
   * (NF-e: NCM)
   */
  ncm?: string;
  /**
   * CFOP
   * (NF-e: CFOP)
   */
  cfop?: string;
  /**
   * Unidade do fornecedor
   * (NF-e: uCom)
   */
  unidade_fornecedor?: string;
  /**
   * Quantidade na nota
   * (NF-e: qCom; decimal(15,4))
   */
  quantidade_fornecedor: number;
  /**
   * Valor unitário na nota (R$)
   * (NF-e: vUnCom; decimal(21,10))
   */
  valor_unitario_fornecedor?: number;
  /**
   * Fator de conversão — Quantas unidades nossas há em uma unidade do fornecedor
   * (decimal(15,4))
   */
  fator_conversao?: number;
  /**
   * Quantidade (nossa unidade)
   * (decimal(15,4); somente leitura)
   */
  quantidade?: number;
  /**
   * Valor do produto (R$)
   * (NF-e: vProd; decimal(15,2))
   */
  valor_produto?: number;
  /**
   * Desconto (R$)
   * (NF-e: vDesc; decimal(15,2))
   */
  valor_desconto?: number;
  /**
   * Frete (R$)
   * (NF-e: vFrete; decimal(15,2))
   */
  valor_frete?: number;
  /**
   * Seguro (R$)
   * (NF-e: vSeg; decimal(15,2))
   */
  valor_seguro?: number;
  /**
   * Outras despesas (R$)
   * (NF-e: vOutro; decimal(15,2))
   */
  valor_outros?: number;
  /**
   * IPI (R$)
   * (NF-e: vIPI; decimal(15,2))
   */
  valor_ipi?: number;
  /**
   * ICMS-ST (R$)
   * (NF-e: vICMSST; decimal(15,2))
   */
  valor_icms_st?: number;
  /**
   * Base do ICMS (R$) — Crédito tomado: estornado proporcionalmente na devolução ao fornecedor
   * (NF-e: vBC; decimal(15,2))
   */
  base_icms?: number;
  /**
   * Alíquota do ICMS (%)
   * (NF-e: pICMS; decimal(7,4))
   */
  aliquota_icms?: number;
  /**
   * ICMS (R$)
   * (NF-e: vICMS; decimal(15,2))
   */
  valor_icms?: number;
  /**
   * Base do ICMS-ST (R$)
   * (NF-e: vBCST; decimal(15,2))
   */
  base_icms_st?: number;
  /**
   * Alíquota do ICMS-ST (%)
   * (NF-e: pICMSST; decimal(7,4))
   */
  aliquota_icms_st?: number;
  /**
   * PIS (R$)
   * (NF-e: vPIS; decimal(15,2))
   */
  valor_pis?: number;
  /**
   * COFINS (R$)
   * (NF-e: vCOFINS; decimal(15,2))
   */
  valor_cofins?: number;
  /**
   * Total do item (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_total?: number;
  /**
   * Custo unitário (R$)
   * (decimal(15,4); somente leitura)
   */
  custo_unitario?: number;
}

/**
 * Documento recebido (DF-e) (entidade `compraDFeManifesto`, OData `CompraDFeManifesto`, REST `/v1/compraDFeManifesto/`)
 * Documento fiscal emitido contra a empresa, recebido pela distribuição DF-e (NFeDistribuicaoDFe, NT 2014.002): resumo (resNFe), nota completa (procNFe), resumo de evento (resEvento) ou CT-e em que a empresa é tomadora, com a manifestação do destinatário (eventos 210200, 210210, 210220, 210240). Gravado pela consulta; manifestação por /v1/compraDFeManifesto/ManifestarDocumento.
 */
export interface CompraDFeManifesto {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Ambiente
   * (NF-e: tpAmb)
   * 1 = Produção; 2 = Homologação
   */
  ambiente?: 1 | 2;
  /**
   * NSU
   * (NF-e: NSU; decimal(15,0))
   */
  nsu: number;
  /**
   * Schema
   * (NF-e: schema)
   */
  schema_documento: string;
  /**
   * Tipo
   * resNFe = Resumo da NF-e; procNFe = NF-e completa; resEvento = Resumo de evento; procEvento = Evento; procCTe = CT-e
   */
  tipo: 'resNFe' | 'procNFe' | 'resEvento' | 'procEvento' | 'procCTe';
  /**
   * Chave de acesso
   * (NF-e: chNFe)
   */
  chave: string;
  /**
   * CNPJ/CPF do emitente
   * (NF-e: CNPJ|CPF)
   */
  cpf_cnpj?: string;
  /**
   * Emitente
   * (NF-e: xNome)
   */
  nome?: string;
  /**
   * IE do emitente
   * (NF-e: IE)
   */
  ie?: string;
  /**
   * Emissão
   * (NF-e: dhEmi; formato: date-time)
   */
  data_emissao?: string;
  /**
   * Valor (R$)
   * (NF-e: vNF; decimal(15,2))
   */
  valor?: number;
  /**
   * Tipo da nota
   * (NF-e: tpNF)
   * 0 = Entrada; 1 = Saída
   */
  tipo_nf?: 0 | 1;
  /**
   * Situação da nota
   * (NF-e: cSitNFe)
   * 1 = Autorizada; 2 = Denegada; 3 = Cancelada
   */
  situacao_nfe?: 1 | 2 | 3;
  /**
   * Evento
   * (NF-e: tpEvento)
   */
  tipo_evento?: string;
  /**
   * Descrição do evento
   * (NF-e: xEvento)
   */
  descricao_evento?: string;
  /**
   * Manifestação
   * (somente leitura)
   * sem = Sem manifestação; ciencia = Ciência da operação; confirmada = Operação confirmada; desconhecida = Operação desconhecida; nao_realizada = Operação não realizada
   */
  manifestacao?: 'sem' | 'ciencia' | 'confirmada' | 'desconhecida' | 'nao_realizada';
  /**
   * Manifestada em
   * (formato: date-time; somente leitura)
   */
  data_manifestacao?: string;
  /**
   * Protocolo da manifestação
   * (NF-e: nProt; somente leitura)
   */
  protocolo_manifestacao?: string;
  /**
   * Justificativa
   * (NF-e: xJust)
   */
  justificativa?: string;
  /**
   * XML completo
   * (somente leitura)
   */
  xml_completo?: boolean;
  /**
   * Compra
   * (referência: compra; somente leitura)
   */
  compra_id?: number;
  /**
   * Recebido em
   * (formato: date-time; somente leitura)
   */
  recebido_em?: string;
}

/**
 * Controle da consulta DF-e (entidade `compraDFeManifestoUltimaConsulta`, OData `CompraDFeManifestoUltimaConsulta`, REST `/v1/compraDFeManifestoUltimaConsulta/`)
 * Onde a consulta à distribuição DF-e parou, por emitente, ambiente e serviço (NF-e ou CT-e): último NSU recebido (nunca volta), maior NSU do Ambiente Nacional, último cStat, quando pode consultar de novo (1 hora depois do cStat 137, NT 2014.002 §3.11.4) e o disjuntor aberto depois do cStat 656 (consumo indevido).
 */
export interface CompraDFeManifestoUltimaConsulta {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Ambiente
   * (NF-e: tpAmb)
   * 1 = Produção; 2 = Homologação
   */
  ambiente: 1 | 2;
  /**
   * Serviço
   * nfe = NF-e; cte = CT-e
   */
  servico: 'nfe' | 'cte';
  /**
   * Último NSU
   * (NF-e: ultNSU; decimal(15,0))
   */
  ult_nsu?: number;
  /**
   * Maior NSU
   * (NF-e: maxNSU; decimal(15,0))
   */
  max_nsu?: number;
  /**
   * Última consulta
   * (formato: date-time)
   */
  ultima_consulta?: string;
  /**
   * Último cStat
   * (NF-e: cStat)
   */
  ultimo_cstat?: string;
  /**
   * Último motivo
   * (NF-e: xMotivo)
   */
  ultimo_motivo?: string;
  /**
   * Próxima consulta a partir de
   * (formato: date-time)
   */
  proxima_consulta?: string;
  /**
   * Falhas seguidas
   */
  falhas_consecutivas?: number;
  /**
   * Consultas suspensas até
   * (formato: date-time)
   */
  circuito_aberto_ate?: string;
}

/**
 * Vínculo de item do fornecedor (entidade `compraItemRelacionamentoFornecedor`, OData `CompraItemRelacionamentoFornecedor`, REST `/v1/compraItemRelacionamentoFornecedor/`)
 * O que a importação de XML aprendeu: o código do item no fornecedor (cProd) corresponde a este produto nosso, com este fator de conversão. Criado pela importação; a API só lista e exclui (SPEC §7).
 */
export interface CompraItemRelacionamentoFornecedor {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Fornecedor
   * (referência: fornecedor)
   */
  fornecedor_id: number;
  /**
   * Código no fornecedor
   * (NF-e: cProd)
   */
  codigo_fornecedor: string;
  /**
   * Descrição no fornecedor
   * (NF-e: xProd)
   */
  descricao_fornecedor?: string;
  /**
   * Unidade do fornecedor
   * (NF-e: uCom)
   */
  unidade_fornecedor?: string;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Fator de conversão
   * (decimal(15,4))
   */
  fator_conversao?: number;
  /**
   * Aprendido em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Condição de pagamento (entidade `condicao`, OData `Condicao`, REST `/v1/condicao/`)
 * Condição de pagamento: número de parcelas e vencimentos, entrada, acréscimo ou desconto.
 */
export interface Condicao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Parcelas
   */
  parcelas?: number;
  /**
   * Dias até a 1ª parcela
   */
  dias_primeira?: number;
  /**
   * Intervalo entre parcelas (dias)
   */
  intervalo_dias?: number;
  /**
   * Com entrada — A 1ª parcela é paga no ato
   */
  entrada?: boolean;
  /**
   * Acréscimo (%)
   * (decimal(5,2))
   */
  percentual_acrescimo?: number;
  /**
   * Desconto (%)
   * (decimal(5,2))
   */
  percentual_desconto?: number;
  /**
   * Espécie padrão
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Configuração da empresa (entidade `configuracao`, OData `Configuracao`, REST `/v1/configuracao/`)
 * Preferências gerais da empresa (uma linha por emitente).
 */
export interface Configuracao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Casas decimais da quantidade
   */
  casas_decimais_quantidade?: number;
  /**
   * Casas decimais do valor unitário
   */
  casas_decimais_valor?: number;
  /**
   * Estoque negativo — Saída maior que o saldo: permitir, permitir com aviso ou bloquear
   * permitir = Permitir; avisar = Permitir com aviso; bloquear = Bloquear
   */
  politica_estoque_negativo?: 'permitir' | 'avisar' | 'bloquear';
  /**
   * Baixar estoque ao faturar
   */
  baixa_estoque_faturamento?: boolean;
  /**
   * Desmembrar kits em itens na NF-e — Troca a linha do kit pelos componentes no faturamento, com o valor do kit rateado pelo preço de venda de cada um
   */
  kit_desmembrar_nfe?: boolean;
  /**
   * Série padrão da NF-e
   * (NF-e: serie)
   */
  serie_nfe?: number;
  /**
   * Série das NF-e de entrada — Série própria das notas de entrada emitidas pela empresa (tpNF 0: devolução de cliente, compra de pessoa física/produtor)
   * (NF-e: serie)
   */
  serie_nfe_entrada?: number;
  /**
   * Série padrão da NFC-e
   * (NF-e: serie)
   */
  serie_nfce?: number;
  /**
   * Informações complementares padrão da NF-e
   * (NF-e: infCpl)
   */
  mensagem_padrao_nfe?: string;
  /**
   * Informações complementares padrão da NFC-e
   * (NF-e: infCpl)
   */
  mensagem_padrao_nfce?: string;
  /**
   * E-mail para cópia das notas
   * (formato: email)
   */
  email_copia?: string;
  /**
   * Enviar XML/DANFE ao cliente na autorização
   */
  envia_email_automatico?: boolean;
  /**
   * Assunto do e-mail da NFC-e
   */
  email_assunto_nfce?: string;
  /**
   * Texto do e-mail da NFC-e
   */
  email_texto_nfce?: string;
  /**
   * Assunto do e-mail da NF-e
   */
  email_assunto_nfe?: string;
  /**
   * Texto do e-mail da NF-e
   */
  email_texto_nfe?: string;
  /**
   * Condição de pagamento padrão
   * (referência: condicao)
   */
  condicao_id?: number;
  /**
   * Espécie de pagamento padrão
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Configuração white label (entidade `configuracaoWhiteLabel`, OData `ConfiguracaoWhiteLabel`, REST `/v1/configuracaoWhiteLabel/`)
 * Marca própria de um membro da cadeia (ou do administrador, sem cadeia), carregada pelo segmento de url do tenant (SPEC §2).
 */
export interface ConfiguracaoWhiteLabel {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Identificador — Alternativa de 36 caracteres ao segmento de url
   * (formato: uuid; somente leitura)
   */
  guid?: string;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda)
   */
  revenda_id?: number;
  /**
   * URL curta — Segmento de url do tenant: /{url}/sign-in (único, sem distinção de maiúsculas)
   */
  url: string;
  /**
   * Nome da empresa
   */
  nome_empresa: string;
  /**
   * Site
   */
  site?: string;
  /**
   * Logo — URL ou data URI da imagem
   */
  logo?: string;
  /**
   * Logo (fundo escuro) — URL ou data URI da imagem
   */
  logo_white?: string;
  /**
   * Logo (fundo claro) — URL ou data URI da imagem
   */
  logo_black?: string;
  /**
   * Fundo da tela de login — URL ou data URI da imagem
   */
  login_fundo?: string;
  /**
   * Ícone (favicon) — URL ou data URI da imagem
   */
  icone?: string;
  /**
   * Título da tela de login
   */
  login_titulo?: string;
  /**
   * Descrição da tela de login
   */
  login_descricao?: string;
  /**
   * Cor primária
   */
  cor_primaria?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Conta (entidade `conta`, OData `Conta`, REST `/v1/conta/`)
 * Conta do plano de contas (receitas e despesas), hierárquica pelo código (1.01.001).
 */
export interface Conta {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Código da conta
   */
  codigo: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Tipo
   * R = Receita; D = Despesa
   */
  tipo: 'R' | 'D';
  /**
   * Conta superior
   * (referência: conta)
   */
  conta_pai_id?: number;
  /**
   * Analítica — Recebe lançamentos; as sintéticas só agrupam
   */
  analitica?: boolean;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Conta bancária / caixa (entidade `contaBancaria`, OData `ContaBancaria`, REST `/v1/contaBancaria/`)
 * Conta bancária, caixa ou carteira onde o dinheiro entra e sai; o saldo é o inicial (na data do saldo inicial) mais as baixas de contas a receber menos as de contas a pagar.
 */
export interface ContaBancaria {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Tipo
   * caixa = Caixa; corrente = Conta corrente; poupanca = Poupança; aplicacao = Aplicação; carteira = Carteira digital
   */
  tipo?: 'caixa' | 'corrente' | 'poupanca' | 'aplicacao' | 'carteira';
  /**
   * Banco (código COMPE)
   */
  banco?: string;
  /**
   * Agência
   */
  agencia?: string;
  /**
   * Número da conta
   */
  numero?: string;
  /**
   * Chave PIX — CPF/CNPJ, e-mail, telefone (+55...) ou chave aleatória; usada no BR Code das contas a receber
   */
  chave_pix?: string;
  /**
   * Saldo inicial (R$)
   * (decimal(15,2))
   */
  saldo_inicial?: number;
  /**
   * Data do saldo inicial
   * (formato: date)
   */
  data_saldo_inicial?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Centro de custo (entidade `custo`, OData `Custo`, REST `/v1/custo/`)
 */
export interface Custo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Código do centro de custo
   */
  codigo?: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Centro de custo superior
   * (referência: custo)
   */
  custo_pai_id?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Distribuidor (entidade `distribuidor`, OData `Distribuidor`, REST `/v1/distribuidor/`)
 * Distribuidor da cadeia de revenda, subordinado a um distribuidor master.
 */
export interface Distribuidor {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster)
   */
  distribuidor_master_id: number;
  /**
   * Razão social
   */
  nome: string;
  /**
   * Nome fantasia
   */
  fantasia?: string;
  /**
   * CNPJ/CPF
   * (formato: cpf-cnpj)
   */
  cnpj: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
  /**
   * Comissão (%)
   * (decimal(5,2))
   */
  percentual_comissao?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Distribuidor master (entidade `distribuidorMaster`, OData `DistribuidorMaster`, REST `/v1/distribuidorMaster/`)
 * Topo da cadeia de revenda abaixo do administrador.
 */
export interface DistribuidorMaster {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Razão social
   */
  nome: string;
  /**
   * Nome fantasia
   */
  fantasia?: string;
  /**
   * CNPJ/CPF
   * (formato: cpf-cnpj)
   */
  cnpj: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
  /**
   * Comissão (%)
   * (decimal(5,2))
   */
  percentual_comissao?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Empresa (entidade `emitente`, OData `Emitente`, REST `/v1/emitente/`)
 * Empresa emitente (grupo C do leiaute NF-e 4.00): o cliente final da cadeia de revenda e dono dos dados de cadastro, movimentação e finanças.
 */
export interface Emitente {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda)
   */
  revenda_id: number;
  /**
   * Razão social
   * (NF-e: xNome)
   */
  nome: string;
  /**
   * Nome fantasia
   * (NF-e: xFant)
   */
  fantasia?: string;
  /**
   * CNPJ/CPF
   * (NF-e: CNPJ|CPF; formato: cpf-cnpj)
   */
  cnpj: string;
  /**
   * Inscrição estadual
   * (NF-e: IE; formato: ie)
   */
  ie: string;
  /**
   * IE do substituto tributário
   * (NF-e: IEST)
   */
  iest?: string;
  /**
   * Inscrição municipal
   * (NF-e: IM)
   */
  im?: string;
  /**
   * CNAE fiscal
   * (NF-e: CNAE)
   */
  cnae?: string;
  /**
   * Regime tributário (CRT)
   * (NF-e: CRT)
   * 1 = Simples Nacional; 2 = Simples Nacional - excesso de sublimite; 3 = Regime normal; 4 = Simples Nacional - MEI
   */
  crt: 1 | 2 | 3 | 4;
  /**
   * Tipo de pacote
   * 1 = Básico (emissor); 2 = Gestão; 3 = Completo
   */
  tipo_pacote: 1 | 2 | 3;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   * (NF-e: fone)
   */
  telefone?: string;
  /**
   * CEP
   * (NF-e: CEP; formato: cep)
   */
  cep: string;
  /**
   * Logradouro
   * (NF-e: xLgr)
   */
  logradouro: string;
  /**
   * Número
   * (NF-e: nro)
   */
  numero: string;
  /**
   * Complemento
   * (NF-e: xCpl)
   */
  complemento?: string;
  /**
   * Bairro
   * (NF-e: xBairro)
   */
  bairro: string;
  /**
   * Município
   * (NF-e: cMun; referência: cidade)
   */
  cidade_id: number;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf: string;
  /**
   * Ambiente NF-e
   * (NF-e: tpAmb)
   * 1 = Produção; 2 = Homologação
   */
  ambiente?: 1 | 2;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Configuração fiscal da empresa (entidade `emitenteFiscal`, OData `EmitenteFiscal`, REST `/v1/emitenteFiscal/`)
 * Dados fiscais do emitente para a NF-e/NFC-e (uma linha por empresa): ambiente, certificado digital A1 (guardado cifrado; só os metadados são expostos), responsável técnico (grupo ZD infRespTec), natureza da operação e informações complementares padrão. O certificado é enviado por POST /v1/emitenteFiscal/Certificado.
 */
export interface EmitenteFiscal {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Ambiente NF-e
   * (NF-e: tpAmb)
   * 1 = Produção; 2 = Homologação
   */
  ambiente?: 1 | 2;
  /**
   * Natureza da operação padrão
   * (NF-e: natOp)
   */
  natureza_operacao?: string;
  /**
   * Informações complementares padrão
   * (NF-e: infCpl)
   */
  informacoes_complementares?: string;
  /**
   * CNPJ do responsável técnico
   * (NF-e: CNPJ; formato: cnpj)
   */
  resp_tec_cnpj?: string;
  /**
   * Contato do responsável técnico
   * (NF-e: xContato)
   */
  resp_tec_contato?: string;
  /**
   * E-mail do responsável técnico
   * (NF-e: email; formato: email)
   */
  resp_tec_email?: string;
  /**
   * Telefone do responsável técnico
   * (NF-e: fone)
   */
  resp_tec_fone?: string;
  /**
   * Identificador do CSRT
   * (NF-e: idCSRT)
   */
  resp_tec_id_csrt?: number;
  /**
   * CSRT (código de segurança do responsável técnico) — Nunca devolvido; usado para o hashCSRT
   * (somente escrita (nunca devolvido pela API))
   */
  resp_tec_csrt?: string;
  /**
   * PIS/COFINS: ICMS na base — Desmarcado (padrão): exclui o ICMS destacado da base do PIS/COFINS (STF RE 574.706, Tema 69; Lei 14.592/2023). Marcado: mantém o ICMS na base
   */
  pis_cofins_base_com_icms?: boolean;
  /**
   * IPI na base do ICMS para consumidor final — LC 87/96 art. 13 § 2º: o IPI integra a base do ICMS quando o destinatário é consumidor final
   */
  ipi_base_icms_consumidor_final?: boolean;
  /**
   * Fórmula padrão do DIFAL — Vale para as UFs de destino sem fórmula própria na tabela de alíquotas
   * base-unica = Base única; base-dupla = Base dupla (LC 190/2022)
   */
  metodo_difal?: 'base-unica' | 'base-dupla';
  /**
   * FCP no divisor do DIFAL (base dupla)
   */
  fcp_no_divisor_difal?: boolean;
  /**
   * Titular do certificado
   * (somente leitura)
   */
  certificado_titular?: string;
  /**
   * CNPJ do certificado
   * (somente leitura)
   */
  certificado_cnpj?: string;
  /**
   * Certificado válido até
   * (formato: date-time; somente leitura)
   */
  certificado_validade?: string;
  /**
   * Impressão digital (SHA-1) do certificado
   * (somente leitura)
   */
  certificado_thumbprint?: string;
  /**
   * Autoridade certificadora emissora
   * (somente leitura)
   */
  certificado_emissor?: string;
  /**
   * Certificado enviado em
   * (formato: date-time; somente leitura)
   */
  certificado_enviado_em?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Restrição do perfil (entidade `emitenteRestricao`, OData `EmitenteRestricao`, REST `/v1/emitenteRestricao/`)
 * Regra de permissão concedida a um perfil de usuário da empresa.
 */
export interface EmitenteRestricao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Perfil
   * (referência: emitenteTipoUsuario)
   */
  emitente_tipo_usuario_id: number;
  /**
   * Regra — Permitir.{Entidade}.{Ação} (SPEC §6)
   */
  regra: string;
}

/**
 * Restrição padrão de empresa (entidade `emitenteRestricaoPadrao`, OData `EmitenteRestricaoPadrao`, REST `/v1/emitenteRestricaoPadrao/`)
 * Catálogo das regras de permissão que podem ser concedidas aos perfis de usuário das empresas, com o pacote mínimo exigido.
 */
export interface EmitenteRestricaoPadrao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Regra — Permitir.{Entidade}.{Ação} (SPEC §6)
   */
  regra: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Módulo
   */
  modulo: string;
  /**
   * Pacote mínimo
   * 1 = Básico (emissor); 2 = Gestão; 3 = Completo
   */
  pacote_minimo?: 1 | 2 | 3;
}

/**
 * Software house da empresa (entidade `emitenteSoftwareHouse`, OData `EmitenteSoftwareHouse`, REST `/v1/emitenteSoftwareHouse/`)
 * Software house que a empresa informa como responsável técnico nas suas notas (uma por empresa).
 */
export interface EmitenteSoftwareHouse {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Software house
   * (referência: softwareHouse)
   */
  software_house_id: number;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Perfil de usuário da empresa (entidade `emitenteTipoUsuario`, OData `EmitenteTipoUsuario`, REST `/v1/emitenteTipoUsuario/`)
 * Perfil de acesso dos usuários de uma empresa, com a sua lista de restrições (EmitenteRestricao).
 */
export interface EmitenteTipoUsuario {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Administrador da empresa
   */
  administrador?: boolean;
  /**
   * Desconto máximo no PDV (%) — Limite de desconto (item e venda) dos usuários deste perfil no PDV; vazio = o limite do modelo de venda. Acima dele, só com a liberação de um supervisor.
   * (decimal(5,2))
   */
  desconto_maximo?: number;
  /**
   * Restrições do perfil — Lista filha de EmitenteRestricao, gravada junto com o registro.
   */
  Restricao?: EmitenteRestricao[];
}

/**
 * Espécie de pagamento (entidade `especie`, OData `Especie`, REST `/v1/especie/`)
 * Meio de pagamento, ligado à forma de pagamento tPag do grupo YA (pag/detPag) da NF-e/NFC-e.
 */
export interface Especie {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Forma de pagamento (NF-e)
   * (NF-e: tPag)
   * 10 = Vale alimentação; 11 = Vale refeição; 12 = Vale presente; 13 = Vale combustível; 15 = Boleto bancário; 16 = Depósito bancário; 17 = PIX dinâmico; 18 = Transferência bancária, carteira digital; 19 = Programa de fidelidade, cashback, crédito virtual; 20 = PIX estático; 21 = Crédito em loja; 22 = Pagamento eletrônico não informado (falha de hardware); 90 = Sem pagamento; 99 = Outros; 01 = Dinheiro; 02 = Cheque; 03 = Cartão de crédito; 04 = Cartão de débito; 05 = Cartão da loja (private label), crediário
   */
  t_pag:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '10'
    | '11'
    | '12'
    | '13'
    | '15'
    | '16'
    | '17'
    | '18'
    | '19'
    | '20'
    | '21'
    | '22'
    | '90'
    | '99';
  /**
   * Conta bancária / caixa — Para onde vai o dinheiro recebido nesta espécie (padrão da baixa)
   * (referência: contaBancaria)
   */
  conta_bancaria_id?: number;
  /**
   * Gera conta a receber/pagar
   */
  gera_financeiro?: boolean;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Saldo de estoque (entidade `estoque`, OData `Estoque`, REST `/v1/estoque/`)
 * Saldo do produto por local de estoque, com custo médio ponderado. Derivado do razão (estoqueMovimentacao) e atualizado na mesma transação de cada lançamento; nunca editado à mão (GET /v1/estoque/Conferir o recalcula do razão).
 */
export interface Estoque {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Local
   * (referência: tipoEstoque)
   */
  tipo_estoque_id: number;
  /**
   * Quantidade
   * (decimal(15,4))
   */
  quantidade?: number;
  /**
   * Custo médio (R$)
   * (decimal(15,4))
   */
  custo_medio?: number;
  /**
   * Atualizado em
   * (formato: date-time; somente leitura)
   */
  atualizado_em?: string;
}

/**
 * Imagem do produto (entidade `estoqueImagem`, OData `EstoqueImagem`, REST `/v1/estoqueImagem/`)
 * Imagem de um produto (várias por produto, a primeira é a capa). Enviada por POST /v1/EstoqueImagem/Upload (tipo conferido pelo conteúdo, miniatura gerada pelo servidor); a API genérica lista, altera a legenda, a ordem e a capa.
 */
export interface EstoqueImagem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto
   * (referência: produto; somente leitura)
   */
  produto_id: number;
  /**
   * Arquivo
   * (somente leitura)
   */
  nome: string;
  /**
   * Legenda (texto alternativo)
   */
  legenda?: string;
  /**
   * Largura (px)
   * (somente leitura)
   */
  largura: number;
  /**
   * Altura (px)
   * (somente leitura)
   */
  altura: number;
  /**
   * Tamanho (bytes)
   * (somente leitura)
   */
  tamanho: number;
  /**
   * Ordem
   */
  ordem?: number;
  /**
   * Capa
   */
  capa?: boolean;
  /**
   * Enviada em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Operação de estoque (entidade `estoqueMoviOperacao`, OData `EstoqueMoviOperacao`, REST `/v1/estoqueMoviOperacao/`)
 * Tipo de movimento do razão de estoque (venda, compra, devolução, ajuste, transferência, perda, consumo, estorno, saldo inicial). Tabela de referência global, somente leitura: o código é usado pelos módulos que lançam.
 */
export interface EstoqueMoviOperacao {
  /**
   * Código
   */
  id: number;
  /**
   * Identificador
   */
  codigo: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Sentido
   * E = Entrada; S = Saída; A = Entrada ou saída
   */
  sentido: 'E' | 'S' | 'A';
  /**
   * Entrada recalcula o custo médio
   */
  atualiza_custo?: boolean;
}

/**
 * Movimentação de estoque (entidade `estoqueMovimentacao`, OData `EstoqueMovimentacao`, REST `/v1/estoqueMovimentacao/`)
 * Razão de estoque: cada mudança de quantidade é uma linha imutável (quantidade com sinal: + entrada, − saída), com custo unitário, saldo e custo médio após o lançamento, documento de origem e usuário. Só se inclui por POST /v1/estoqueMovimentacao/Lancar e pelos módulos (faturamento, contagem, transferência); nunca se altera nem se exclui (erro se corrige com estorno).
 */
export interface EstoqueMovimentacao {
  /**
   * Lançamento
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Data
   * (formato: date-time; somente leitura)
   */
  data?: string;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Local
   * (referência: tipoEstoque)
   */
  tipo_estoque_id: number;
  /**
   * Operação
   * (referência: estoqueMoviOperacao)
   */
  operacao_id: number;
  /**
   * Quantidade (+ entrada, − saída)
   * (decimal(15,4))
   */
  quantidade: number;
  /**
   * Custo unitário (R$)
   * (decimal(15,4))
   */
  custo_unitario?: number;
  /**
   * Saldo após
   * (decimal(15,4))
   */
  saldo_apos: number;
  /**
   * Custo médio após (R$)
   * (decimal(15,4))
   */
  custo_medio_apos: number;
  /**
   * Documento
   * faturamento = NF-e (faturamento); contagem = Contagem de inventário; transferencia = Transferência; manual = Lançamento manual
   */
  documento_tipo?: 'faturamento' | 'contagem' | 'transferencia' | 'manual';
  /**
   * Nº do documento
   */
  documento_id?: number;
  /**
   * Estorno do lançamento
   * (referência: estoqueMovimentacao)
   */
  estorno_de?: number;
  /**
   * Observação
   */
  observacao?: string;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id?: number;
}

/**
 * ICMS-ST retido anteriormente (entidade `estoqueSt`, OData `EstoqueSt`, REST `/v1/estoqueSt/`)
 * Valores unitários do ICMS-ST retido na entrada do produto (NF-e do fornecedor substituto), informados na saída com CST 60 ou CSOSN 500 (grupos vBCSTRet, pST, vICMSSubstituto, vICMSSTRet, vBCFCPSTRet, pFCPSTRet e vFCPSTRet; NT 2016.002 e Conv. ICMS 142/2018 cl. 14ª). O faturamento usa a entrada mais recente e multiplica pela quantidade.
 */
export interface EstoqueSt {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Data da entrada
   * (formato: date)
   */
  data_entrada: string;
  /**
   * Chave da NF-e de entrada
   */
  chave_nfe_entrada?: string;
  /**
   * Base do ST retido por unidade (R$)
   * (NF-e: vBCSTRet; decimal(15,4))
   */
  base_st_unitaria: number;
  /**
   * Alíquota suportada pelo consumidor final (%) — ICMS-ST + FCP-ST
   * (NF-e: pST; decimal(7,4))
   */
  aliquota_st: number;
  /**
   * ICMS próprio do substituto por unidade (R$)
   * (NF-e: vICMSSubstituto; decimal(15,4))
   */
  icms_substituto_unitario?: number;
  /**
   * ICMS-ST retido por unidade (R$)
   * (NF-e: vICMSSTRet; decimal(15,4))
   */
  icms_st_unitario: number;
  /**
   * FCP-ST retido (%)
   * (NF-e: pFCPSTRet; decimal(7,4))
   */
  aliquota_fcp_st?: number;
  /**
   * FCP-ST retido por unidade (R$)
   * (NF-e: vFCPSTRet; decimal(15,4))
   */
  fcp_st_unitario?: number;
  /**
   * Fonte legal — Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
   */
  fonte_legal?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Combinação da grade (entidade `estoqueVariacao`, OData `EstoqueVariacao`, REST `/v1/estoqueVariacao/`)
 * Uma combinação da grade do produto (ex.: Azul / M). Liga o produto pai ao produto da combinação, que tem código (SKU), GTIN, preço e saldo próprios e é o que vai na NF-e e se movimenta no estoque. POST /v1/estoqueVariacao/Gerar cria a grade inteira.
 */
export interface EstoqueVariacao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto pai
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Produto da combinação
   * (referência: produto)
   */
  produto_variacao_id: number;
  /**
   * Valor (1ª variação)
   * (referência: variacaoItem)
   */
  variacao_item_id: number;
  /**
   * Valor (2ª variação)
   * (referência: variacaoItem)
   */
  variacao_item2_id?: number;
  /**
   * Ativa
   */
  ativo?: boolean;
}

/**
 * Faturamento (entidade `faturamento`, OData `Faturamento`, REST `/v1/faturamento/`)
 * Nota fiscal eletrônica (NF-e modelo 55) em digitação e o seu histórico: identificação (grupo B), destinatário (cliente), itens com os tributos calculados pelo servidor (grupos I/N/O/Q/S/UB), totais (W), transporte (X), cobrança (Y), pagamento (YA) e informações adicionais (Z). Os tributos e totais são recalculados a cada gravação (POST /v1/faturamento/Calcular só calcula); número, chave e situação são do servidor.
 */
export interface Faturamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id: number;
  /**
   * Vendedor — Quem fez a venda (relatório de vendas por vendedor e comissão); vem do pedido faturado
   * (referência: vendedor)
   */
  vendedor_id?: number;
  /**
   * Operação (predefinição) — Predefinição da operação: natureza, tpNF, finNFe, CFOP dentro/fora do estado, estoque e contas a receber
   * (referência: modelosFaturamento)
   */
  modelo_faturamento_id?: number;
  /**
   * Natureza da operação
   * (NF-e: natOp)
   */
  natureza_operacao: string;
  /**
   * Data de emissão
   * (NF-e: dhEmi; formato: date-time)
   */
  data_emissao?: string;
  /**
   * Data de saída/entrada
   * (NF-e: dhSaiEnt; formato: date-time)
   */
  data_saida?: string;
  /**
   * Tipo de operação
   * (NF-e: tpNF)
   * 0 = Entrada; 1 = Saída
   */
  tipo_operacao?: 0 | 1;
  /**
   * Finalidade
   * (NF-e: finNFe)
   * 1 = Normal; 2 = Complementar; 3 = Ajuste; 4 = Devolução de mercadoria
   */
  finalidade?: 1 | 2 | 3 | 4;
  /**
   * Consumidor final
   * (NF-e: indFinal)
   * 0 = Não; 1 = Sim
   */
  consumidor_final?: 0 | 1;
  /**
   * Presença do comprador
   * (NF-e: indPres)
   * 0 = Não se aplica; 1 = Presencial; 2 = Pela internet; 3 = Teleatendimento; 4 = Entrega em domicílio (NFC-e); 5 = Presencial fora do estabelecimento; 9 = Outros
   */
  presenca?: 0 | 1 | 2 | 3 | 4 | 5 | 9;
  /**
   * Modelo
   * (NF-e: mod)
   * 55 = NF-e
   */
  modelo?: '55';
  /**
   * Série
   * (NF-e: serie)
   */
  serie?: number;
  /**
   * Número — Alocado na transmissão
   * (NF-e: nNF; somente leitura)
   */
  numero?: number;
  /**
   * Chave de acesso
   * (NF-e: chNFe; formato: chave-acesso; somente leitura)
   */
  chave?: string;
  /**
   * Situação
   * (somente leitura)
   * digitacao = Em digitação; transmitindo = Transmitindo; epec = EPEC registrado, aguardando transmissão; autorizada = Autorizada; rejeitada = Rejeitada; cancelada = Cancelada; denegada = Denegada; inutilizada = Inutilizada
   */
  situacao?:
    'digitacao' | 'transmitindo' | 'epec' | 'autorizada' | 'rejeitada' | 'cancelada' | 'denegada' | 'inutilizada';
  /**
   * Transportadora
   * (referência: transportadora)
   */
  transportadora_id?: number;
  /**
   * Modalidade do frete
   * (NF-e: modFrete)
   * 0 = Por conta do remetente (CIF); 1 = Por conta do destinatário (FOB); 2 = Por conta de terceiros; 3 = Transporte próprio do remetente; 4 = Transporte próprio do destinatário; 9 = Sem frete
   */
  modalidade_frete?: 0 | 1 | 2 | 3 | 4 | 9;
  /**
   * Frete (R$) — Rateado entre os itens pelo valor dos produtos
   * (NF-e: vFrete; decimal(15,2))
   */
  valor_frete?: number;
  /**
   * Seguro (R$) — Rateado entre os itens pelo valor dos produtos
   * (NF-e: vSeg; decimal(15,2))
   */
  valor_seguro?: number;
  /**
   * Desconto geral (R$) — Rateado entre os itens pelo valor dos produtos, somado ao desconto de cada item
   * (decimal(15,2))
   */
  valor_desconto?: number;
  /**
   * Outras despesas (R$) — Rateadas entre os itens pelo valor dos produtos
   * (NF-e: vOutro; decimal(15,2))
   */
  valor_outros?: number;
  /**
   * Informações complementares
   * (NF-e: infCpl)
   */
  informacoes_complementares?: string;
  /**
   * Total dos produtos
   * (NF-e: vProd; decimal(15,2); somente leitura)
   */
  total_produtos?: number;
  /**
   * Total dos descontos
   * (NF-e: vDesc; decimal(15,2); somente leitura)
   */
  total_desconto?: number;
  /**
   * Base de cálculo do ICMS
   * (NF-e: vBC; decimal(15,2); somente leitura)
   */
  total_bc_icms?: number;
  /**
   * Total do ICMS
   * (NF-e: vICMS; decimal(15,2); somente leitura)
   */
  total_icms?: number;
  /**
   * Base de cálculo do ICMS-ST
   * (NF-e: vBCST; decimal(15,2); somente leitura)
   */
  total_bc_st?: number;
  /**
   * Total do ICMS-ST
   * (NF-e: vST; decimal(15,2); somente leitura)
   */
  total_st?: number;
  /**
   * Total do Imposto de Importação
   * (NF-e: vII; decimal(15,2); somente leitura)
   */
  total_ii?: number;
  /**
   * Total do IPI
   * (NF-e: vIPI; decimal(15,2); somente leitura)
   */
  total_ipi?: number;
  /**
   * Total do PIS
   * (NF-e: vPIS; decimal(15,2); somente leitura)
   */
  total_pis?: number;
  /**
   * Total da COFINS
   * (NF-e: vCOFINS; decimal(15,2); somente leitura)
   */
  total_cofins?: number;
  /**
   * ICMS DIFAL da UF de destino
   * (NF-e: vICMSUFDest; decimal(15,2); somente leitura)
   */
  total_icms_uf_dest?: number;
  /**
   * FCP da UF de destino
   * (NF-e: vFCPUFDest; decimal(15,2); somente leitura)
   */
  total_fcp_uf_dest?: number;
  /**
   * Total do IBS
   * (NF-e: vIBS; decimal(15,2); somente leitura)
   */
  total_ibs?: number;
  /**
   * Total da CBS
   * (NF-e: vCBS; decimal(15,2); somente leitura)
   */
  total_cbs?: number;
  /**
   * Total da nota
   * (NF-e: vNF; decimal(15,2); somente leitura)
   */
  total_nota?: number;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Itens do faturamento — Lista filha de FaturamentoItem, gravada junto com o registro.
   */
  Item?: FaturamentoItem[];
  /**
   * Pagamentos do faturamento — Lista filha de FaturamentoPagamento, gravada junto com o registro.
   */
  Pagamento?: FaturamentoPagamento[];
  /**
   * Duplicatas do faturamento — Lista filha de FaturamentoDuplicata, gravada junto com o registro.
   */
  Duplicata?: FaturamentoDuplicata[];
  /**
   * Volumes do faturamento — Lista filha de FaturamentoVolume, gravada junto com o registro.
   */
  Volume?: FaturamentoVolume[];
  /**
   * Documentos referenciados — Lista filha de FaturamentoReferencia, gravada junto com o registro.
   */
  NFref?: FaturamentoReferencia[];
}

/**
 * Item do faturamento (entidade `faturamentoItem`, OData `FaturamentoItem`, REST `/v1/faturamentoItem/`)
 * Item da NF-e (grupo H/I). Descrição, NCM, unidade e CFOP vêm do produto quando não informados (o CFOP passa a 6xxx em operação interestadual); os tributos (grupo imposto) são calculados pelo servidor a partir dos dados fiscais do produto. Gravado só junto com o faturamento.
 */
export interface FaturamentoItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Faturamento
   * (referência: faturamento)
   */
  faturamento_id: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Descrição
   * (NF-e: xProd)
   */
  descricao?: string;
  /**
   * NCM
   * (NF-e: NCM)
   */
  ncm?: string;
  /**
   * CFOP
   * (NF-e: CFOP; referência: cfop)
   */
  cfop?: string;
  /**
   * Unidade
   * (NF-e: uCom)
   */
  unidade?: string;
  /**
   * Quantidade
   * (NF-e: qCom; decimal(15,4))
   */
  quantidade: number;
  /**
   * Valor unitário (R$)
   * (NF-e: vUnCom; decimal(15,4))
   */
  valor_unitario: number;
  /**
   * Desconto do item (R$)
   * (decimal(15,2))
   */
  valor_desconto?: number;
  /**
   * Informações adicionais do item
   * (NF-e: infAdProd)
   */
  informacao_adicional?: string;
  /**
   * Valor do produto
   * (NF-e: vProd; decimal(15,2); somente leitura)
   */
  valor_produto?: number;
  /**
   * Desconto geral rateado
   * (decimal(15,2); somente leitura)
   */
  valor_desconto_rateado?: number;
  /**
   * Frete rateado
   * (NF-e: vFrete; decimal(15,2); somente leitura)
   */
  valor_frete?: number;
  /**
   * Seguro rateado
   * (NF-e: vSeg; decimal(15,2); somente leitura)
   */
  valor_seguro?: number;
  /**
   * Outras despesas rateadas
   * (NF-e: vOutro; decimal(15,2); somente leitura)
   */
  valor_outros?: number;
  /**
   * CST/CSOSN do ICMS
   * (NF-e: CST|CSOSN; somente leitura)
   */
  cst?: string;
  /**
   * Base do ICMS
   * (NF-e: vBC; decimal(15,2); somente leitura)
   */
  base_icms?: number;
  /**
   * Alíquota do ICMS (%)
   * (NF-e: pICMS; decimal(7,4); somente leitura)
   */
  aliquota_icms?: number;
  /**
   * Valor do ICMS
   * (NF-e: vICMS; decimal(15,2); somente leitura)
   */
  valor_icms?: number;
  /**
   * Base do ICMS-ST
   * (NF-e: vBCST; decimal(15,2); somente leitura)
   */
  base_icms_st?: number;
  /**
   * Valor do ICMS-ST
   * (NF-e: vICMSST; decimal(15,2); somente leitura)
   */
  valor_icms_st?: number;
  /**
   * Valor do IPI
   * (NF-e: vIPI; decimal(15,2); somente leitura)
   */
  valor_ipi?: number;
  /**
   * Valor do PIS
   * (NF-e: vPIS; decimal(15,2); somente leitura)
   */
  valor_pis?: number;
  /**
   * Valor da COFINS
   * (NF-e: vCOFINS; decimal(15,2); somente leitura)
   */
  valor_cofins?: number;
  /**
   * ICMS DIFAL da UF de destino
   * (NF-e: vICMSUFDest; decimal(15,2); somente leitura)
   */
  valor_icms_uf_dest?: number;
  /**
   * Valor do IBS
   * (NF-e: vIBS; decimal(15,2); somente leitura)
   */
  valor_ibs?: number;
  /**
   * Valor da CBS
   * (NF-e: vCBS; decimal(15,2); somente leitura)
   */
  valor_cbs?: number;
  /**
   * Item devolvido (NF-e emitida) — Item da nota emitida que este item devolve (GerarDevolucao)
   * (somente leitura)
   */
  devolucao_item_id?: number;
  /**
   * Item devolvido (compra) — Item da compra que este item devolve (GerarDevolucao)
   * (somente leitura)
   */
  devolucao_compra_item_id?: number;
  /**
   * Percentual devolvido (%)
   * (NF-e: pDevol; decimal(5,2); somente leitura)
   */
  p_devol?: number;
  /**
   * IPI devolvido (R$)
   * (NF-e: vIPIDevol; decimal(15,2); somente leitura)
   */
  v_ipi_devol?: number;
  /**
   * Complemento de ICMS (R$) — NF-e complementar de ICMS (GerarComplementar)
   * (decimal(15,2); somente leitura)
   */
  complemento_icms?: number;
  /**
   * Base do II (valor aduaneiro, R$) — Importação (CFOP 3xxx): base do Imposto de Importação da DI
   * (NF-e: II/vBC; decimal(15,2))
   */
  base_ii?: number;
  /**
   * Despesas aduaneiras (R$) — Siscomex, PIS/COFINS-Importação, AFRMM e demais despesas do desembaraço; entram na base do ICMS
   * (NF-e: vDespAdu; decimal(15,2))
   */
  despesas_aduaneiras?: number;
  /**
   * Imposto de Importação (R$)
   * (NF-e: vII; decimal(15,2))
   */
  valor_ii?: number;
  /**
   * IOF (R$)
   * (NF-e: vIOF; decimal(15,2))
   */
  valor_iof?: number;
  /**
   * Declarações de importação (JSON) — Lista de DI do item com as tags do leiaute: [{ nDI, dDI, xLocDesemb, UFDesemb, dDesemb, tpViaTransp, vAFRMM (via marítima), tpIntermedio, CNPJ/CPF e UFTerceiro (por conta e ordem ou encomenda), cExportador, adi: [{ nAdicao, nSeqAdic, cFabricante, vDescDI, nDraw }] }]; obrigatória com CFOP 3xxx
   * (NF-e: DI)
   */
  di?: string;
  /**
   * Regra tributária usada — Regra por UF/operação, perfil ou padrão do produto, e as tabelas de alíquota/ST consultadas
   * (somente leitura)
   */
  regra_tributacao?: string;
}

/**
 * Pagamento do faturamento (entidade `faturamentoPagamento`, OData `FaturamentoPagamento`, REST `/v1/faturamentoPagamento/`)
 * Forma de pagamento da NF-e (grupo YA detPag). Gravado só junto com o faturamento.
 */
export interface FaturamentoPagamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Faturamento
   * (referência: faturamento)
   */
  faturamento_id: number;
  /**
   * Meio de pagamento
   * (NF-e: tPag)
   * 10 = Vale alimentação; 11 = Vale refeição; 12 = Vale presente; 13 = Vale combustível; 15 = Boleto bancário; 16 = Depósito bancário; 17 = PIX dinâmico; 18 = Transferência bancária, carteira digital; 19 = Programa de fidelidade; 20 = PIX estático; 21 = Crédito em loja; 22 = Pagamento eletrônico não informado; 90 = Sem pagamento; 91 = Pagamento posterior; 99 = Outros; 01 = Dinheiro; 02 = Cheque; 03 = Cartão de crédito; 04 = Cartão de débito; 05 = Crédito loja
   */
  t_pag:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '10'
    | '11'
    | '12'
    | '13'
    | '15'
    | '16'
    | '17'
    | '18'
    | '19'
    | '20'
    | '21'
    | '22'
    | '90'
    | '91'
    | '99';
  /**
   * Valor (R$)
   * (NF-e: vPag; decimal(15,2))
   */
  valor: number;
  /**
   * Descrição (meio 99)
   * (NF-e: xPag)
   */
  descricao?: string;
}

/**
 * Duplicata do faturamento (entidade `faturamentoDuplicata`, OData `FaturamentoDuplicata`, REST `/v1/faturamentoDuplicata/`)
 * Parcela da cobrança da NF-e (grupo Y dup). Gravada só junto com o faturamento.
 */
export interface FaturamentoDuplicata {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Faturamento
   * (referência: faturamento)
   */
  faturamento_id: number;
  /**
   * Número da duplicata
   * (NF-e: nDup)
   */
  numero: string;
  /**
   * Vencimento
   * (NF-e: dVenc; formato: date)
   */
  vencimento: string;
  /**
   * Valor (R$)
   * (NF-e: vDup; decimal(15,2))
   */
  valor: number;
}

/**
 * Volume do faturamento (entidade `faturamentoVolume`, OData `FaturamentoVolume`, REST `/v1/faturamentoVolume/`)
 * Volume transportado (grupo X vol). Gravado só junto com o faturamento.
 */
export interface FaturamentoVolume {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Faturamento
   * (referência: faturamento)
   */
  faturamento_id: number;
  /**
   * Quantidade de volumes
   * (NF-e: qVol)
   */
  quantidade?: number;
  /**
   * Espécie
   * (NF-e: esp)
   */
  especie?: string;
  /**
   * Marca
   * (NF-e: marca)
   */
  marca?: string;
  /**
   * Numeração
   * (NF-e: nVol)
   */
  numeracao?: string;
  /**
   * Peso líquido (kg)
   * (NF-e: pesoL; decimal(15,3))
   */
  peso_liquido?: number;
  /**
   * Peso bruto (kg)
   * (NF-e: pesoB; decimal(15,3))
   */
  peso_bruto?: number;
}

/**
 * Documento referenciado (entidade `faturamentoReferencia`, OData `FaturamentoReferencia`, REST `/v1/faturamentoReferencia/`)
 * Documento referenciado pela nota (grupo BA, NFref): a NF-e/NFC-e devolvida, complementada ou ajustada (refNFe, chave de 44 dígitos com o dígito verificador conferido), a nota de produtor rural (refNFP: UF, AAMM, CPF/CNPJ, IE, modelo 04 ou 01, série e número), a nota modelo 1/1A ou 2 (refNF), o CT-e (refCTe) ou o cupom fiscal (refECF). `tipo` é o nome da tag; sem ele, refNFe. Gravado só junto com o faturamento; os campos de cada tipo são conferidos na gravação.
 */
export interface FaturamentoReferencia {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Faturamento
   * (referência: faturamento)
   */
  faturamento_id: number;
  /**
   * Tipo de documento
   * refNFe = NF-e/NFC-e (chave); refNF = Nota fiscal modelo 1/1A ou 2; refNFP = Nota de produtor rural; refCTe = CT-e (chave); refECF = Cupom fiscal (ECF)
   */
  tipo?: 'refNFe' | 'refNF' | 'refNFP' | 'refCTe' | 'refECF';
  /**
   * Chave da NF-e referenciada
   * (NF-e: refNFe; formato: chave-acesso)
   */
  ref_nfe?: string;
  /**
   * Chave do CT-e referenciado
   * (NF-e: refCTe; formato: chave-acesso)
   */
  ref_cte?: string;
  /**
   * UF do emitente do documento — Sigla; no XML vai o código IBGE (cUF)
   * (NF-e: cUF)
   */
  uf?: string;
  /**
   * Ano e mês de emissão (AAMM)
   * (NF-e: AAMM)
   */
  aamm?: string;
  /**
   * CPF/CNPJ do emitente do documento
   * (NF-e: CNPJ|CPF; formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * IE do produtor — Só dígitos, ou ISENTO
   * (NF-e: IE)
   */
  ie?: string;
  /**
   * Modelo do documento
   * (NF-e: mod)
   * 01 = 01 - NF modelo 1/1A ou NF avulsa; 02 = 02 - NF de venda a consumidor; 04 = 04 - NF de produtor; 2B = 2B - Cupom de máquina registradora; 2C = 2C - Cupom de PDV; 2D = 2D - Cupom de ECF
   */
  modelo?: '01' | '02' | '04' | '2B' | '2C' | '2D';
  /**
   * Série — Zero quando o documento não tem série
   * (NF-e: serie)
   */
  serie?: number;
  /**
   * Número
   * (NF-e: nNF)
   */
  numero?: number;
  /**
   * Número do ECF
   * (NF-e: nECF)
   */
  n_ecf?: string;
  /**
   * COO do cupom
   * (NF-e: nCOO)
   */
  n_coo?: string;
}

/**
 * Fechamento do financeiro (entidade `fechamentoFinanceiro`, OData `FechamentoFinanceiro`, REST `/v1/fechamentoFinanceiro/`)
 * Período fechado: nenhuma baixa, estorno ou renegociação com data até data_fechamento. Vale o fechamento mais recente (reabrir = novo fechamento com data anterior).
 */
export interface FechamentoFinanceiro {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Fechado até
   * (formato: date)
   */
  data_fechamento: string;
  /**
   * Observação
   */
  observacao?: string;
  /**
   * Registrado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Fornecedor (entidade `fornecedor`, OData `Fornecedor`, REST `/v1/fornecedor/`)
 * Fornecedor do emitente (emitente das notas de compra; destinatário nas devoluções).
 */
export interface Fornecedor {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Tipo de pessoa
   * F = Física; J = Jurídica; E = Estrangeiro
   */
  tipo_pessoa: 'F' | 'J' | 'E';
  /**
   * CPF/CNPJ
   * (NF-e: CNPJ|CPF; formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * Documento estrangeiro
   * (NF-e: idEstrangeiro)
   */
  id_estrangeiro?: string;
  /**
   * Nome / Razão social
   * (NF-e: xNome)
   */
  nome: string;
  /**
   * Nome fantasia
   * (NF-e: xFant)
   */
  fantasia?: string;
  /**
   * Indicador de IE
   * (NF-e: indIEDest)
   * 1 = Contribuinte ICMS; 2 = Contribuinte isento; 9 = Não contribuinte
   */
  ind_ie_dest: 1 | 2 | 9;
  /**
   * Inscrição estadual
   * (NF-e: IE; formato: ie)
   */
  ie?: string;
  /**
   * Inscrição municipal
   * (NF-e: IM)
   */
  im?: string;
  /**
   * Contato
   */
  contato?: string;
  /**
   * E-mail
   * (NF-e: email; formato: email)
   */
  email?: string;
  /**
   * Telefone
   * (NF-e: fone)
   */
  telefone?: string;
  /**
   * CEP
   * (NF-e: CEP; formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   * (NF-e: xLgr)
   */
  logradouro?: string;
  /**
   * Número
   * (NF-e: nro)
   */
  numero?: string;
  /**
   * Complemento
   * (NF-e: xCpl)
   */
  complemento?: string;
  /**
   * Bairro
   * (NF-e: xBairro)
   */
  bairro?: string;
  /**
   * Município
   * (NF-e: cMun; referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf?: string;
  /**
   * País
   * (NF-e: cPais; referência: pais)
   */
  pais_id?: number;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Gerador de códigos (entidade `generator`, OData `Generator`, REST `/v1/generator/`)
 * Sequência por empresa para os códigos de um cadastro (hoje o código do produto; os pedidos usarão o mesmo gerador): prefixo, número de dígitos e próximo valor. O próximo código é reservado numa transação com a linha travada (sem repetição sob concorrência) por POST /v1/Generator/UpdateGeneratorTabela?tabela=.
 */
export interface Generator {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Cadastro
   * produto = Produtos (código do produto)
   */
  tabela: 'produto';
  /**
   * Prefixo — Texto antes do número, ex.: PRD-
   */
  prefixo?: string;
  /**
   * Dígitos — Número completado com zeros à esquerda até este tamanho (0 = sem zeros).
   */
  digitos?: number;
  /**
   * Próximo valor
   */
  proximo_valor?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Gênero do item (SPED) (entidade `generoSped`, OData `GeneroSped`, REST `/v1/generoSped/`)
 * Tabela 4.2.1 do Guia Prático da EFD ICMS/IPI (registro 0200, COD_GEN): 00 = serviço; 01 a 97 = capítulo da NCM. Tabela de referência global, somente leitura.
 */
export interface GeneroSped {
  /**
   * Gênero
   */
  codigo: string;
  /**
   * Descrição
   */
  descricao: string;
}

/**
 * Grupo de produtos (entidade `grupo`, OData `Grupo`, REST `/v1/grupo/`)
 */
export interface Grupo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Subgrupos de produtos — Lista filha de SubGrupo, gravada junto com o registro.
   */
  SubGrupo?: SubGrupo[];
}

/**
 * Subgrupo de produtos (entidade `subGrupo`, OData `SubGrupo`, REST `/v1/subGrupo/`)
 */
export interface SubGrupo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Grupo
   * (referência: grupo)
   */
  grupo_id: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Alíquota aproximada IBPT (entidade `ibpt`, OData `Ibpt`, REST `/v1/ibpt/`)
 * Carga tributária aproximada por NCM (tipo 0), NBS (1) ou item da LC 116 (2) da tabela IBPT: federal nacional, federal de importados, estadual e municipal em %, usada no vTotTrib da NF-e/NFC-e (Lei 12.741/2012, Decreto 8.264/2014).
 */
export interface Ibpt {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Versão
   * (referência: versaoTabelaIbpt)
   */
  versao_id: number;
  /**
   * Código (NCM/NBS/LC 116)
   */
  codigo: string;
  /**
   * EX TIPI
   */
  ex?: string;
  /**
   * Tipo
   * 0 = NCM; 1 = NBS; 2 = LC 116
   */
  tipo: 0 | 1 | 2;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * Federal, nacional (%)
   * (decimal(7,2))
   */
  nacional_federal: number;
  /**
   * Federal, importados (%)
   * (decimal(7,2))
   */
  importados_federal: number;
  /**
   * Estadual (%)
   * (decimal(7,2))
   */
  estadual: number;
  /**
   * Municipal (%)
   * (decimal(7,2))
   */
  municipal: number;
}

/**
 * Inutilização de numeração de NFC-e (entidade `inutilizacaoNFCe`, OData `InutilizacaoNFCe`, REST `/v1/inutilizacaoNFCe/`)
 * Pedido de inutilização de uma faixa de números da NFC-e (modelo 65) de uma série. Transmitido à SEFAZ por GET /v1/GerenciadorNFCe/InutilizarNFCe?id; homologada (cStat 102) marca o registro e as vendas da faixa como inutilizadas.
 */
export interface InutilizacaoNFCe {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Modelo
   * (NF-e: mod)
   * 65 = NFC-e
   */
  modelo?: '65';
  /**
   * Série
   * (NF-e: serie)
   */
  serie: number;
  /**
   * Número inicial
   * (NF-e: nNFIni)
   */
  numero_inicial: number;
  /**
   * Número final
   * (NF-e: nNFFin)
   */
  numero_final: number;
  /**
   * Justificativa
   * (NF-e: xJust)
   */
  justificativa: string;
  /**
   * Ano — Ano da inutilização (padrão: o ano corrente)
   * (NF-e: ano)
   */
  ano?: number;
  /**
   * Situação
   * (somente leitura)
   * pendente = Pendente; homologada = Homologada; rejeitada = Rejeitada
   */
  situacao?: 'pendente' | 'homologada' | 'rejeitada';
  /**
   * Código de retorno (cStat)
   * (somente leitura)
   */
  cstat?: string;
  /**
   * Motivo
   * (somente leitura)
   */
  xmotivo?: string;
  /**
   * Protocolo
   * (NF-e: nProt; somente leitura)
   */
  protocolo?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Inutilização de numeração de NF-e (entidade `inutilizacaoNFe`, OData `InutilizacaoNFe`, REST `/v1/inutilizacaoNFe/`)
 * Pedido de inutilização de uma faixa de números da NF-e (modelo 55) de uma série. Transmitido à SEFAZ por GET /v1/GerenciadorNFe/InutilizarNFe?id; homologada (cStat 102) marca o registro e os faturamentos da faixa como inutilizados.
 */
export interface InutilizacaoNFe {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Modelo
   * (NF-e: mod)
   * 55 = NF-e
   */
  modelo?: '55';
  /**
   * Série
   * (NF-e: serie)
   */
  serie: number;
  /**
   * Número inicial
   * (NF-e: nNFIni)
   */
  numero_inicial: number;
  /**
   * Número final
   * (NF-e: nNFFin)
   */
  numero_final: number;
  /**
   * Justificativa
   * (NF-e: xJust)
   */
  justificativa: string;
  /**
   * Ano — Ano da inutilização (padrão: o ano corrente)
   * (NF-e: ano)
   */
  ano?: number;
  /**
   * Situação
   * (somente leitura)
   * pendente = Pendente; homologada = Homologada; rejeitada = Rejeitada
   */
  situacao?: 'pendente' | 'homologada' | 'rejeitada';
  /**
   * Código de retorno (cStat)
   * (somente leitura)
   */
  cstat?: string;
  /**
   * Motivo
   * (somente leitura)
   */
  xmotivo?: string;
  /**
   * Protocolo
   * (NF-e: nProt; somente leitura)
   */
  protocolo?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Kit (entidade `kit`, OData `Kit`, REST `/v1/kit/`)
 * Produto vendido como uma linha que, no estoque, baixa os componentes (prodKit) na quantidade de cada um por kit; o próprio kit não tem saldo.
 */
export interface Kit {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto do kit
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Componentes do kit — Lista filha de ProdKit, gravada junto com o registro.
   */
  Componente?: ProdKit[];
}

/**
 * Componente do kit (entidade `prodKit`, OData `ProdKit`, REST `/v1/prodKit/`)
 * Produto que compõe um kit e a quantidade dele em cada unidade do kit.
 */
export interface ProdKit {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Kit
   * (referência: kit)
   */
  kit_id: number;
  /**
   * Componente
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Quantidade por kit
   * (decimal(15,4))
   */
  quantidade: number;
}

/**
 * Modelo de etiqueta (entidade `labelDescricao`, OData `LabelDescricao`, REST `/v1/labelDescricao/`)
 * Modelo de etiqueta de produto (gôndola, preço, código de barras): folha A4 com colunas e linhas ou rolo térmico, medidas em mm e o que a etiqueta mostra. Impressão em Movimentação > Etiquetas (POST /v1/labelDescricao/Imprimir).
 */
export interface LabelDescricao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Papel
   * A4 = Folha A4; rolo = Rolo (uma etiqueta por página)
   */
  papel?: 'A4' | 'rolo';
  /**
   * Largura da etiqueta (mm)
   * (decimal(6,2))
   */
  largura_mm: number;
  /**
   * Altura da etiqueta (mm)
   * (decimal(6,2))
   */
  altura_mm: number;
  /**
   * Colunas por folha
   */
  colunas?: number;
  /**
   * Linhas por folha
   */
  linhas?: number;
  /**
   * Margem superior (mm)
   * (decimal(6,2))
   */
  margem_superior_mm?: number;
  /**
   * Margem esquerda (mm)
   * (decimal(6,2))
   */
  margem_esquerda_mm?: number;
  /**
   * Espaço entre colunas (mm)
   * (decimal(6,2))
   */
  espaco_horizontal_mm?: number;
  /**
   * Espaço entre linhas (mm)
   * (decimal(6,2))
   */
  espaco_vertical_mm?: number;
  /**
   * Tamanho da letra (pt)
   */
  tamanho_fonte?: number;
  /**
   * Mostrar o preço
   */
  mostrar_preco?: boolean;
  /**
   * Mostrar o código
   */
  mostrar_codigo?: boolean;
  /**
   * Mostrar o código de barras
   */
  mostrar_codigo_barras?: boolean;
  /**
   * Modelo padrão
   */
  padrao?: boolean;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Fatura de licença (entidade `licencaRecebivel`, OData `LicencaRecebivel`, REST `/v1/licencaRecebivel/`)
 * Fatura mensal da licença de uma empresa (uma por competência), gerada pela tarefa GerarFaturaLicencas; a receber para o administrador, a pagar para a cadeia. Somente leitura: muda pelas rotas de cobrança e baixa.
 */
export interface LicencaRecebivel {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda; somente leitura)
   */
  revenda_id: number;
  /**
   * Competência
   * (formato: date; somente leitura)
   */
  competencia: string;
  /**
   * Gerada em
   * (formato: date; somente leitura)
   */
  data_geracao: string;
  /**
   * Vencimento
   * (formato: date; somente leitura)
   */
  vencimento: string;
  /**
   * Pacote
   * (somente leitura)
   */
  tipo_pacote: number;
  /**
   * Usuários
   * (somente leitura)
   */
  usuarios: number;
  /**
   * Valor (R$)
   * (decimal(15,2); somente leitura)
   */
  valor: number;
  /**
   * Descrição
   * (somente leitura)
   */
  descricao: string;
  /**
   * Situação
   * (somente leitura)
   */
  situacao?: 'aberto' | 'pago' | 'cancelado';
  /**
   * Pago em
   * (formato: date-time; somente leitura)
   */
  pago_em?: string;
  /**
   * Valor pago (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_pago?: number;
  /**
   * Forma de pagamento
   * (somente leitura)
   */
  forma_pagamento?: string;
  /**
   * Motivo da baixa manual
   * (somente leitura)
   */
  motivo_baixa?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Local do pedido (entidade `localPedido`, OData `LocalPedido`, REST `/v1/localPedido/`)
 * Onde o pedido foi tirado (ex.: Loja, Telefone, Site, Feira).
 */
export interface LocalPedido {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Modelo de faturamento (entidade `modelosFaturamento`, OData `ModelosFaturamento`, REST `/v1/modelosFaturamento/`)
 * Predefinição reutilizável para faturar pedidos em NF-e: natureza da operação, série, tipo, finalidade, presença, frete, meio de pagamento, condição e informações complementares. A conversão do pedido em NF-e usa o modelo escolhido no pedido.
 */
export interface ModelosFaturamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Natureza da operação
   * (NF-e: natOp)
   */
  natureza_operacao: string;
  /**
   * Série
   * (NF-e: serie)
   */
  serie?: number;
  /**
   * Tipo de operação
   * (NF-e: tpNF)
   * 0 = Entrada; 1 = Saída
   */
  tipo_operacao?: 0 | 1;
  /**
   * Finalidade
   * (NF-e: finNFe)
   * 1 = Normal; 2 = Complementar; 3 = Ajuste; 4 = Devolução de mercadoria
   */
  finalidade?: 1 | 2 | 3 | 4;
  /**
   * Presença do comprador
   * (NF-e: indPres)
   * 0 = Não se aplica; 1 = Presencial; 2 = Pela internet; 3 = Teleatendimento; 4 = Entrega em domicílio (NFC-e); 5 = Presencial fora do estabelecimento; 9 = Outros
   */
  presenca?: 0 | 1 | 2 | 3 | 4 | 5 | 9;
  /**
   * Modalidade do frete
   * (NF-e: modFrete)
   * 0 = Por conta do remetente (CIF); 1 = Por conta do destinatário (FOB); 2 = Por conta de terceiros; 3 = Transporte próprio do remetente; 4 = Transporte próprio do destinatário; 9 = Sem frete
   */
  modalidade_frete?: 0 | 1 | 2 | 3 | 4 | 9;
  /**
   * Meio de pagamento — Usado quando o pedido não tem pagamentos
   * (NF-e: tPag)
   * 10 = Vale alimentação; 11 = Vale refeição; 12 = Vale presente; 13 = Vale combustível; 15 = Boleto bancário; 16 = Depósito bancário; 17 = PIX dinâmico; 18 = Transferência bancária, carteira digital; 19 = Programa de fidelidade; 20 = PIX estático; 21 = Crédito em loja; 22 = Pagamento eletrônico não informado; 90 = Sem pagamento; 91 = Pagamento posterior; 99 = Outros; 01 = Dinheiro; 02 = Cheque; 03 = Cartão de crédito; 04 = Cartão de débito; 05 = Crédito loja
   */
  t_pag?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '10'
    | '11'
    | '12'
    | '13'
    | '15'
    | '16'
    | '17'
    | '18'
    | '19'
    | '20'
    | '21'
    | '22'
    | '90'
    | '91'
    | '99';
  /**
   * Condição de pagamento
   * (referência: condicao)
   */
  condicao_id?: number;
  /**
   * Informações complementares
   * (NF-e: infCpl)
   */
  informacoes_complementares?: string;
  /**
   * Predefinição do sistema — Código da predefinição criada pelo sistema (vazio nos modelos do usuário)
   * (somente leitura)
   */
  codigo?: string;
  /**
   * CFOP dentro do estado
   * (NF-e: CFOP; referência: cfop)
   */
  cfop_interno?: string;
  /**
   * CFOP fora do estado
   * (NF-e: CFOP; referência: cfop)
   */
  cfop_interestadual?: string;
  /**
   * Movimenta estoque
   */
  movimenta_estoque?: boolean;
  /**
   * Gera contas a receber
   */
  gera_financeiro?: boolean;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Modelo de venda (PDV) (entidade `modelosVendasCupom`, OData `ModelosVendasCupom`, REST `/v1/modelosVendasCupom/`)
 * Predefinição reutilizável do PDV: série da NFC-e, natureza da operação, desconto máximo, versão do QR Code, largura da bobina e texto complementar.
 */
export interface ModelosVendasCupom {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Série da NFC-e
   * (NF-e: serie)
   */
  serie?: number;
  /**
   * Natureza da operação
   * (NF-e: natOp)
   */
  natureza_operacao?: string;
  /**
   * Desconto máximo (%)
   * (decimal(7,2))
   */
  desconto_maximo?: number;
  /**
   * Versão do QR Code
   */
  versao_qrcode?: 2 | 3;
  /**
   * Imprimir ao autorizar
   */
  imprimir_automatico?: boolean;
  /**
   * Largura da bobina (mm)
   */
  largura_bobina?: 58 | 80;
  /**
   * Etiqueta de balança (EAN-13 iniciado por 2)
   * peso = Peso (kg, 3 casas); preco = Preço (R$, 2 casas)
   */
  balanca_tipo?: 'peso' | 'preco';
  /**
   * Informações complementares
   * (NF-e: infCpl)
   */
  informacoes_complementares?: string;
  /**
   * Padrão
   */
  padrao?: boolean;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Motorista (entidade `motorista`, OData `Motorista`, REST `/v1/motorista/`)
 * Motorista (condutor) usado no transporte das mercadorias.
 */
export interface Motorista {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Nome
   */
  nome: string;
  /**
   * CPF
   * (formato: cpf)
   */
  cpf?: string;
  /**
   * CNH (nº de registro)
   */
  cnh?: string;
  /**
   * Categoria da CNH
   */
  categoria_cnh?: 'A' | 'B' | 'C' | 'D' | 'E' | 'AB' | 'AC' | 'AD' | 'AE';
  /**
   * Validade da CNH
   * (formato: date)
   */
  validade_cnh?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * CEP
   * (formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   */
  logradouro?: string;
  /**
   * Número
   */
  numero?: string;
  /**
   * Complemento
   */
  complemento?: string;
  /**
   * Bairro
   */
  bairro?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
  /**
   * Transportadora
   * (referência: transportadora)
   */
  transportadora_id?: number;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * NCM (entidade `ncm`, OData `Ncm`, REST `/v1/ncm/`)
 * Nomenclatura Comum do Mercosul (tabela do Siscomex): capítulos, posições, subposições e itens, sem pontos. Tabela de referência global, somente leitura; importada de arquivo oficial.
 */
export interface Ncm {
  /**
   * Código NCM
   * (NF-e: NCM)
   */
  codigo: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Unidade estatística — Unidade tributável exigida na exportação
   */
  unidade?: string;
  /**
   * Início da vigência
   * (formato: date)
   */
  data_inicio?: string;
  /**
   * Fim da vigência
   * (formato: date)
   */
  data_fim?: string;
  /**
   * Ato legal de início
   */
  ato_legal?: string;
}

/**
 * NFS-e (entidade `notaServico`, OData `NotaServico`, REST `/v1/notaServico/`)
 * Nota fiscal de serviço eletrônica do Padrão Nacional (Sistema Nacional NFS-e): a DPS (Declaração de Prestação de Serviço) em digitação e a NFS-e que a Sefin Nacional gera dela, com tomador (cliente), o serviço (LC 116/2003, código de tributação nacional e municipal, NBS), valores e o ISS e as retenções calculados pelo servidor (src/domain/tributos/iss.ts). Número da DPS, chave de acesso (50 posições) e situação são do servidor; a inclusão e a alteração (com o cálculo), a transmissão, a consulta, o cancelamento e a substituição em /v1/nfse.
 */
export interface NotaServico {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Tomador (cliente)
   * (NF-e: toma; referência: cliente)
   */
  cliente_id: number;
  /**
   * Serviço (cadastro de produtos) — Os códigos, a alíquota do ISS e a retenção vêm do cadastro do serviço quando não informados
   * (referência: produto)
   */
  produto_id?: number;
  /**
   * Pedido de origem
   * (referência: pedido; somente leitura)
   */
  pedido_id?: number;
  /**
   * Discriminação do serviço
   * (NF-e: xDescServ)
   */
  descricao: string;
  /**
   * Subitem da LC 116/2003
   * (referência: servicosCnaeDet)
   */
  item_lista_servico?: string;
  /**
   * Código de tributação nacional — Item, subitem e desdobro da lista nacional (6 dígitos)
   * (NF-e: cTribNac)
   */
  codigo_tributacao_nacional?: string;
  /**
   * Código de tributação municipal
   * (NF-e: cTribMun)
   */
  codigo_tributacao_municipal?: string;
  /**
   * Código NBS
   * (NF-e: cNBS)
   */
  codigo_nbs?: string;
  /**
   * Município da prestação — Vazio: o município do prestador
   * (NF-e: cLocPrestacao; referência: cidade)
   */
  municipio_prestacao_id?: number;
  /**
   * Competência — Vazio: a data de hoje no fuso de Brasília
   * (NF-e: dCompet; formato: date)
   */
  competencia?: string;
  /**
   * Data de emissão
   * (NF-e: dhEmi; formato: date-time; somente leitura)
   */
  data_emissao?: string;
  /**
   * Valor do serviço (R$)
   * (NF-e: vServ; decimal(15,2))
   */
  valor_servico: number;
  /**
   * Desconto incondicionado (R$)
   * (NF-e: vDescIncond; decimal(15,2))
   */
  desconto_incondicionado?: number;
  /**
   * Desconto condicionado (R$)
   * (NF-e: vDescCond; decimal(15,2))
   */
  desconto_condicionado?: number;
  /**
   * Deduções da base (R$) — Materiais e subempreitadas dedutíveis (LC 116/2003 art. 7º §2º)
   * (NF-e: vDR; decimal(15,2))
   */
  deducoes?: number;
  /**
   * Alíquota do ISS (%) — Vazio: a do cadastro do serviço
   * (NF-e: pAliq; decimal(5,2))
   */
  aliquota_iss?: number;
  /**
   * ISS retido pelo tomador
   * (NF-e: tpRetISSQN)
   */
  iss_retido?: boolean;
  /**
   * PIS retido (%)
   * (decimal(7,4))
   */
  aliquota_pis?: number;
  /**
   * COFINS retida (%)
   * (decimal(7,4))
   */
  aliquota_cofins?: number;
  /**
   * CSLL retida (%)
   * (decimal(7,4))
   */
  aliquota_csll?: number;
  /**
   * IRRF (%)
   * (decimal(7,4))
   */
  aliquota_irrf?: number;
  /**
   * INSS retido (%)
   * (decimal(7,4))
   */
  aliquota_inss?: number;
  /**
   * Base de cálculo do ISS
   * (NF-e: vBC; decimal(15,2); somente leitura)
   */
  base_calculo?: number;
  /**
   * Valor do ISS
   * (NF-e: vISSQN; decimal(15,2); somente leitura)
   */
  valor_iss?: number;
  /**
   * ISS retido
   * (decimal(15,2); somente leitura)
   */
  valor_iss_retido?: number;
  /**
   * PIS retido
   * (decimal(15,2); somente leitura)
   */
  valor_pis?: number;
  /**
   * COFINS retida
   * (decimal(15,2); somente leitura)
   */
  valor_cofins?: number;
  /**
   * CSLL retida
   * (NF-e: vRetCSLL; decimal(15,2); somente leitura)
   */
  valor_csll?: number;
  /**
   * IRRF
   * (NF-e: vRetIRRF; decimal(15,2); somente leitura)
   */
  valor_irrf?: number;
  /**
   * INSS retido
   * (NF-e: vRetCP; decimal(15,2); somente leitura)
   */
  valor_inss?: number;
  /**
   * Total das retenções
   * (decimal(15,2); somente leitura)
   */
  total_retencoes?: number;
  /**
   * Valor líquido
   * (NF-e: vLiq; decimal(15,2); somente leitura)
   */
  valor_liquido?: number;
  /**
   * Regras aplicadas no cálculo
   * (somente leitura)
   */
  fonte_calculo?: string;
  /**
   * Condição de pagamento — Parcelas das contas a receber geradas na autorização; vazio: um título à vista
   * (referência: condicao)
   */
  condicao_id?: number;
  /**
   * Informações complementares
   * (NF-e: xInfComp)
   */
  informacoes_complementares?: string;
  /**
   * Série da DPS
   * (NF-e: serie)
   */
  serie?: number;
  /**
   * Número da DPS — Alocado na transmissão
   * (NF-e: nDPS; somente leitura)
   */
  numero_dps?: number;
  /**
   * Identificador da DPS
   * (somente leitura)
   */
  id_dps?: string;
  /**
   * Chave de acesso da NFS-e
   * (NF-e: chNFSe; somente leitura)
   */
  chave?: string;
  /**
   * Número da NFS-e
   * (NF-e: nNFSe; somente leitura)
   */
  numero_nfse?: string;
  /**
   * Situação
   * (somente leitura)
   * digitacao = Em digitação; transmitindo = Transmitindo; autorizada = Autorizada; rejeitada = Rejeitada; cancelada = Cancelada; substituida = Substituída
   */
  situacao?: 'digitacao' | 'transmitindo' | 'autorizada' | 'rejeitada' | 'cancelada' | 'substituida';
  /**
   * Código do retorno
   * (somente leitura)
   */
  codigo_retorno?: string;
  /**
   * Mensagem do retorno
   * (somente leitura)
   */
  motivo_retorno?: string;
  /**
   * Autorizada em
   * (formato: date-time; somente leitura)
   */
  data_autorizacao?: string;
  /**
   * Substituída pela NFS-e
   * (referência: notaServico; somente leitura)
   */
  substituida_por_id?: number;
  /**
   * Substitui a NFS-e
   * (referência: notaServico; somente leitura)
   */
  substitui_id?: number;
  /**
   * Motivo da substituição
   * (NF-e: cMotivo; somente leitura)
   * 99 = Outros; 01 = Desenquadramento do Simples Nacional; 02 = Enquadramento no Simples Nacional; 03 = Inclusão retroativa de imunidade/isenção; 04 = Exclusão retroativa de imunidade/isenção; 05 = Rejeição pelo tomador ou intermediário
   */
  motivo_substituicao?: '01' | '02' | '03' | '04' | '05' | '99';
  /**
   * Motivo do cancelamento
   * (NF-e: cMotivo; somente leitura)
   * 1 = Erro na emissão; 2 = Serviço não prestado; 9 = Outros
   */
  motivo_cancelamento?: '1' | '2' | '9';
  /**
   * Justificativa do cancelamento
   * (NF-e: xMotivo; somente leitura)
   */
  justificativa_cancelamento?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Conta a pagar (entidade `pagar`, OData `Pagar`, REST `/v1/pagar/`)
 * Título a pagar (parcela) a um fornecedor: lançado à mão ou pelas compras. Baixas, estornos e renegociações são linhas de pagarPagamento; valor_baixado, saldo e situação são do servidor.
 */
export interface Pagar {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Documento
   */
  documento: string;
  /**
   * Parcela
   */
  parcela?: number;
  /**
   * Total de parcelas
   */
  total_parcelas?: number;
  /**
   * Fornecedor
   * (referência: fornecedor)
   */
  fornecedor_id: number;
  /**
   * Histórico
   */
  descricao?: string;
  /**
   * Emissão
   * (formato: date)
   */
  emissao?: string;
  /**
   * Vencimento
   * (formato: date)
   */
  vencimento: string;
  /**
   * Valor (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Valor pago (R$) — Soma das baixas menos os estornos (sem juros, multa e desconto)
   * (decimal(15,2); somente leitura)
   */
  valor_baixado?: number;
  /**
   * Saldo em aberto (R$)
   * (decimal(15,2); somente leitura)
   */
  saldo?: number;
  /**
   * Situação
   * (somente leitura)
   * aberto = Em aberto; parcial = Pago em parte; pago = Pago; cancelado = Cancelado; renegociado = Renegociado
   */
  situacao?: 'aberto' | 'parcial' | 'pago' | 'cancelado' | 'renegociado';
  /**
   * Conta (plano de contas)
   * (referência: conta)
   */
  conta_id?: number;
  /**
   * Centro de custo
   * (referência: custo)
   */
  custo_id?: number;
  /**
   * Espécie
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Conta bancária / caixa
   * (referência: contaBancaria)
   */
  conta_bancaria_id?: number;
  /**
   * Origem
   * (somente leitura)
   * manual = Lançamento manual; faturamento = Faturamento (NF-e); pdv = PDV; compra = Compra; pedido = Pedido; replicacao = Recorrência; renegociacao = Renegociação
   */
  origem?: 'manual' | 'faturamento' | 'pdv' | 'compra' | 'pedido' | 'replicacao' | 'renegociacao';
  /**
   * Documento de origem
   * (somente leitura)
   */
  origem_id?: number;
  /**
   * Transação de origem — guid_transacao da recorrência ou renegociação que criou o título
   * (formato: uuid; somente leitura)
   */
  guid_origem?: string;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Anexo de conta a pagar (entidade `pagarAnexo`, OData `PagarAnexo`, REST `/v1/pagarAnexo/`)
 * Arquivo ligado ao título (boleto, comprovante, contrato): PDF ou imagem conferidos pelo conteúdo, até 5 MB. Enviado por POST /v1/Pagar/Anexo (multipart: pagar_id e arquivo); baixado por GET /v1/Pagar/Anexo/{id}.
 */
export interface PagarAnexo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Conta a pagar
   * (referência: pagar)
   */
  pagar_id: number;
  /**
   * Nome do arquivo
   */
  nome: string;
  /**
   * Tipo
   */
  tipo: string;
  /**
   * Tamanho (bytes)
   */
  tamanho: number;
  /**
   * Enviado por
   * (referência: usuario)
   */
  usuario_id?: number;
  /**
   * Enviado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Baixa de conta a pagar (entidade `pagarPagamento`, OData `PagarPagamento`, REST `/v1/pagarPagamento/`)
 * Linha imutável do histórico do título: baixa (recebimento/pagamento, total ou parcial), fechamento por renegociação ou estorno (espelho negativo de uma linha anterior). Gravada só pelas ações /v1/Pagar/PagarRegistros/, RenegociarRegistros/ e Estornar.
 */
export interface PagarPagamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Conta a pagar
   * (referência: pagar)
   */
  pagar_id: number;
  /**
   * Transação
   * (formato: uuid)
   */
  guid_transacao: string;
  /**
   * Tipo
   * baixa = Pagamento; renegociacao = Renegociação; estorno = Estorno
   */
  tipo: 'baixa' | 'renegociacao' | 'estorno';
  /**
   * Data do pagamento
   * (formato: date)
   */
  data: string;
  /**
   * Valor baixado do título (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Juros (R$)
   * (decimal(15,2))
   */
  juros?: number;
  /**
   * Multa (R$)
   * (decimal(15,2))
   */
  multa?: number;
  /**
   * Desconto (R$)
   * (decimal(15,2))
   */
  desconto?: number;
  /**
   * Valor pago (R$) — valor + juros + multa - desconto: o dinheiro que entrou ou saiu
   * (decimal(15,2))
   */
  valor_total: number;
  /**
   * Espécie
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Conta bancária / caixa
   * (referência: contaBancaria)
   */
  conta_bancaria_id?: number;
  /**
   * Estorno da linha
   * (referência: pagarPagamento)
   */
  estorno_de_id?: number;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id?: number;
  /**
   * Observação
   */
  observacao?: string;
  /**
   * Registrado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * País (entidade `pais`, OData `Pais`, REST `/v1/pais/`)
 * Países da tabela do BACEN (código cPais do leiaute NF-e; 1058 = Brasil). Tabela de referência global, somente leitura.
 */
export interface Pais {
  /**
   * Código BACEN
   * (NF-e: cPais)
   */
  id: number;
  /**
   * País
   * (NF-e: xPais)
   */
  nome: string;
  /**
   * Sigla ISO
   */
  sigla?: string;
}

/**
 * Pedido (entidade `pedido`, OData `Pedido`, REST `/v1/pedido/`)
 * Pedido de venda, do orçamento à entrega: cliente e endereços copiados do cadastro, itens (com código de barras, metragem, pesagem, embalagem e tolerância), adicionais, pagamentos/parcelas e anexos. Número, totais, situação, NF-e e chave são do servidor; a situação muda pelo quadro (POST /v1/pedido/AlterarSituacao), a aprovação reserva o estoque e o cancelamento libera; POST /v1/pedido/ConverterNFe gera o faturamento e o pedido passa a 'faturado' quando a NF-e é autorizada.
 */
export interface Pedido {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Número — Sequencial da empresa, dado na gravação
   * (somente leitura)
   */
  numero?: number;
  /**
   * Data do pedido
   * (formato: date-time)
   */
  data_pedido?: string;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id: number;
  /**
   * Vendedor
   * (referência: vendedor)
   */
  vendedor_id?: number;
  /**
   * Situação — Muda pelo quadro ou pelas ações do pedido
   * (referência: situacaoPedido; somente leitura)
   */
  situacao_pedido_id?: number;
  /**
   * Categoria
   * (referência: categoriaPedido)
   */
  categoria_pedido_id?: number;
  /**
   * Tipo
   * (referência: tipoPedido)
   */
  tipo_pedido_id?: number;
  /**
   * Local
   * (referência: localPedido)
   */
  local_pedido_id?: number;
  /**
   * Modelo de faturamento
   * (referência: modelosFaturamento)
   */
  modelo_faturamento_id?: number;
  /**
   * Condição de pagamento
   * (referência: condicao)
   */
  condicao_id?: number;
  /**
   * Transportadora
   * (referência: transportadora)
   */
  transportadora_id?: number;
  /**
   * Previsão de entrega
   * (formato: date)
   */
  data_entrega?: string;
  /**
   * Frete (R$)
   * (decimal(15,2))
   */
  valor_frete?: number;
  /**
   * Desconto geral (R$)
   * (decimal(15,2))
   */
  valor_desconto?: number;
  /**
   * Outras despesas (R$)
   * (decimal(15,2))
   */
  valor_outros?: number;
  /**
   * Total dos itens
   * (decimal(15,2); somente leitura)
   */
  total_produtos?: number;
  /**
   * Total do pedido
   * (decimal(15,2); somente leitura)
   */
  total_pedido?: number;
  /**
   * Observações (impressas)
   */
  observacao?: string;
  /**
   * Observações internas
   */
  observacao_interna?: string;
  /**
   * NF-e (faturamento)
   * (referência: faturamento; somente leitura)
   */
  faturamento_id?: number;
  /**
   * Venda do PDV (NFC-e)
   * (referência: vendasCupom; somente leitura)
   */
  venda_cupom_id?: number;
  /**
   * Chave da NF-e / NFC-e
   * (somente leitura)
   */
  chave_nfe?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Itens do pedido — Lista filha de PedidoItem, gravada junto com o registro.
   */
  Item?: PedidoItem[];
  /**
   * Adicionais do item — Lista filha de PedidoSubItem, gravada junto com o registro.
   */
  SubItem?: PedidoSubItem[];
  /**
   * Pagamentos do pedido — Lista filha de PedidoPagamento, gravada junto com o registro.
   */
  Pagamento?: PedidoPagamento[];
  /**
   * Cliente no pedido — Lista filha de PedidoCliente, gravada junto com o registro.
   */
  Cliente?: PedidoCliente[];
  /**
   * Endereço (cobrança) — Lista filha de PedidoEndereco, gravada junto com o registro.
   */
  Endereco?: PedidoEndereco[];
  /**
   * Entrega (endereço) — Lista filha de PedidoEnderecoEntrega, gravada junto com o registro.
   */
  EnderecoEntrega?: PedidoEnderecoEntrega[];
}

/**
 * Item do pedido (entidade `pedidoItem`, OData `PedidoItem`, REST `/v1/pedidoItem/`)
 * Produto vendido: quantidade e valor, com os detalhes de balcão/indústria — código de barras (GTIN), metragem (m), pesagem (kg), tipo de embalagem e tolerância (%). Descrição, unidade, código de barras e valor unitário (preço de venda) vêm do produto quando não informados; o valor total é do servidor.
 */
export interface PedidoItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * Unidade
   */
  unidade?: string;
  /**
   * Código de barras
   */
  codigo_barras?: string;
  /**
   * Quantidade
   * (decimal(15,4))
   */
  quantidade: number;
  /**
   * Valor unitário (R$) — Vazio: o preço de venda do produto
   * (decimal(15,4))
   */
  valor_unitario?: number;
  /**
   * Desconto (R$)
   * (decimal(15,2))
   */
  valor_desconto?: number;
  /**
   * Total do item (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_total?: number;
  /**
   * Metragem (m)
   * (decimal(15,4))
   */
  metragem?: number;
  /**
   * Pesagem (kg)
   * (decimal(15,4))
   */
  pesagem?: number;
  /**
   * Tipo de embalagem
   * UN = Unidade; CX = Caixa; PCT = Pacote; FD = Fardo; SC = Saco; BD = Balde; RL = Rolo; GL = Galão; KIT = Kit
   */
  tipo_embalagem?: 'UN' | 'CX' | 'PCT' | 'FD' | 'SC' | 'BD' | 'RL' | 'GL' | 'KIT';
  /**
   * Tolerância (%) — Variação aceita na quantidade entregue (pesagem/metragem)
   * (decimal(7,4))
   */
  tolerancia?: number;
  /**
   * Observação do item
   */
  observacao?: string;
}

/**
 * Adicional do item (entidade `pedidoSubItem`, OData `PedidoSubItem`, REST `/v1/pedidoSubItem/`)
 * Adicional ou componente de um item do pedido (composição): 'item' é o número do item na lista (1 = primeiro). O valor soma ao item e ao total; na NF-e entra no valor do item e na descrição adicional.
 */
export interface PedidoSubItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Nº do item
   */
  item: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Quantidade
   * (decimal(15,4))
   */
  quantidade?: number;
  /**
   * Valor unitário (R$)
   * (decimal(15,4))
   */
  valor_unitario?: number;
  /**
   * Total (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_total?: number;
}

/**
 * Pagamento do pedido (entidade `pedidoPagamento`, OData `PedidoPagamento`, REST `/v1/pedidoPagamento/`)
 * Forma de pagamento e parcela: meio (tPag), espécie, vencimento e valor. Viram as contas a receber do pedido (POST /v1/pedido/GerarReceber) ou as duplicatas da NF-e gerada.
 */
export interface PedidoPagamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Parcela
   */
  parcela?: number;
  /**
   * Meio de pagamento
   * 10 = Vale alimentação; 11 = Vale refeição; 12 = Vale presente; 13 = Vale combustível; 15 = Boleto bancário; 16 = Depósito bancário; 17 = PIX dinâmico; 18 = Transferência bancária, carteira digital; 19 = Programa de fidelidade; 20 = PIX estático; 21 = Crédito em loja; 22 = Pagamento eletrônico não informado; 90 = Sem pagamento; 91 = Pagamento posterior; 99 = Outros; 01 = Dinheiro; 02 = Cheque; 03 = Cartão de crédito; 04 = Cartão de débito; 05 = Crédito loja
   */
  t_pag:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '10'
    | '11'
    | '12'
    | '13'
    | '15'
    | '16'
    | '17'
    | '18'
    | '19'
    | '20'
    | '21'
    | '22'
    | '90'
    | '91'
    | '99';
  /**
   * Espécie
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Vencimento
   * (formato: date)
   */
  vencimento: string;
  /**
   * Valor (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Observação
   */
  observacao?: string;
}

/**
 * Cliente do pedido (entidade `pedidoCliente`, OData `PedidoCliente`, REST `/v1/pedidoCliente/`)
 * Dados do cliente copiados do cadastro na gravação do pedido (nome, documento, contato), para o pedido impresso não mudar se o cadastro mudar. Preenchido pelo servidor quando não enviado.
 */
export interface PedidoCliente {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Nome / Razão social
   */
  nome: string;
  /**
   * CPF/CNPJ
   * (formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * Inscrição estadual
   */
  ie?: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   */
  telefone?: string;
}

/**
 * Endereço do pedido (entidade `pedidoEndereco`, OData `PedidoEndereco`, REST `/v1/pedidoEndereco/`)
 * Endereço de cobrança do cliente no pedido (copiado do cadastro quando não enviado).
 */
export interface PedidoEndereco {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * CEP
   * (formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   */
  logradouro: string;
  /**
   * Número
   */
  numero: string;
  /**
   * Complemento
   */
  complemento?: string;
  /**
   * Bairro
   */
  bairro?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
}

/**
 * Endereço de entrega do pedido (entidade `pedidoEnderecoEntrega`, OData `PedidoEnderecoEntrega`, REST `/v1/pedidoEnderecoEntrega/`)
 * Onde entregar (quando diferente do endereço do cliente): recebedor, telefone, endereço e referência; sai no pedido impresso e na lista de separação.
 */
export interface PedidoEnderecoEntrega {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Recebedor
   */
  recebedor?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * CEP
   * (formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   */
  logradouro: string;
  /**
   * Número
   */
  numero: string;
  /**
   * Complemento
   */
  complemento?: string;
  /**
   * Bairro
   */
  bairro?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
  /**
   * Ponto de referência
   */
  referencia?: string;
}

/**
 * Anexo do pedido (entidade `pedidoAnexo`, OData `PedidoAnexo`, REST `/v1/pedidoAnexo/`)
 * Arquivo ligado ao pedido (pedido do cliente, comprovante, projeto): PDF ou imagem conferidos pelo conteúdo, até 5 MB. Enviado por POST /v1/pedido/Anexo (multipart: pedido_id e arquivo); baixado por GET /v1/pedido/Anexo/{id}.
 */
export interface PedidoAnexo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Nome
   */
  nome: string;
  /**
   * Tipo
   */
  tipo: string;
  /**
   * Tamanho (bytes)
   */
  tamanho: number;
  /**
   * Enviado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Conta a receber do pedido (entidade `pedidoReceber`, OData `PedidoReceber`, REST `/v1/pedidoReceber/`)
 * Título a receber lançado a partir do pedido (pagamentos do pedido ou duplicatas da NF-e gerada dele). Gravado pelo servidor.
 */
export interface PedidoReceber {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Pedido
   * (referência: pedido)
   */
  pedido_id: number;
  /**
   * Conta a receber
   * (referência: receber)
   */
  receber_id: number;
  /**
   * Lançado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Produto (entidade `produto`, OData `Produto`, REST `/v1/produto/`)
 * Produto ou serviço do emitente com os dados fiscais do item da NF-e (grupo I prod e grupo N/Q/S/O imposto, leiaute 4.00 e NT 2025.002).
 */
export interface Produto {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Código do produto
   * (NF-e: cProd)
   */
  codigo: string;
  /**
   * GTIN/EAN
   * (NF-e: cEAN)
   */
  gtin?: string;
  /**
   * Descrição
   * (NF-e: xProd)
   */
  descricao: string;
  /**
   * NCM
   * (NF-e: NCM; referência: ncm)
   */
  ncm?: string;
  /**
   * CEST
   * (NF-e: CEST; referência: cest)
   */
  cest?: string;
  /**
   * EX TIPI
   * (NF-e: EXTIPI)
   */
  ex_tipi?: string;
  /**
   * CFOP de saída padrão
   * (NF-e: CFOP; referência: cfop)
   */
  cfop?: string;
  /**
   * Unidade comercial
   * (NF-e: uCom)
   */
  unidade: string;
  /**
   * Unidade tributável — Vazio: igual à unidade comercial
   * (NF-e: uTrib)
   */
  unidade_tributavel?: string;
  /**
   * Fator de conversão tributável — Quantidade tributável = quantidade comercial × fator
   * (decimal(15,4))
   */
  fator_tributavel?: number;
  /**
   * GTIN da unidade tributável — Vazio: igual ao GTIN
   * (NF-e: cEANTrib)
   */
  gtin_tributavel?: string;
  /**
   * Tipo do item (SPED)
   * 10 = Outros insumos; 99 = Outras; 00 = Mercadoria para revenda; 01 = Matéria-prima; 02 = Embalagem; 03 = Produto em processo; 04 = Produto acabado; 05 = Subproduto; 06 = Produto intermediário; 07 = Material de uso e consumo; 08 = Ativo imobilizado; 09 = Serviços
   */
  tipo_item?: '00' | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '99';
  /**
   * Origem da mercadoria
   * (NF-e: orig)
   * 0 = Nacional; 1 = Estrangeira - importação direta; 2 = Estrangeira - adquirida no mercado interno; 3 = Nacional, conteúdo de importação > 40% e ≤ 70%; 4 = Nacional, processos produtivos básicos; 5 = Nacional, conteúdo de importação ≤ 40%; 6 = Estrangeira - importação direta, sem similar nacional (CAMEX); 7 = Estrangeira - mercado interno, sem similar nacional (CAMEX); 8 = Nacional, conteúdo de importação > 70%
   */
  origem?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  /**
   * CST do ICMS — Origem + tributação (ex.: 000, 060); regime normal
   * (NF-e: CST; formato: cst)
   */
  cst_icms?: string;
  /**
   * CSOSN — Origem + CSOSN (ex.: 0102); Simples Nacional
   * (NF-e: CSOSN; formato: csosn)
   */
  csosn?: string;
  /**
   * Alíquota do ICMS (%)
   * (NF-e: pICMS; decimal(5,2))
   */
  aliquota_icms?: number;
  /**
   * CST do PIS
   * (NF-e: CST)
   * 49 = Outras operações de saída; 50 = Crédito - receita tributada no mercado interno; 51 = Crédito - receita não tributada no mercado interno; 52 = Crédito - receita de exportação; 53 = Crédito - receitas tributadas e não tributadas no mercado interno; 54 = Crédito - receitas tributadas no mercado interno e de exportação; 55 = Crédito - receitas não tributadas no mercado interno e de exportação; 56 = Crédito - receitas tributadas e não tributadas no mercado interno e de exportação; 60 = Crédito presumido - receita tributada no mercado interno; 61 = Crédito presumido - receita não tributada no mercado interno; 62 = Crédito presumido - receita de exportação; 63 = Crédito presumido - receitas tributadas e não tributadas no mercado interno; 64 = Crédito presumido - receitas tributadas no mercado interno e de exportação; 65 = Crédito presumido - receitas não tributadas no mercado interno e de exportação; 66 = Crédito presumido - receitas tributadas e não tributadas no mercado interno e de exportação; 67 = Crédito presumido - outras operações; 70 = Aquisição sem direito a crédito; 71 = Aquisição com isenção; 72 = Aquisição com suspensão; 73 = Aquisição a alíquota zero; 74 = Aquisição sem incidência; 75 = Aquisição por substituição tributária; 98 = Outras operações de entrada; 99 = Outras operações; 01 = Tributável com alíquota básica; 02 = Tributável com alíquota diferenciada; 03 = Tributável por unidade de medida; 04 = Monofásica - revenda a alíquota zero; 05 = Substituição tributária; 06 = Alíquota zero; 07 = Isenta; 08 = Sem incidência; 09 = Suspensão
   */
  cst_pis?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '06'
    | '07'
    | '08'
    | '09'
    | '49'
    | '50'
    | '51'
    | '52'
    | '53'
    | '54'
    | '55'
    | '56'
    | '60'
    | '61'
    | '62'
    | '63'
    | '64'
    | '65'
    | '66'
    | '67'
    | '70'
    | '71'
    | '72'
    | '73'
    | '74'
    | '75'
    | '98'
    | '99';
  /**
   * Alíquota do PIS (%)
   * (NF-e: pPIS; decimal(7,4))
   */
  aliquota_pis?: number;
  /**
   * CST da COFINS
   * (NF-e: CST)
   * 49 = Outras operações de saída; 50 = Crédito - receita tributada no mercado interno; 51 = Crédito - receita não tributada no mercado interno; 52 = Crédito - receita de exportação; 53 = Crédito - receitas tributadas e não tributadas no mercado interno; 54 = Crédito - receitas tributadas no mercado interno e de exportação; 55 = Crédito - receitas não tributadas no mercado interno e de exportação; 56 = Crédito - receitas tributadas e não tributadas no mercado interno e de exportação; 60 = Crédito presumido - receita tributada no mercado interno; 61 = Crédito presumido - receita não tributada no mercado interno; 62 = Crédito presumido - receita de exportação; 63 = Crédito presumido - receitas tributadas e não tributadas no mercado interno; 64 = Crédito presumido - receitas tributadas no mercado interno e de exportação; 65 = Crédito presumido - receitas não tributadas no mercado interno e de exportação; 66 = Crédito presumido - receitas tributadas e não tributadas no mercado interno e de exportação; 67 = Crédito presumido - outras operações; 70 = Aquisição sem direito a crédito; 71 = Aquisição com isenção; 72 = Aquisição com suspensão; 73 = Aquisição a alíquota zero; 74 = Aquisição sem incidência; 75 = Aquisição por substituição tributária; 98 = Outras operações de entrada; 99 = Outras operações; 01 = Tributável com alíquota básica; 02 = Tributável com alíquota diferenciada; 03 = Tributável por unidade de medida; 04 = Monofásica - revenda a alíquota zero; 05 = Substituição tributária; 06 = Alíquota zero; 07 = Isenta; 08 = Sem incidência; 09 = Suspensão
   */
  cst_cofins?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '06'
    | '07'
    | '08'
    | '09'
    | '49'
    | '50'
    | '51'
    | '52'
    | '53'
    | '54'
    | '55'
    | '56'
    | '60'
    | '61'
    | '62'
    | '63'
    | '64'
    | '65'
    | '66'
    | '67'
    | '70'
    | '71'
    | '72'
    | '73'
    | '74'
    | '75'
    | '98'
    | '99';
  /**
   * Alíquota da COFINS (%)
   * (NF-e: pCOFINS; decimal(7,4))
   */
  aliquota_cofins?: number;
  /**
   * CST do IPI
   * (NF-e: CST)
   * 49 = Outras entradas; 50 = Saída tributada; 51 = Saída tributada com alíquota zero; 52 = Saída isenta; 53 = Saída não tributada; 54 = Saída imune; 55 = Saída com suspensão; 99 = Outras saídas; 00 = Entrada com recuperação de crédito; 01 = Entrada tributada com alíquota zero; 02 = Entrada isenta; 03 = Entrada não tributada; 04 = Entrada imune; 05 = Entrada com suspensão
   */
  cst_ipi?: '00' | '01' | '02' | '03' | '04' | '05' | '49' | '50' | '51' | '52' | '53' | '54' | '55' | '99';
  /**
   * Alíquota do IPI (%)
   * (NF-e: pIPI; decimal(5,2))
   */
  aliquota_ipi?: number;
  /**
   * Enquadramento legal do IPI
   * (NF-e: cEnq)
   */
  enquadramento_ipi?: string;
  /**
   * CST do IBS/CBS
   * (NF-e: CST)
   */
  cst_ibs_cbs?: string;
  /**
   * Classificação tributária do IBS/CBS
   * (NF-e: cClassTrib)
   */
  classificacao_tributaria?: string;
  /**
   * Perfil de tributação — Perfil reutilizável; os campos preenchidos no perfil valem no lugar dos do produto
   * (referência: tributacoes)
   */
  tributacao_id?: number;
  /**
   * Preço de custo (R$)
   * (decimal(15,4))
   */
  preco_custo?: number;
  /**
   * Preço de venda (R$)
   * (NF-e: vUnCom; decimal(15,4))
   */
  preco_venda?: number;
  /**
   * Peso líquido (kg)
   * (NF-e: pesoL; decimal(15,3))
   */
  peso_liquido?: number;
  /**
   * Peso bruto (kg)
   * (NF-e: pesoB; decimal(15,3))
   */
  peso_bruto?: number;
  /**
   * Controla estoque
   */
  movimenta_estoque?: boolean;
  /**
   * Estoque mínimo
   * (decimal(15,4))
   */
  estoque_minimo?: number;
  /**
   * Tipo de produto — Sem o tipo do item informado, o produto recebe o código SPED do tipo
   * (referência: tipoProduto)
   */
  tipo_produto_id?: number;
  /**
   * Categoria de estoque
   * (referência: categoriaEstoque)
   */
  categoria_estoque_id?: number;
  /**
   * Grupo
   * (referência: grupo)
   */
  grupo_id?: number;
  /**
   * Subgrupo
   * (referência: subGrupo)
   */
  sub_grupo_id?: number;
  /**
   * Informações adicionais do item
   * (NF-e: infAdProd)
   */
  informacao_adicional?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Item da lista de serviços (LC 116) — Para serviços: subitem da LC 116/2003 (cListServ do grupo ISSQN)
   * (referência: servicosCnaeDet)
   */
  item_lista_servico?: string;
  /**
   * Código de tributação nacional (NFS-e) — Para serviços: item, subitem e desdobro da lista nacional (cTribNac, 6 dígitos)
   * (NF-e: cTribNac)
   */
  codigo_tributacao_nacional?: string;
  /**
   * Código de tributação municipal (NFS-e)
   * (NF-e: cTribMun)
   */
  codigo_tributacao_municipal?: string;
  /**
   * Código NBS — Nomenclatura Brasileira de Serviços (cNBS, 9 dígitos)
   * (NF-e: cNBS)
   */
  codigo_nbs?: string;
  /**
   * Alíquota do ISS (%) — LC 116/2003 art. 8º-A: mínimo de 2% e máximo de 5%
   * (NF-e: pAliq; decimal(5,2))
   */
  aliquota_iss?: number;
  /**
   * ISS retido pelo tomador — LC 116/2003 art. 6º: o tomador é o responsável pelo recolhimento
   * (NF-e: tpRetISSQN)
   */
  iss_retido?: boolean;
  /**
   * Mostrar na loja pública (market) — O produto aparece na vitrine sem login, com imagens, preço e disponibilidade
   */
  publico?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Grupo de adicionais do produto (entidade `produtoAdicional`, OData `ProdutoAdicional`, REST `/v1/produtoAdicional/`)
 * Liga um produto a um grupo de adicionais que ele oferece no balcão, na ordem em que os grupos são perguntados.
 */
export interface ProdutoAdicional {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Grupo de adicionais
   * (referência: adicionalGrupo)
   */
  adicional_grupo_id: number;
  /**
   * Ordem
   */
  ordem?: number;
}

/**
 * Tributação do produto por UF e operação (entidade `produtoTributacao`, OData `ProdutoTributacao`, REST `/v1/produtoTributacao/`)
 * Regra de tributação de um produto para uma UF de destino, uma operação (venda, devolução, entrada) e um tipo de destinatário (contribuinte ou não); campos vazios valem "qualquer". O faturamento usa a regra mais específica vigente, depois o perfil de tributação do produto, depois os dados do próprio produto, e grava qual regra usou.
 */
export interface ProdutoTributacao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * UF de destino — Vazio: qualquer UF
   * (referência: uf)
   */
  uf_destino?: string;
  /**
   * Operação — Vazio: qualquer operação
   * venda = Venda (saída); devolucao = Devolução (finalidade 4); entrada = Entrada
   */
  operacao?: 'venda' | 'devolucao' | 'entrada';
  /**
   * Destinatário — Vazio: qualquer
   * contribuinte = Contribuinte do ICMS; nao_contribuinte = Não contribuinte
   */
  tipo_destinatario?: 'contribuinte' | 'nao_contribuinte';
  /**
   * Perfil de tributação — Preenche os campos que a regra deixa vazios
   * (referência: tributacoes)
   */
  tributacao_id?: number;
  /**
   * CFOP — O 1º dígito segue o destino (5/6/7) no cálculo
   * (NF-e: CFOP; referência: cfop)
   */
  cfop?: string;
  /**
   * CST do ICMS (regime normal)
   * (NF-e: CST)
   * 10 = 10 - Tributada e com ICMS-ST; 20 = 20 - Com redução de base; 40 = 40 - Isenta; 41 = 41 - Não tributada; 50 = 50 - Suspensão; 51 = 51 - Diferimento; 60 = 60 - ICMS-ST cobrado anteriormente; 90 = 90 - Outras; 00 = 00 - Tributada integralmente
   */
  cst_icms?: '00' | '10' | '20' | '40' | '41' | '50' | '51' | '60' | '90';
  /**
   * CSOSN (Simples Nacional)
   * (NF-e: CSOSN)
   * 101 = 101 - Com permissão de crédito; 102 = 102 - Sem permissão de crédito; 103 = 103 - Isenção por faixa de receita; 201 = 201 - Com crédito e com ST; 202 = 202 - Sem crédito e com ST; 203 = 203 - Isenção por faixa e com ST; 300 = 300 - Imune; 400 = 400 - Não tributada; 500 = 500 - ICMS-ST cobrado anteriormente; 900 = 900 - Outros
   */
  csosn?: '101' | '102' | '103' | '201' | '202' | '203' | '300' | '400' | '500' | '900';
  /**
   * Alíquota do ICMS (%) — Vazio: a da tabela de alíquotas (origem/destino)
   * (NF-e: pICMS; decimal(7,4))
   */
  aliquota_icms?: number;
  /**
   * Redução da base do ICMS (%)
   * (NF-e: pRedBC; decimal(7,4))
   */
  reducao_base_icms?: number;
  /**
   * FCP (%) — Fundo de Combate à Pobreza sobre a base do ICMS próprio (ADCT art. 82)
   * (NF-e: pFCP; decimal(7,4))
   */
  fcp?: number;
  /**
   * Crédito do Simples (%) — CSOSN 101/201/900: alíquota efetiva da faixa (LC 123/2006 art. 23)
   * (NF-e: pCredSN; decimal(7,4))
   */
  credito_simples?: number;
  /**
   * MVA-ST (%) — Vazio: a da tabela de ST da UF (com ajuste interestadual)
   * (NF-e: pMVAST; decimal(7,4))
   */
  mva_st?: number;
  /**
   * Alíquota interna do ICMS-ST (%)
   * (NF-e: pICMSST; decimal(7,4))
   */
  aliquota_st?: number;
  /**
   * Redução da base do ICMS-ST (%)
   * (NF-e: pRedBCST; decimal(7,4))
   */
  reducao_base_st?: number;
  /**
   * FCP retido por ST (%)
   * (NF-e: pFCPST; decimal(7,4))
   */
  fcp_st?: number;
  /**
   * CST do IPI
   * (NF-e: CST)
   * 49 = Outras entradas; 50 = Saída tributada; 51 = Saída tributada com alíquota zero; 52 = Saída isenta; 53 = Saída não tributada; 54 = Saída imune; 55 = Saída com suspensão; 99 = Outras saídas; 00 = Entrada com recuperação de crédito; 01 = Entrada tributada com alíquota zero; 02 = Entrada isenta; 03 = Entrada não tributada; 04 = Entrada imune; 05 = Entrada com suspensão
   */
  cst_ipi?: '00' | '01' | '02' | '03' | '04' | '05' | '49' | '50' | '51' | '52' | '53' | '54' | '55' | '99';
  /**
   * Alíquota do IPI (%)
   * (NF-e: pIPI; decimal(7,4))
   */
  aliquota_ipi?: number;
  /**
   * Enquadramento legal do IPI
   * (NF-e: cEnq)
   */
  enquadramento_ipi?: string;
  /**
   * CST do PIS
   * (NF-e: CST)
   * 49 = Outras operações de saída; 50 = Crédito - receita tributada no mercado interno; 51 = Crédito - receita não tributada no mercado interno; 52 = Crédito - receita de exportação; 53 = Crédito - receitas tributadas e não tributadas no mercado interno; 54 = Crédito - receitas tributadas no mercado interno e de exportação; 55 = Crédito - receitas não tributadas no mercado interno e de exportação; 56 = Crédito - receitas tributadas e não tributadas no mercado interno e de exportação; 60 = Crédito presumido - receita tributada no mercado interno; 61 = Crédito presumido - receita não tributada no mercado interno; 62 = Crédito presumido - receita de exportação; 63 = Crédito presumido - receitas tributadas e não tributadas no mercado interno; 64 = Crédito presumido - receitas tributadas no mercado interno e de exportação; 65 = Crédito presumido - receitas não tributadas no mercado interno e de exportação; 66 = Crédito presumido - receitas tributadas e não tributadas no mercado interno e de exportação; 67 = Crédito presumido - outras operações; 70 = Aquisição sem direito a crédito; 71 = Aquisição com isenção; 72 = Aquisição com suspensão; 73 = Aquisição a alíquota zero; 74 = Aquisição sem incidência; 75 = Aquisição por substituição tributária; 98 = Outras operações de entrada; 99 = Outras operações; 01 = Tributável com alíquota básica; 02 = Tributável com alíquota diferenciada; 03 = Tributável por unidade de medida; 04 = Monofásica - revenda a alíquota zero; 05 = Substituição tributária; 06 = Alíquota zero; 07 = Isenta; 08 = Sem incidência; 09 = Suspensão
   */
  cst_pis?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '06'
    | '07'
    | '08'
    | '09'
    | '49'
    | '50'
    | '51'
    | '52'
    | '53'
    | '54'
    | '55'
    | '56'
    | '60'
    | '61'
    | '62'
    | '63'
    | '64'
    | '65'
    | '66'
    | '67'
    | '70'
    | '71'
    | '72'
    | '73'
    | '74'
    | '75'
    | '98'
    | '99';
  /**
   * Alíquota do PIS (%)
   * (NF-e: pPIS; decimal(7,4))
   */
  aliquota_pis?: number;
  /**
   * CST da COFINS
   * (NF-e: CST)
   * 49 = Outras operações de saída; 50 = Crédito - receita tributada no mercado interno; 51 = Crédito - receita não tributada no mercado interno; 52 = Crédito - receita de exportação; 53 = Crédito - receitas tributadas e não tributadas no mercado interno; 54 = Crédito - receitas tributadas no mercado interno e de exportação; 55 = Crédito - receitas não tributadas no mercado interno e de exportação; 56 = Crédito - receitas tributadas e não tributadas no mercado interno e de exportação; 60 = Crédito presumido - receita tributada no mercado interno; 61 = Crédito presumido - receita não tributada no mercado interno; 62 = Crédito presumido - receita de exportação; 63 = Crédito presumido - receitas tributadas e não tributadas no mercado interno; 64 = Crédito presumido - receitas tributadas no mercado interno e de exportação; 65 = Crédito presumido - receitas não tributadas no mercado interno e de exportação; 66 = Crédito presumido - receitas tributadas e não tributadas no mercado interno e de exportação; 67 = Crédito presumido - outras operações; 70 = Aquisição sem direito a crédito; 71 = Aquisição com isenção; 72 = Aquisição com suspensão; 73 = Aquisição a alíquota zero; 74 = Aquisição sem incidência; 75 = Aquisição por substituição tributária; 98 = Outras operações de entrada; 99 = Outras operações; 01 = Tributável com alíquota básica; 02 = Tributável com alíquota diferenciada; 03 = Tributável por unidade de medida; 04 = Monofásica - revenda a alíquota zero; 05 = Substituição tributária; 06 = Alíquota zero; 07 = Isenta; 08 = Sem incidência; 09 = Suspensão
   */
  cst_cofins?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '06'
    | '07'
    | '08'
    | '09'
    | '49'
    | '50'
    | '51'
    | '52'
    | '53'
    | '54'
    | '55'
    | '56'
    | '60'
    | '61'
    | '62'
    | '63'
    | '64'
    | '65'
    | '66'
    | '67'
    | '70'
    | '71'
    | '72'
    | '73'
    | '74'
    | '75'
    | '98'
    | '99';
  /**
   * Alíquota da COFINS (%)
   * (NF-e: pCOFINS; decimal(7,4))
   */
  aliquota_cofins?: number;
  /**
   * CST do IBS/CBS
   * (NF-e: CST)
   */
  cst_ibs_cbs?: string;
  /**
   * Classificação tributária do IBS/CBS
   * (NF-e: cClassTrib)
   */
  classificacao_tributaria?: string;
  /**
   * Fonte legal — Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
   */
  fonte_legal: string;
  /**
   * Vigência: início
   * (formato: date)
   */
  vigencia_inicio?: string;
  /**
   * Vigência: fim — Vazio: sem data de término
   * (formato: date)
   */
  vigencia_fim?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Conta a receber (entidade `receber`, OData `Receber`, REST `/v1/receber/`)
 * Título a receber (parcela) de um cliente: lançado à mão ou pelas duplicatas da NF-e autorizada, PDV e pedidos. Baixas, estornos e renegociações são linhas de receberPagamento; valor_baixado, saldo e situação são do servidor.
 */
export interface Receber {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Documento
   */
  documento: string;
  /**
   * Parcela
   */
  parcela?: number;
  /**
   * Total de parcelas
   */
  total_parcelas?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id: number;
  /**
   * Histórico
   */
  descricao?: string;
  /**
   * Emissão
   * (formato: date)
   */
  emissao?: string;
  /**
   * Vencimento
   * (formato: date)
   */
  vencimento: string;
  /**
   * Valor (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Valor recebido (R$) — Soma das baixas menos os estornos (sem juros, multa e desconto)
   * (decimal(15,2); somente leitura)
   */
  valor_baixado?: number;
  /**
   * Saldo em aberto (R$)
   * (decimal(15,2); somente leitura)
   */
  saldo?: number;
  /**
   * Situação
   * (somente leitura)
   * aberto = Em aberto; parcial = Recebido em parte; pago = Recebido; cancelado = Cancelado; renegociado = Renegociado
   */
  situacao?: 'aberto' | 'parcial' | 'pago' | 'cancelado' | 'renegociado';
  /**
   * Conta (plano de contas)
   * (referência: conta)
   */
  conta_id?: number;
  /**
   * Centro de custo
   * (referência: custo)
   */
  custo_id?: number;
  /**
   * Espécie
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Conta bancária / caixa
   * (referência: contaBancaria)
   */
  conta_bancaria_id?: number;
  /**
   * Origem
   * (somente leitura)
   * manual = Lançamento manual; faturamento = Faturamento (NF-e); pdv = PDV; compra = Compra; pedido = Pedido; replicacao = Recorrência; renegociacao = Renegociação; nfse = NFS-e
   */
  origem?: 'manual' | 'faturamento' | 'pdv' | 'compra' | 'pedido' | 'replicacao' | 'renegociacao' | 'nfse';
  /**
   * Documento de origem
   * (somente leitura)
   */
  origem_id?: number;
  /**
   * Faturamento
   * (referência: faturamento; somente leitura)
   */
  faturamento_id?: number;
  /**
   * Transação de origem — guid_transacao da recorrência ou renegociação que criou o título
   * (formato: uuid; somente leitura)
   */
  guid_origem?: string;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Anexo de conta a receber (entidade `receberAnexo`, OData `ReceberAnexo`, REST `/v1/receberAnexo/`)
 * Arquivo ligado ao título (boleto, comprovante, contrato): PDF ou imagem conferidos pelo conteúdo, até 5 MB. Enviado por POST /v1/Receber/Anexo (multipart: receber_id e arquivo); baixado por GET /v1/Receber/Anexo/{id}.
 */
export interface ReceberAnexo {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Conta a receber
   * (referência: receber)
   */
  receber_id: number;
  /**
   * Nome do arquivo
   */
  nome: string;
  /**
   * Tipo
   */
  tipo: string;
  /**
   * Tamanho (bytes)
   */
  tamanho: number;
  /**
   * Enviado por
   * (referência: usuario)
   */
  usuario_id?: number;
  /**
   * Enviado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Baixa de conta a receber (entidade `receberPagamento`, OData `ReceberPagamento`, REST `/v1/receberPagamento/`)
 * Linha imutável do histórico do título: baixa (recebimento/pagamento, total ou parcial), fechamento por renegociação ou estorno (espelho negativo de uma linha anterior). Gravada só pelas ações /v1/Receber/ReceberRegistros/, RenegociarRegistros/ e Estornar.
 */
export interface ReceberPagamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Conta a receber
   * (referência: receber)
   */
  receber_id: number;
  /**
   * Transação
   * (formato: uuid)
   */
  guid_transacao: string;
  /**
   * Tipo
   * baixa = Recebimento; renegociacao = Renegociação; estorno = Estorno
   */
  tipo: 'baixa' | 'renegociacao' | 'estorno';
  /**
   * Data do recebimento
   * (formato: date)
   */
  data: string;
  /**
   * Valor baixado do título (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Juros (R$)
   * (decimal(15,2))
   */
  juros?: number;
  /**
   * Multa (R$)
   * (decimal(15,2))
   */
  multa?: number;
  /**
   * Desconto (R$)
   * (decimal(15,2))
   */
  desconto?: number;
  /**
   * Valor recebido (R$) — valor + juros + multa - desconto: o dinheiro que entrou ou saiu
   * (decimal(15,2))
   */
  valor_total: number;
  /**
   * Espécie
   * (referência: especie)
   */
  especie_id?: number;
  /**
   * Conta bancária / caixa
   * (referência: contaBancaria)
   */
  conta_bancaria_id?: number;
  /**
   * Estorno da linha
   * (referência: receberPagamento)
   */
  estorno_de_id?: number;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id?: number;
  /**
   * Observação
   */
  observacao?: string;
  /**
   * Registrado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Execução de relatório (entidade `relatorios`, OData `Relatorios`, REST `/v1/relatorios/`)
 * Relatório pedido em PDF ou XLSX (POST /v1/relatorios/ExecutarRelatorio/): a tarefa 'Relatorio' com o id do catálogo, o formato, a situação e o arquivo (visão relatorio_execucao sobre tarefa). Registro do sistema, somente leitura.
 */
export interface Relatorios {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Usuário
   * (referência: usuario; somente leitura)
   */
  usuario_id?: number;
  /**
   * Relatório
   * (somente leitura)
   */
  relatorio?: string;
  /**
   * Formato
   * (somente leitura)
   */
  formato?: 'pdf' | 'xlsx';
  /**
   * Descrição
   * (somente leitura)
   */
  descricao?: string;
  /**
   * Situação
   * (somente leitura)
   */
  situacao?: 'pendente' | 'executando' | 'concluida' | 'falhou' | 'cancelada';
  /**
   * Progresso (%)
   * (decimal(5,2); somente leitura)
   */
  progresso?: number;
  /**
   * Mensagem
   * (somente leitura)
   */
  mensagem?: string;
  /**
   * Erro
   * (somente leitura)
   */
  erro?: string;
  /**
   * Arquivo
   * (somente leitura)
   */
  arquivo_nome?: string;
  /**
   * Pedido em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Iniciado em
   * (formato: date-time; somente leitura)
   */
  iniciado_em?: string;
  /**
   * Concluído em
   * (formato: date-time; somente leitura)
   */
  concluido_em?: string;
  /**
   * Disponível até
   * (formato: date-time; somente leitura)
   */
  expira_em?: string;
}

/**
 * Relatório desligado por perfil (entidade `relatoriosModulos`, OData `RelatoriosModulos`, REST `/v1/relatoriosModulos/`)
 * Relatório do catálogo (relatorios/catalogo.ts) desligado para um perfil de usuário da empresa em relatorios/gerenciar (visão relatorio_modulo_perfil sobre relatorio_perfil_desabilitado; chave 'perfil:relatorio'). Muda por POST /v1/Relatorios/SalvarRelatoriosPerfil; somente leitura aqui.
 */
export interface RelatoriosModulos {
  /**
   * Chave
   * (somente leitura)
   */
  id?: string;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Perfil
   * (referência: emitenteTipoUsuario; somente leitura)
   */
  emitente_tipo_usuario_id?: number;
  /**
   * Relatório
   * (somente leitura)
   */
  relatorio?: string;
}

/**
 * Restrição (entidade `restricao`, OData `Restricao`, REST `/v1/restricao/`)
 * Regra de permissão concedida a um tipo de usuário (lista de restrições do TipoUsuario).
 */
export interface Restricao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Tipo de usuário
   * (referência: tipoUsuario)
   */
  tipo_usuario_id: number;
  /**
   * Regra — Permitir.{Entidade}.{Ação} (SPEC §6)
   */
  regra: string;
}

/**
 * Restrição padrão (entidade `restricaoPadrao`, OData `RestricaoPadrao`, REST `/v1/restricaoPadrao/`)
 * Catálogo das regras de permissão dos tipos de usuário da cadeia (área do administrador).
 */
export interface RestricaoPadrao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Regra — Permitir.{Entidade}.{Ação} (SPEC §6)
   */
  regra: string;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Módulo
   */
  modulo: string;
}

/**
 * Revenda (entidade `revenda`, OData `Revenda`, REST `/v1/revenda/`)
 * Revenda da cadeia (dona das empresas emitentes), subordinada a um distribuidor.
 */
export interface Revenda {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor)
   */
  distribuidor_id: number;
  /**
   * Razão social
   */
  nome: string;
  /**
   * Nome fantasia
   */
  fantasia?: string;
  /**
   * CNPJ/CPF
   * (formato: cpf-cnpj)
   */
  cnpj: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
  /**
   * Comissão (%)
   * (decimal(5,2))
   */
  percentual_comissao?: number;
  /**
   * Valor da licença (R$)
   * (decimal(15,2))
   */
  valor_licenca?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Série de documento fiscal (entidade `serieDocumento`, OData `SerieDocumento`, REST `/v1/serieDocumento/`)
 * Série da NF-e (modelo 55) ou NFC-e (modelo 65) do emitente com o próximo número (nNF) a usar. Criada no primeiro uso; o número é alocado numa transação com a linha travada (sem duplicidade sob concorrência).
 */
export interface SerieDocumento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Modelo
   * (NF-e: mod)
   * 55 = NF-e; 65 = NFC-e; SE = DPS (NFS-e)
   */
  modelo: '55' | '65' | 'SE';
  /**
   * Série
   * (NF-e: serie)
   */
  serie: number;
  /**
   * Próximo número
   * (NF-e: nNF)
   */
  proximo_numero?: number;
  /**
   * Ativa
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Serviço (LC 116) (entidade `servicosCnaeDet`, OData `ServicosCnaeDet`, REST `/v1/servicosCnaeDet/`)
 * Subitens da Lista de Serviços da LC 116/2003 (cListServ do grupo ISSQN da NF-e; código de tributação nacional da NFS-e). Tabela de referência global, somente leitura.
 */
export interface ServicosCnaeDet {
  /**
   * Subitem
   */
  codigo: string;
  /**
   * Grupo
   * (referência: servicosCnaeGrupos)
   */
  grupo_id: number;
  /**
   * Descrição
   */
  descricao: string;
}

/**
 * Grupo de serviços (LC 116) (entidade `servicosCnaeGrupos`, OData `ServicosCnaeGrupos`, REST `/v1/servicosCnaeGrupos/`)
 * Itens da Lista de Serviços anexa à Lei Complementar nº 116/2003 (1 a 40) e o 99 da NFS-e nacional. Tabela de referência global, somente leitura.
 */
export interface ServicosCnaeGrupos {
  /**
   * Item
   */
  id: number;
  /**
   * Descrição
   */
  descricao: string;
}

/**
 * Sessão de usuário (entidade `sessaoUsuario`, OData `SessaoUsuario`, REST `/v1/sessaoUsuario/`)
 * Sessão autenticada (refresh token rotativo). Somente leitura pela API; a revogação é feita por /v1/auth/revoke-session-id/{id}.
 */
export interface SessaoUsuario {
  /**
   * Sessão
   * (formato: uuid; somente leitura)
   */
  id: string;
  /**
   * Usuário
   * (referência: usuario; somente leitura)
   */
  usuario_id: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda; somente leitura)
   */
  revenda_id?: number;
  /**
   * Lembrar-me
   * (somente leitura)
   */
  lembrar_me?: boolean;
  /**
   * Endereço IP
   * (somente leitura)
   */
  ip?: string;
  /**
   * Navegador
   * (somente leitura)
   */
  user_agent?: string;
  /**
   * Conectado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Último uso
   * (formato: date-time; somente leitura)
   */
  ultimo_uso?: string;
  /**
   * Expira em
   * (formato: date-time; somente leitura)
   */
  expira_em: string;
  /**
   * Revogada em
   * (formato: date-time; somente leitura)
   */
  revogado_em?: string;
  /**
   * Motivo da revogação
   * (somente leitura)
   */
  motivo_revogacao?: string;
}

/**
 * Conexão do hub (entidade `sessaoUsuarioConnection`, OData `SessaoUsuarioConnection`, REST `/v1/sessaoUsuarioConnection/`)
 * Conexão viva de uma sessão ao hub em tempo real, gravada por cada processo do servidor e renovada a cada 30 s (hub/registro.ts); visão sessao_usuario_conexao sobre sessao_usuario_connection com a cadeia da sessão. Registro do sistema, somente leitura.
 */
export interface SessaoUsuarioConnection {
  /**
   * Conexão
   * (somente leitura)
   */
  connection_id?: string;
  /**
   * Sessão
   * (formato: uuid; somente leitura)
   */
  sessao_id?: string;
  /**
   * Usuário
   * (referência: usuario; somente leitura)
   */
  usuario_id?: number;
  /**
   * Empresa
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda; somente leitura)
   */
  revenda_id?: number;
  /**
   * Processo
   * (somente leitura)
   */
  processo?: string;
  /**
   * IP
   * (somente leitura)
   */
  ip?: string;
  /**
   * Navegador
   * (somente leitura)
   */
  user_agent?: string;
  /**
   * Conectado em
   * (formato: date-time; somente leitura)
   */
  conectado_em?: string;
  /**
   * Visto em
   * (formato: date-time; somente leitura)
   */
  visto_em?: string;
}

/**
 * Situação do pedido (entidade `situacaoPedido`, OData `SituacaoPedido`, REST `/v1/situacaoPedido/`)
 * Coluna do quadro de pedidos: nome, cor do chip, ordem no quadro e a etapa do fluxo que ela representa (orçamento, aprovado, em separação, faturado, entregue, cancelado). Toda empresa nasce com as seis situações padrão; outras podem ser criadas (ex.: 'Aguardando pagamento' na etapa aprovado). A etapa decide a reserva de estoque e quais mudanças são permitidas.
 */
export interface SituacaoPedido {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Etapa do fluxo
   * orcamento = Orçamento; aprovado = Aprovado (reserva o estoque); separacao = Em separação; faturado = Faturado (NF-e autorizada); entregue = Entregue; cancelado = Cancelado (libera a reserva)
   */
  etapa: 'orcamento' | 'aprovado' | 'separacao' | 'faturado' | 'entregue' | 'cancelado';
  /**
   * Cor
   */
  cor?: string;
  /**
   * Ordem no quadro
   */
  ordem?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Software house (entidade `softwareHouse`, OData `SoftwareHouse`, REST `/v1/softwareHouse/`)
 * Responsável técnico pelo sistema emissor (grupo ZD infRespTec da NF-e).
 */
export interface SoftwareHouse {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * CNPJ
   * (NF-e: CNPJ; formato: cnpj)
   */
  cnpj: string;
  /**
   * Razão social
   */
  nome: string;
  /**
   * Pessoa de contato
   * (NF-e: xContato)
   */
  contato: string;
  /**
   * E-mail
   * (NF-e: email; formato: email)
   */
  email: string;
  /**
   * Telefone
   * (NF-e: fone)
   */
  telefone: string;
  /**
   * Identificador do CSRT
   * (NF-e: idCSRT)
   */
  id_csrt?: number;
  /**
   * CSRT — Código de Segurança do Responsável Técnico; só gravado, nunca devolvido (usado no hashCSRT)
   * (somente escrita (nunca devolvido pela API))
   */
  csrt?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Substituição tributária por UF (entidade `stUf`, OData `StUf`, REST `/v1/stUf/`)
 * ICMS-ST por UF de destino e NCM (prefixo) ou CEST (Conv. ICMS 142/2018): MVA original, MVA ajustada (vazio: calculada nas operações interestaduais), alíquota interna, redução de base e FCP-ST, com a fonte legal (protocolo/convênio, RICMS).
 */
export interface StUf {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * UF de destino
   * (referência: uf)
   */
  uf_destino: string;
  /**
   * NCM (ou prefixo) — Código NCM completo ou os primeiros dígitos (posição, capítulo)
   * (NF-e: NCM)
   */
  ncm?: string;
  /**
   * CEST
   * (NF-e: CEST; referência: cest)
   */
  cest?: string;
  /**
   * MVA original (%)
   * (NF-e: pMVAST; decimal(7,4))
   */
  mva_original: number;
  /**
   * MVA ajustada (%) — Vazio: calculada na operação interestadual, [(1 + MVA) × (1 − alíq. inter) / (1 − alíq. interna)] − 1
   * (decimal(7,4))
   */
  mva_ajustada?: number;
  /**
   * Alíquota interna do ICMS-ST (%)
   * (NF-e: pICMSST; decimal(7,4))
   */
  aliquota_interna_st: number;
  /**
   * Redução da base do ICMS-ST (%)
   * (NF-e: pRedBCST; decimal(7,4))
   */
  reducao_base_st?: number;
  /**
   * FCP-ST (%)
   * (NF-e: pFCPST; decimal(7,4))
   */
  fcp_st?: number;
  /**
   * Modalidade da base do ICMS-ST
   * (NF-e: modBCST)
   * 0 = Preço tabelado ou máximo sugerido; 1 = Lista negativa; 2 = Lista positiva; 3 = Lista neutra; 4 = Margem de valor agregado (%); 5 = Pauta; 6 = Valor da operação
   */
  modalidade_bc_st?: '0' | '1' | '2' | '3' | '4' | '5' | '6';
  /**
   * Fonte legal — Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
   */
  fonte_legal: string;
  /**
   * Vigência: início
   * (formato: date)
   */
  vigencia_inicio?: string;
  /**
   * Vigência: fim — Vazio: sem data de término
   * (formato: date)
   */
  vigencia_fim?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Ticket de suporte (entidade `ticket`, OData `Ticket`, REST `/v1/ticket/`)
 * Chamado de suporte aberto por um usuário do emitente e respondido pela cadeia de revenda / administrador (rotas /v1/suporte/tickets). As mensagens ficam em ticketMensagem.
 */
export interface Ticket {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Assunto
   */
  assunto: string;
  /**
   * Categoria
   * duvida = Dúvida; problema = Problema; sugestao = Sugestão; financeiro = Financeiro; fiscal = Fiscal / NF-e
   */
  categoria?: 'duvida' | 'problema' | 'sugestao' | 'financeiro' | 'fiscal';
  /**
   * Prioridade
   * baixa = Baixa; normal = Normal; alta = Alta; urgente = Urgente
   */
  prioridade?: 'baixa' | 'normal' | 'alta' | 'urgente';
  /**
   * Situação
   * aberto = Aberto; em_atendimento = Em atendimento; aguardando_cliente = Aguardando cliente; resolvido = Resolvido; fechado = Fechado
   */
  situacao?: 'aberto' | 'em_atendimento' | 'aguardando_cliente' | 'resolvido' | 'fechado';
  /**
   * Aberto por
   * (somente leitura)
   */
  aberto_por?: number;
  /**
   * Atribuído a
   * (somente leitura)
   */
  atribuido_a?: number;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Mensagens do ticket — Lista filha de TicketMensagem, gravada junto com o registro.
   */
  Mensagem?: TicketMensagem[];
}

/**
 * Mensagem do ticket (entidade `ticketMensagem`, OData `TicketMensagem`, REST `/v1/ticketMensagem/`)
 * Mensagem de um ticket de suporte: do emitente (lado 'empresa') ou da cadeia de revenda / administrador (lado 'suporte'). Anexos: JSON com os ids dos arquivos enviados por POST /v1/ticketMensagemUpload/.
 */
export interface TicketMensagem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Ticket
   * (referência: ticket)
   */
  ticket_id: number;
  /**
   * Mensagem — Texto rico (HTML saneado no servidor)
   * (formato: html)
   */
  texto: string;
  /**
   * Autor
   * (somente leitura)
   */
  autor_usuario_id?: number;
  /**
   * Nome do autor
   * (somente leitura)
   */
  autor_nome?: string;
  /**
   * Lado
   * (somente leitura)
   * empresa = Empresa; suporte = Suporte
   */
  lado?: 'empresa' | 'suporte';
  /**
   * Anexos (JSON)
   */
  anexos?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
}

/**
 * Local de estoque (entidade `tipoEstoque`, OData `TipoEstoque`, REST `/v1/tipoEstoque/`)
 * Local físico onde o emitente guarda mercadoria (loja, depósito, vitrine...). Cada local tem saldo próprio por produto; o padrão recebe as baixas do faturamento.
 */
export interface TipoEstoque {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Local padrão (baixas do faturamento)
   */
  padrao?: boolean;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Tipo do pedido (entidade `tipoPedido`, OData `TipoPedido`, REST `/v1/tipoPedido/`)
 * Tipo do pedido definido pela empresa (ex.: Venda, Bonificação, Troca).
 */
export interface TipoPedido {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Tipo de produto (entidade `tipoProduto`, OData `TipoProduto`, REST `/v1/tipoProduto/`)
 * Classificação do produto pelo emitente (mercadoria, matéria-prima, serviço...) ligada ao tipo do item do SPED (Guia Prático EFD ICMS/IPI, registro 0200, campo 7 TIPO_ITEM). Cada empresa nasce com um tipo por código do SPED e pode criar outros (ex.: Revenda importada -> 00); ao escolher o tipo no produto sem informar o tipo do item, o produto recebe o código do tipo.
 */
export interface TipoProduto {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Tipo do item (SPED)
   * 10 = Outros insumos; 99 = Outras; 00 = Mercadoria para revenda; 01 = Matéria-prima; 02 = Embalagem; 03 = Produto em processo; 04 = Produto acabado; 05 = Subproduto; 06 = Produto intermediário; 07 = Material de uso e consumo; 08 = Ativo imobilizado; 09 = Serviços
   */
  tipo_item: '00' | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '99';
  /**
   * Ativo
   */
  ativo?: boolean;
}

/**
 * Tipo de usuário (entidade `tipoUsuario`, OData `TipoUsuario`, REST `/v1/tipoUsuario/`)
 * Tipos de usuário (SPEC §6): Administrador, Distribuidor Master, Distribuidor, Revenda e usuários de empresa. Cada tipo tem a sua lista de restrições.
 */
export interface TipoUsuario {
  /**
   * Código
   */
  id: number;
  /**
   * Tipo
   */
  tipo: string;
  /**
   * Nível na cadeia
   * admin = Administrador; master = Distribuidor master; distribuidor = Distribuidor; revenda = Revenda; emitente = Empresa
   */
  nivel: 'admin' | 'master' | 'distribuidor' | 'revenda' | 'emitente';
}

/**
 * Transportadora (entidade `transportadora`, OData `Transportadora`, REST `/v1/transportadora/`)
 * Transportador da NF-e (grupo X, transporta e veicTransp, leiaute 4.00).
 */
export interface Transportadora {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Tipo de pessoa
   * F = Física; J = Jurídica
   */
  tipo_pessoa: 'F' | 'J';
  /**
   * CPF/CNPJ
   * (NF-e: CNPJ|CPF; formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * Nome / Razão social
   * (NF-e: xNome)
   */
  nome: string;
  /**
   * Nome fantasia
   */
  fantasia?: string;
  /**
   * Inscrição estadual
   * (NF-e: IE; formato: ie)
   */
  ie?: string;
  /**
   * E-mail
   * (NF-e: email; formato: email)
   */
  email?: string;
  /**
   * Telefone
   * (NF-e: fone)
   */
  telefone?: string;
  /**
   * CEP
   * (NF-e: CEP; formato: cep)
   */
  cep?: string;
  /**
   * Logradouro — Compõe xEnder com número, complemento e bairro
   * (NF-e: xEnder)
   */
  logradouro?: string;
  /**
   * Número
   */
  numero?: string;
  /**
   * Complemento
   */
  complemento?: string;
  /**
   * Bairro
   */
  bairro?: string;
  /**
   * Município — O nome do município vai em xMun
   * (NF-e: xMun; referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf?: string;
  /**
   * RNTC (ANTT)
   * (NF-e: RNTC)
   */
  rntc?: string;
  /**
   * Placa do veículo
   * (NF-e: placa)
   */
  placa?: string;
  /**
   * UF da placa
   * (NF-e: UF; referência: uf)
   */
  uf_placa?: string;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * E-mails da transportadora — Lista filha de TransportadoraEmail, gravada junto com o registro.
   */
  Email?: TransportadoraEmail[];
  /**
   * Endereços da transportadora — Lista filha de TransportadoraEndereco, gravada junto com o registro.
   */
  Endereco?: TransportadoraEndereco[];
  /**
   * Telefones da transportadora — Lista filha de TransportadoraTelefone, gravada junto com o registro.
   */
  Telefone?: TransportadoraTelefone[];
}

/**
 * E-mail da transportadora (entidade `transportadoraEmail`, OData `TransportadoraEmail`, REST `/v1/transportadoraEmail/`)
 */
export interface TransportadoraEmail {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Transportadora
   * (referência: transportadora)
   */
  transportadora_id: number;
  /**
   * E-mail
   * (formato: email)
   */
  email: string;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * Recebe XML/DANFE
   */
  envia_nfe?: boolean;
}

/**
 * Endereço da transportadora (entidade `transportadoraEndereco`, OData `TransportadoraEndereco`, REST `/v1/transportadoraEndereco/`)
 * Filiais e pontos de coleta da transportadora.
 */
export interface TransportadoraEndereco {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Transportadora
   * (referência: transportadora)
   */
  transportadora_id: number;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * CEP
   * (NF-e: CEP; formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   * (NF-e: xLgr)
   */
  logradouro: string;
  /**
   * Número
   * (NF-e: nro)
   */
  numero?: string;
  /**
   * Complemento
   * (NF-e: xCpl)
   */
  complemento?: string;
  /**
   * Bairro
   * (NF-e: xBairro)
   */
  bairro?: string;
  /**
   * Município
   * (NF-e: cMun; referência: cidade)
   */
  cidade_id: number;
  /**
   * UF
   * (NF-e: UF; referência: uf)
   */
  uf: string;
}

/**
 * Telefone da transportadora (entidade `transportadoraTelefone`, OData `TransportadoraTelefone`, REST `/v1/transportadoraTelefone/`)
 */
export interface TransportadoraTelefone {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Transportadora
   * (referência: transportadora)
   */
  transportadora_id: number;
  /**
   * Número
   * (NF-e: fone)
   */
  numero: string;
  /**
   * Tipo
   * C = Celular; F = Fixo
   */
  tipo?: 'C' | 'F';
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * WhatsApp
   */
  whatsapp?: boolean;
}

/**
 * Perfil de tributação (entidade `tributacoes`, OData `Tributacoes`, REST `/v1/tributacoes/`)
 * Perfil de tributação reutilizável (ex.: "Revenda com ST", "Produto industrializado"): CST/CSOSN, CFOP, ICMS, IPI, PIS/COFINS e IBS/CBS com a fonte legal. Atribuído a vários produtos de uma vez (POST /v1/tributacoes/Atribuir) ou a uma regra por UF; os campos vazios ficam com os do produto.
 */
export interface Tributacoes {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * CFOP — O 1º dígito segue o destino (5/6/7) no cálculo
   * (NF-e: CFOP; referência: cfop)
   */
  cfop?: string;
  /**
   * CST do ICMS (regime normal)
   * (NF-e: CST)
   * 10 = 10 - Tributada e com ICMS-ST; 20 = 20 - Com redução de base; 40 = 40 - Isenta; 41 = 41 - Não tributada; 50 = 50 - Suspensão; 51 = 51 - Diferimento; 60 = 60 - ICMS-ST cobrado anteriormente; 90 = 90 - Outras; 00 = 00 - Tributada integralmente
   */
  cst_icms?: '00' | '10' | '20' | '40' | '41' | '50' | '51' | '60' | '90';
  /**
   * CSOSN (Simples Nacional)
   * (NF-e: CSOSN)
   * 101 = 101 - Com permissão de crédito; 102 = 102 - Sem permissão de crédito; 103 = 103 - Isenção por faixa de receita; 201 = 201 - Com crédito e com ST; 202 = 202 - Sem crédito e com ST; 203 = 203 - Isenção por faixa e com ST; 300 = 300 - Imune; 400 = 400 - Não tributada; 500 = 500 - ICMS-ST cobrado anteriormente; 900 = 900 - Outros
   */
  csosn?: '101' | '102' | '103' | '201' | '202' | '203' | '300' | '400' | '500' | '900';
  /**
   * Alíquota do ICMS (%) — Vazio: a da tabela de alíquotas (origem/destino)
   * (NF-e: pICMS; decimal(7,4))
   */
  aliquota_icms?: number;
  /**
   * Redução da base do ICMS (%)
   * (NF-e: pRedBC; decimal(7,4))
   */
  reducao_base_icms?: number;
  /**
   * FCP (%) — Fundo de Combate à Pobreza sobre a base do ICMS próprio (ADCT art. 82)
   * (NF-e: pFCP; decimal(7,4))
   */
  fcp?: number;
  /**
   * Crédito do Simples (%) — CSOSN 101/201/900: alíquota efetiva da faixa (LC 123/2006 art. 23)
   * (NF-e: pCredSN; decimal(7,4))
   */
  credito_simples?: number;
  /**
   * CST do IPI
   * (NF-e: CST)
   * 49 = Outras entradas; 50 = Saída tributada; 51 = Saída tributada com alíquota zero; 52 = Saída isenta; 53 = Saída não tributada; 54 = Saída imune; 55 = Saída com suspensão; 99 = Outras saídas; 00 = Entrada com recuperação de crédito; 01 = Entrada tributada com alíquota zero; 02 = Entrada isenta; 03 = Entrada não tributada; 04 = Entrada imune; 05 = Entrada com suspensão
   */
  cst_ipi?: '00' | '01' | '02' | '03' | '04' | '05' | '49' | '50' | '51' | '52' | '53' | '54' | '55' | '99';
  /**
   * Alíquota do IPI (%)
   * (NF-e: pIPI; decimal(7,4))
   */
  aliquota_ipi?: number;
  /**
   * Enquadramento legal do IPI
   * (NF-e: cEnq)
   */
  enquadramento_ipi?: string;
  /**
   * CST do PIS
   * (NF-e: CST)
   * 49 = Outras operações de saída; 50 = Crédito - receita tributada no mercado interno; 51 = Crédito - receita não tributada no mercado interno; 52 = Crédito - receita de exportação; 53 = Crédito - receitas tributadas e não tributadas no mercado interno; 54 = Crédito - receitas tributadas no mercado interno e de exportação; 55 = Crédito - receitas não tributadas no mercado interno e de exportação; 56 = Crédito - receitas tributadas e não tributadas no mercado interno e de exportação; 60 = Crédito presumido - receita tributada no mercado interno; 61 = Crédito presumido - receita não tributada no mercado interno; 62 = Crédito presumido - receita de exportação; 63 = Crédito presumido - receitas tributadas e não tributadas no mercado interno; 64 = Crédito presumido - receitas tributadas no mercado interno e de exportação; 65 = Crédito presumido - receitas não tributadas no mercado interno e de exportação; 66 = Crédito presumido - receitas tributadas e não tributadas no mercado interno e de exportação; 67 = Crédito presumido - outras operações; 70 = Aquisição sem direito a crédito; 71 = Aquisição com isenção; 72 = Aquisição com suspensão; 73 = Aquisição a alíquota zero; 74 = Aquisição sem incidência; 75 = Aquisição por substituição tributária; 98 = Outras operações de entrada; 99 = Outras operações; 01 = Tributável com alíquota básica; 02 = Tributável com alíquota diferenciada; 03 = Tributável por unidade de medida; 04 = Monofásica - revenda a alíquota zero; 05 = Substituição tributária; 06 = Alíquota zero; 07 = Isenta; 08 = Sem incidência; 09 = Suspensão
   */
  cst_pis?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '06'
    | '07'
    | '08'
    | '09'
    | '49'
    | '50'
    | '51'
    | '52'
    | '53'
    | '54'
    | '55'
    | '56'
    | '60'
    | '61'
    | '62'
    | '63'
    | '64'
    | '65'
    | '66'
    | '67'
    | '70'
    | '71'
    | '72'
    | '73'
    | '74'
    | '75'
    | '98'
    | '99';
  /**
   * Alíquota do PIS (%)
   * (NF-e: pPIS; decimal(7,4))
   */
  aliquota_pis?: number;
  /**
   * CST da COFINS
   * (NF-e: CST)
   * 49 = Outras operações de saída; 50 = Crédito - receita tributada no mercado interno; 51 = Crédito - receita não tributada no mercado interno; 52 = Crédito - receita de exportação; 53 = Crédito - receitas tributadas e não tributadas no mercado interno; 54 = Crédito - receitas tributadas no mercado interno e de exportação; 55 = Crédito - receitas não tributadas no mercado interno e de exportação; 56 = Crédito - receitas tributadas e não tributadas no mercado interno e de exportação; 60 = Crédito presumido - receita tributada no mercado interno; 61 = Crédito presumido - receita não tributada no mercado interno; 62 = Crédito presumido - receita de exportação; 63 = Crédito presumido - receitas tributadas e não tributadas no mercado interno; 64 = Crédito presumido - receitas tributadas no mercado interno e de exportação; 65 = Crédito presumido - receitas não tributadas no mercado interno e de exportação; 66 = Crédito presumido - receitas tributadas e não tributadas no mercado interno e de exportação; 67 = Crédito presumido - outras operações; 70 = Aquisição sem direito a crédito; 71 = Aquisição com isenção; 72 = Aquisição com suspensão; 73 = Aquisição a alíquota zero; 74 = Aquisição sem incidência; 75 = Aquisição por substituição tributária; 98 = Outras operações de entrada; 99 = Outras operações; 01 = Tributável com alíquota básica; 02 = Tributável com alíquota diferenciada; 03 = Tributável por unidade de medida; 04 = Monofásica - revenda a alíquota zero; 05 = Substituição tributária; 06 = Alíquota zero; 07 = Isenta; 08 = Sem incidência; 09 = Suspensão
   */
  cst_cofins?:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '06'
    | '07'
    | '08'
    | '09'
    | '49'
    | '50'
    | '51'
    | '52'
    | '53'
    | '54'
    | '55'
    | '56'
    | '60'
    | '61'
    | '62'
    | '63'
    | '64'
    | '65'
    | '66'
    | '67'
    | '70'
    | '71'
    | '72'
    | '73'
    | '74'
    | '75'
    | '98'
    | '99';
  /**
   * Alíquota da COFINS (%)
   * (NF-e: pCOFINS; decimal(7,4))
   */
  aliquota_cofins?: number;
  /**
   * CST do IBS/CBS
   * (NF-e: CST)
   */
  cst_ibs_cbs?: string;
  /**
   * Classificação tributária do IBS/CBS
   * (NF-e: cClassTrib)
   */
  classificacao_tributaria?: string;
  /**
   * Fonte legal — Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
   */
  fonte_legal: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Troca no PDV (entidade `troca`, OData `Troca`, REST `/v1/troca/`)
 * Troca de mercadoria no balcão: itens devolvidos de uma venda do PDV com NFC-e autorizada, de volta ao estoque, e o vale-troca emitido. Guarda a chave da NFC-e para a nota de entrada (NF-e finNFe 4, CFOP 1202/1411, NFref/refNFe).
 */
export interface Troca {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Venda de origem
   * (referência: vendasCupom)
   */
  venda_cupom_id: number;
  /**
   * Chave da NFC-e de origem
   * (NF-e: refNFe)
   */
  chave_nfce: string;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id?: number;
  /**
   * Operador
   * (referência: usuario; somente leitura)
   */
  usuario_id?: number;
  /**
   * Caixa
   * (referência: caixa; somente leitura)
   */
  caixa_id?: number;
  /**
   * Motivo
   */
  motivo?: string;
  /**
   * Valor devolvido (R$)
   * (decimal(15,2))
   */
  valor_total: number;
  /**
   * Nota de entrada (faturamento)
   * (referência: faturamento; somente leitura)
   */
  faturamento_id?: number;
  /**
   * Data
   * (formato: date-time; somente leitura)
   */
  data?: string;
  /**
   * Itens da troca — Lista filha de TrocaItem, gravada junto com o registro.
   */
  Item?: TrocaItem[];
}

/**
 * Item da troca (entidade `trocaItem`, OData `TrocaItem`, REST `/v1/trocaItem/`)
 * Item devolvido na troca: o item da venda de origem, a quantidade e o valor (líquido do desconto).
 */
export interface TrocaItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Troca
   * (referência: troca)
   */
  troca_id: number;
  /**
   * Item da venda
   * (referência: vendasCupomItem)
   */
  venda_cupom_item_id: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Descrição
   * (NF-e: xProd)
   */
  descricao: string;
  /**
   * CFOP da venda
   * (NF-e: CFOP)
   */
  cfop: string;
  /**
   * Quantidade
   * (NF-e: qCom; decimal(15,4))
   */
  quantidade: number;
  /**
   * Valor unitário (R$)
   * (NF-e: vUnCom; decimal(15,4))
   */
  valor_unitario: number;
  /**
   * Total (R$)
   * (NF-e: vProd; decimal(15,2))
   */
  valor_total: number;
}

/**
 * Unidade da Federação (entidade `uf`, OData `Uf`, REST `/v1/uf/`)
 * UFs do IBGE (sigla e código cUF do leiaute NF-e). Tabela de referência global, somente leitura.
 */
export interface Uf {
  /**
   * Sigla
   * (NF-e: UF)
   */
  sigla: string;
  /**
   * Código IBGE
   * (NF-e: cUF)
   */
  codigo: number;
  /**
   * Nome
   */
  nome: string;
  /**
   * Região
   */
  regiao: string;
}

/**
 * Usuário (entidade `usuario`, OData `Usuario`, REST `/v1/usuario/`)
 * Usuário do sistema. Usuários da cadeia (administrador, distribuidor master, distribuidor, revenda) têm tipo_usuario_id; usuários de empresa têm emitente_id e emitente_tipo_usuario_id.
 */
export interface Usuario {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Login
   */
  login: string;
  /**
   * Senha
   * (formato: senha; somente escrita (nunca devolvido pela API))
   */
  senha?: string;
  /**
   * Nome
   */
  nome: string;
  /**
   * E-mail
   * (formato: email)
   */
  email: string;
  /**
   * Tipo de usuário
   * (referência: tipoUsuario)
   */
  tipo_usuario_id: number;
  /**
   * Empresa
   * (referência: emitente)
   */
  emitente_id?: number;
  /**
   * Perfil na empresa
   * (referência: emitenteTipoUsuario)
   */
  emitente_tipo_usuario_id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda)
   */
  revenda_id?: number;
  /**
   * Desconto máximo no PDV (%) — Limite de desconto (item e venda) deste usuário no PDV; vazio = o limite do perfil na empresa (e, sem ele, o do modelo de venda). Acima dele, só com a liberação de um supervisor.
   * (decimal(5,2))
   */
  desconto_maximo?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Último acesso
   * (formato: date-time; somente leitura)
   */
  ultimo_acesso?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Dados pessoais do usuário — Lista filha de UsuarioDado, gravada junto com o registro.
   */
  Dado?: UsuarioDado[];
  /**
   * Endereços do usuário — Lista filha de UsuarioEndereco, gravada junto com o registro.
   */
  Endereco?: UsuarioEndereco[];
  /**
   * Telefones do usuário — Lista filha de UsuarioTelefone, gravada junto com o registro.
   */
  Telefone?: UsuarioTelefone[];
}

/**
 * Dados pessoais do usuário (entidade `usuarioDado`, OData `UsuarioDado`, REST `/v1/usuarioDado/`)
 */
export interface UsuarioDado {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id: number;
  /**
   * CPF
   * (formato: cpf)
   */
  cpf?: string;
  /**
   * RG
   */
  rg?: string;
  /**
   * Data de nascimento
   * (formato: date)
   */
  data_nascimento?: string;
}

/**
 * Endereço do usuário (entidade `usuarioEndereco`, OData `UsuarioEndereco`, REST `/v1/usuarioEndereco/`)
 */
export interface UsuarioEndereco {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id: number;
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * CEP
   * (formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   */
  logradouro: string;
  /**
   * Número
   */
  numero?: string;
  /**
   * Complemento
   */
  complemento?: string;
  /**
   * Bairro
   */
  bairro?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
}

/**
 * Telefone do usuário (entidade `usuarioTelefone`, OData `UsuarioTelefone`, REST `/v1/usuarioTelefone/`)
 */
export interface UsuarioTelefone {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Usuário
   * (referência: usuario)
   */
  usuario_id: number;
  /**
   * Número
   */
  numero: string;
  /**
   * Tipo
   * C = Celular; F = Fixo
   */
  tipo?: 'C' | 'F';
  /**
   * Descrição
   */
  descricao?: string;
  /**
   * WhatsApp
   */
  whatsapp?: boolean;
}

/**
 * Vale-troca (entidade `valeTroca`, OData `ValeTroca`, REST `/v1/valeTroca/`)
 * Crédito do cliente na loja emitido na troca; usado como pagamento no PDV (tPag 05, crédito loja) até zerar o saldo.
 */
export interface ValeTroca {
  /**
   * Código interno
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Código do vale
   */
  codigo: string;
  /**
   * Troca
   * (referência: troca)
   */
  troca_id?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id?: number;
  /**
   * Valor (R$)
   * (decimal(15,2))
   */
  valor: number;
  /**
   * Saldo (R$)
   * (decimal(15,2))
   */
  saldo: number;
  /**
   * Situação
   * aberto = Em aberto; utilizado = Utilizado
   */
  situacao?: 'aberto' | 'utilizado';
  /**
   * Emitido em
   * (formato: date-time; somente leitura)
   */
  emitido_em?: string;
  /**
   * Utilizado em
   * (formato: date-time; somente leitura)
   */
  utilizado_em?: string;
}

/**
 * Variação (entidade `variacao`, OData `Variacao`, REST `/v1/variacao/`)
 * Atributo que diferencia as combinações de um produto (Cor, Tamanho, Voltagem), com seus valores.
 */
export interface Variacao {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Valores da variação — Lista filha de VariacaoItem, gravada junto com o registro.
   */
  Item?: VariacaoItem[];
}

/**
 * Valor da variação (entidade `variacaoItem`, OData `VariacaoItem`, REST `/v1/variacaoItem/`)
 * Um valor de uma variação (Azul, P, 220 V); a sigla compõe o código (SKU) da combinação.
 */
export interface VariacaoItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Variação
   * (referência: variacao)
   */
  variacao_id: number;
  /**
   * Descrição
   */
  descricao: string;
  /**
   * Sigla (sufixo do SKU)
   */
  sigla?: string;
  /**
   * Ordem na grade
   */
  ordem?: number;
}

/**
 * Venda (PDV / NFC-e) (entidade `vendasCupom`, OData `VendasCupom`, REST `/v1/vendasCupom/`)
 * Venda de balcão com NFC-e modelo 65. Criada, transmitida, cancelada e impressa pelo PDV (/v1/pdv/Venda e /v1/GerenciadorNFCe); a API genérica só consulta.
 */
export interface VendasCupom {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Caixa
   * (referência: caixa; somente leitura)
   */
  caixa_id?: number;
  /**
   * Modelo de venda
   * (referência: modelosVendasCupom)
   */
  modelo_venda_cupom_id?: number;
  /**
   * Operador
   * (referência: usuario; somente leitura)
   */
  usuario_id?: number;
  /**
   * Cliente
   * (referência: cliente)
   */
  cliente_id?: number;
  /**
   * Vendedor — Quem fez a venda (relatório de vendas por vendedor e comissão); vem do pedido convertido em venda
   * (referência: vendedor)
   */
  vendedor_id?: number;
  /**
   * CPF/CNPJ do consumidor
   * (formato: cpf-cnpj)
   */
  cpf_cnpj?: string;
  /**
   * Nome do consumidor
   * (NF-e: xNome)
   */
  nome?: string;
  /**
   * Modelo
   * (NF-e: mod; somente leitura)
   * 55 = NF-e; 65 = NFC-e
   */
  modelo?: '65' | '55';
  /**
   * Série
   * (NF-e: serie; somente leitura)
   */
  serie?: number;
  /**
   * Número
   * (NF-e: nNF; somente leitura)
   */
  numero?: number;
  /**
   * Chave de acesso
   * (somente leitura)
   */
  chave?: string;
  /**
   * Situação
   * (somente leitura)
   * digitacao = Em digitação; transmitindo = Transmitindo; contingencia = Em contingência; autorizada = Autorizada; rejeitada = Rejeitada; denegada = Denegada; cancelada = Cancelada; inutilizada = Inutilizada; transformada = Transformada em NF-e
   */
  situacao?:
    | 'digitacao'
    | 'transmitindo'
    | 'contingencia'
    | 'autorizada'
    | 'rejeitada'
    | 'denegada'
    | 'cancelada'
    | 'inutilizada'
    | 'transformada';
  /**
   * Tipo de emissão
   * (NF-e: tpEmis; somente leitura)
   * 1 = Normal; 4 = Contingência EPEC (SP); 9 = Contingência off-line
   */
  tp_emis?: 1 | 4 | 9;
  /**
   * Emissão
   * (formato: date-time; somente leitura)
   */
  data_emissao?: string;
  /**
   * Entrada em contingência
   * (formato: date-time; somente leitura)
   */
  data_contingencia?: string;
  /**
   * Justificativa da contingência
   * (NF-e: xJust; somente leitura)
   */
  justificativa_contingencia?: string;
  /**
   * Produtos (R$)
   * (NF-e: vProd; decimal(15,2); somente leitura)
   */
  valor_produtos?: number;
  /**
   * Desconto (R$)
   * (NF-e: vDesc; decimal(15,2); somente leitura)
   */
  valor_desconto?: number;
  /**
   * Total (R$)
   * (NF-e: vNF; decimal(15,2); somente leitura)
   */
  valor_total?: number;
  /**
   * Pago (R$)
   * (decimal(15,2); somente leitura)
   */
  valor_pago?: number;
  /**
   * Troco (R$)
   * (NF-e: vTroco; decimal(15,2); somente leitura)
   */
  valor_troco?: number;
  /**
   * Protocolo
   * (NF-e: nProt; somente leitura)
   */
  protocolo?: string;
  /**
   * Autorização
   * (somente leitura)
   */
  data_autorizacao?: string;
  /**
   * cStat
   * (somente leitura)
   */
  cstat?: string;
  /**
   * Motivo
   * (somente leitura)
   */
  xmotivo?: string;
  /**
   * QR Code
   * (NF-e: qrCode; somente leitura)
   */
  qrcode?: string;
  /**
   * URL de consulta
   * (NF-e: urlChave; somente leitura)
   */
  url_chave?: string;
  /**
   * Justificativa do cancelamento
   * (somente leitura)
   */
  justificativa_cancelamento?: string;
  /**
   * Protocolo do cancelamento
   * (somente leitura)
   */
  protocolo_cancelamento?: string;
  /**
   * Chave da NFC-e substituta
   * (NF-e: chNFeRef; somente leitura)
   */
  chave_substituta?: string;
  /**
   * NF-e (faturamento)
   * (referência: faturamento; somente leitura)
   */
  faturamento_id?: number;
  /**
   * Informações complementares
   * (NF-e: infCpl)
   */
  informacoes_complementares?: string;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
  /**
   * Desconto liberado por
   * (referência: usuario; somente leitura)
   */
  desconto_liberado_por?: number;
  /**
   * Itens da venda (PDV) — Lista filha de VendasCupomItem, gravada junto com o registro.
   */
  Item?: VendasCupomItem[];
  /**
   * Pagamentos da venda (PDV) — Lista filha de VendasCupomPagamento, gravada junto com o registro.
   */
  Pagamento?: VendasCupomPagamento[];
}

/**
 * Item da venda (PDV) (entidade `vendasCupomItem`, OData `VendasCupomItem`, REST `/v1/vendasCupomItem/`)
 * Item da NFC-e (grupo H/I). Gravado com a venda; editável antes da transmissão por PUT /v1/vendasCupomItem/Edicao/.
 */
export interface VendasCupomItem {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Venda
   * (referência: vendasCupom)
   */
  venda_cupom_id: number;
  /**
   * Produto
   * (referência: produto)
   */
  produto_id: number;
  /**
   * Descrição
   * (NF-e: xProd)
   */
  descricao: string;
  /**
   * Código de barras
   * (NF-e: cEAN)
   */
  codigo_barras?: string;
  /**
   * Unidade
   * (NF-e: uCom)
   */
  unidade?: string;
  /**
   * CFOP
   * (NF-e: CFOP)
   */
  cfop?: string;
  /**
   * Quantidade
   * (NF-e: qCom; decimal(15,4))
   */
  quantidade: number;
  /**
   * Valor unitário (R$)
   * (NF-e: vUnCom; decimal(15,4))
   */
  valor_unitario: number;
  /**
   * Desconto (R$)
   * (NF-e: vDesc; decimal(15,2))
   */
  valor_desconto?: number;
  /**
   * Total (R$)
   * (NF-e: vProd; decimal(15,2); somente leitura)
   */
  valor_total?: number;
  /**
   * Cancelado
   */
  cancelado?: boolean;
  /**
   * Informação adicional do item
   * (NF-e: infAdProd; somente leitura)
   */
  informacao_adicional?: string;
}

/**
 * Pagamento da venda (PDV) (entidade `vendasCupomPagamento`, OData `VendasCupomPagamento`, REST `/v1/vendasCupomPagamento/`)
 * Forma de pagamento da NFC-e (grupo YA detPag); crédito em loja vira conta a receber.
 */
export interface VendasCupomPagamento {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Venda
   * (referência: vendasCupom)
   */
  venda_cupom_id: number;
  /**
   * Meio de pagamento
   * (NF-e: tPag)
   * 10 = Vale alimentação; 11 = Vale refeição; 12 = Vale presente; 13 = Vale combustível; 15 = Boleto bancário; 16 = Depósito bancário; 17 = PIX dinâmico; 18 = Transferência bancária, carteira digital; 19 = Programa de fidelidade; 20 = PIX estático; 21 = Crédito em loja; 22 = Pagamento eletrônico não informado; 90 = Sem pagamento; 99 = Outros; 01 = Dinheiro; 02 = Cheque; 03 = Cartão de crédito; 04 = Cartão de débito; 05 = Crédito loja
   */
  t_pag:
    | '01'
    | '02'
    | '03'
    | '04'
    | '05'
    | '10'
    | '11'
    | '12'
    | '13'
    | '15'
    | '16'
    | '17'
    | '18'
    | '19'
    | '20'
    | '21'
    | '22'
    | '90'
    | '99';
  /**
   * Valor (R$)
   * (NF-e: vPag; decimal(15,2))
   */
  valor: number;
  /**
   * Bandeira do cartão
   * (NF-e: tBand)
   */
  bandeira?: string;
  /**
   * CNPJ da credenciadora
   * (NF-e: CNPJ; formato: cnpj)
   */
  cnpj_credenciadora?: string;
  /**
   * Autorização do cartão
   * (NF-e: cAut)
   */
  autorizacao?: string;
  /**
   * Vencimento (crédito loja)
   * (formato: date)
   */
  vencimento?: string;
  /**
   * Vale-troca
   * (referência: valeTroca; somente leitura)
   */
  vale_troca_id?: number;
}

/**
 * Vendedor (entidade `vendedor`, OData `Vendedor`, REST `/v1/vendedor/`)
 * Vendedor do emitente, com a regra e o percentual de comissão.
 */
export interface Vendedor {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * Nome
   */
  nome: string;
  /**
   * CPF
   * (formato: cpf)
   */
  cpf?: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * CEP
   * (formato: cep)
   */
  cep?: string;
  /**
   * Logradouro
   */
  logradouro?: string;
  /**
   * Número
   */
  numero?: string;
  /**
   * Complemento
   */
  complemento?: string;
  /**
   * Bairro
   */
  bairro?: string;
  /**
   * Município
   * (referência: cidade)
   */
  cidade_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf?: string;
  /**
   * Comissão (%)
   * (decimal(5,2))
   */
  percentual_comissao?: number;
  /**
   * Regra de comissão
   * F = Sobre o faturamento; R = Sobre o recebimento
   */
  regra_comissao?: 'F' | 'R';
  /**
   * Desconto máximo (%) — Vazio: sem limite
   * (decimal(5,2))
   */
  desconto_maximo?: number;
  /**
   * Observações
   */
  observacao?: string;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Vendedor da revenda (entidade `vendedorRevenda`, OData `VendedorRevenda`, REST `/v1/vendedorRevenda/`)
 * Vendedor que comercializa o produto em nome de uma revenda, com o percentual de comissão (%) sobre as licenças.
 */
export interface VendedorRevenda {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Distribuidor master
   * (referência: distribuidorMaster; somente leitura)
   */
  distribuidor_master_id?: number;
  /**
   * Distribuidor
   * (referência: distribuidor; somente leitura)
   */
  distribuidor_id?: number;
  /**
   * Revenda
   * (referência: revenda)
   */
  revenda_id: number;
  /**
   * Nome
   */
  nome: string;
  /**
   * CPF
   * (formato: cpf)
   */
  cpf?: string;
  /**
   * E-mail
   * (formato: email)
   */
  email?: string;
  /**
   * Telefone
   */
  telefone?: string;
  /**
   * Comissão (%)
   * (decimal(5,2))
   */
  percentual_comissao?: number;
  /**
   * Ativo
   */
  ativo?: boolean;
  /**
   * Criado em
   * (formato: date-time; somente leitura)
   */
  criado_em?: string;
  /**
   * Alterado em
   * (formato: date-time; somente leitura)
   */
  alterado_em?: string;
}

/**
 * Versão da tabela IBPT (entidade `versaoTabelaIbpt`, OData `VersaoTabelaIbpt`, REST `/v1/versaoTabelaIbpt/`)
 * Versão da tabela "De Olho no Imposto" do IBPT importada pela empresa para uma UF (Lei 12.741/2012): versão, chave, fonte e vigência do arquivo oficial. Criada só pela importação (POST /v1/ibpt/AtualizarTabelaIbpt); vale a versão ativa cuja vigência cobre a data da nota.
 */
export interface VersaoTabelaIbpt {
  /**
   * Código
   * (somente leitura)
   */
  id?: number;
  /**
   * Emitente
   * (referência: emitente; somente leitura)
   */
  emitente_id?: number;
  /**
   * UF
   * (referência: uf)
   */
  uf: string;
  /**
   * Versão
   */
  versao: string;
  /**
   * Chave
   */
  chave?: string;
  /**
   * Fonte
   */
  fonte?: string;
  /**
   * Vigência: início
   * (formato: date)
   */
  vigencia_inicio: string;
  /**
   * Vigência: fim
   * (formato: date)
   */
  vigencia_fim: string;
  /**
   * Registros
   */
  registros?: number;
  /**
   * Arquivo
   */
  arquivo_nome?: string;
  /**
   * Situação
   * importando = Importando; ativa = Ativa
   */
  situacao?: 'importando' | 'ativa';
  /**
   * Importado em
   * (formato: date-time; somente leitura)
   */
  importado_em?: string;
}

/** Id de cada entidade do registro (nome do arquivo em `schema/entities/`). */
export type EntityName =
  | 'adicional'
  | 'adicionalGrupo'
  | 'adicionalGrupoItem'
  | 'agenciaBoletoLicenca'
  | 'ajuda'
  | 'ajudaCategoria'
  | 'ajudaModuloCategoria'
  | 'aliquota'
  | 'assistenteModulos'
  | 'atualizacaoPlano'
  | 'auditoria'
  | 'bloqueioLicenca'
  | 'boletoLicencaRecebivel'
  | 'caixa'
  | 'caixaMovimento'
  | 'cartaCorrecaoNFe'
  | 'categoriaEstoque'
  | 'categoriaPedido'
  | 'cest'
  | 'cfop'
  | 'cidade'
  | 'cliente'
  | 'clienteEmail'
  | 'clienteEndereco'
  | 'clienteTelefone'
  | 'compra'
  | 'compraDFeManifesto'
  | 'compraDFeManifestoUltimaConsulta'
  | 'compraItem'
  | 'compraItemRelacionamentoFornecedor'
  | 'condicao'
  | 'configuracao'
  | 'configuracaoWhiteLabel'
  | 'conta'
  | 'contaBancaria'
  | 'custo'
  | 'distribuidor'
  | 'distribuidorMaster'
  | 'emitente'
  | 'emitenteFiscal'
  | 'emitenteRestricao'
  | 'emitenteRestricaoPadrao'
  | 'emitenteSoftwareHouse'
  | 'emitenteTipoUsuario'
  | 'especie'
  | 'estoque'
  | 'estoqueImagem'
  | 'estoqueMoviOperacao'
  | 'estoqueMovimentacao'
  | 'estoqueSt'
  | 'estoqueVariacao'
  | 'faturamento'
  | 'faturamentoDuplicata'
  | 'faturamentoItem'
  | 'faturamentoPagamento'
  | 'faturamentoReferencia'
  | 'faturamentoVolume'
  | 'fechamentoFinanceiro'
  | 'fornecedor'
  | 'generator'
  | 'generoSped'
  | 'grupo'
  | 'ibpt'
  | 'inutilizacaoNFCe'
  | 'inutilizacaoNFe'
  | 'kit'
  | 'labelDescricao'
  | 'licencaRecebivel'
  | 'localPedido'
  | 'modelosFaturamento'
  | 'modelosVendasCupom'
  | 'motorista'
  | 'ncm'
  | 'notaServico'
  | 'pagar'
  | 'pagarAnexo'
  | 'pagarPagamento'
  | 'pais'
  | 'pedido'
  | 'pedidoAnexo'
  | 'pedidoCliente'
  | 'pedidoEndereco'
  | 'pedidoEnderecoEntrega'
  | 'pedidoItem'
  | 'pedidoPagamento'
  | 'pedidoReceber'
  | 'pedidoSubItem'
  | 'prodKit'
  | 'produto'
  | 'produtoAdicional'
  | 'produtoTributacao'
  | 'receber'
  | 'receberAnexo'
  | 'receberPagamento'
  | 'relatorios'
  | 'relatoriosModulos'
  | 'restricao'
  | 'restricaoPadrao'
  | 'revenda'
  | 'serieDocumento'
  | 'servicosCnaeDet'
  | 'servicosCnaeGrupos'
  | 'sessaoUsuario'
  | 'sessaoUsuarioConnection'
  | 'situacaoPedido'
  | 'softwareHouse'
  | 'stUf'
  | 'subGrupo'
  | 'ticket'
  | 'ticketMensagem'
  | 'tipoEstoque'
  | 'tipoPedido'
  | 'tipoProduto'
  | 'tipoUsuario'
  | 'transportadora'
  | 'transportadoraEmail'
  | 'transportadoraEndereco'
  | 'transportadoraTelefone'
  | 'tributacoes'
  | 'troca'
  | 'trocaItem'
  | 'uf'
  | 'usuario'
  | 'usuarioDado'
  | 'usuarioEndereco'
  | 'usuarioTelefone'
  | 'valeTroca'
  | 'variacao'
  | 'variacaoItem'
  | 'vendasCupom'
  | 'vendasCupomItem'
  | 'vendasCupomPagamento'
  | 'vendedor'
  | 'vendedorRevenda'
  | 'versaoTabelaIbpt';

/** Tipo do registro de uma entidade pelo seu id. */
export type EntityOf<N extends EntityName> = EntityMap[N];
