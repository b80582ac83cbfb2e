/**
 * Catálogo das regras de permissão `Permitir.{Entidade}.{Ação}` (SPEC §6).
 *
 * - Regras de gestão: lidas da lista de restrições do TipoUsuario (Administrador, Distribuidor
 *   Master, Distribuidor, Revenda); `tipos` diz quais tipos as recebem por padrão.
 * - Regras de empresa: lidas da lista do EmitenteTipoUsuario (perfil do usuário na empresa);
 *   `pacoteMinimo` é a condição extra da SPEC §6 (Pedido, Receber e Pagar exigem pacote > 1).
 * - EmitenteRestricao e EmitenteRestricaoPadrao são de empresa mas verificadas na lista do tipo
 *   (SPEC §6): ficam no catálogo de gestão, dadas ao tipo "Empresa - Proprietário".
 *
 * Usado pela carga inicial (restrições padrão) e pelo app web (menu por permissão).
 */
export type NivelCadeia = 'admin' | 'master' | 'distribuidor' | 'revenda' | 'emitente';

export interface RegraGestao {
  regra: string;
  descricao: string;
  modulo: string;
  niveis: NivelCadeia[];
  proprietario?: boolean;
}
export interface RegraEmpresa {
  regra: string;
  descricao: string;
  modulo: string;
  pacoteMinimo: number;
}

const CADEIA: NivelCadeia[] = ['admin', 'master', 'distribuidor', 'revenda'];
const CRUD = ['Consultar', 'Incluir', 'Alterar'] as const;
const ACOES: Record<string, string> = {
  Consultar: 'consultar',
  Incluir: 'incluir',
  Alterar: 'alterar/excluir',
  Gerenciar: 'gerenciar',
  Inutilizar: 'inutilizar numeração',
  CartaCorrecao: 'emitir carta de correção',
  ArquivosXML: 'baixar arquivos XML',
  Relatorios: 'emitir relatórios',
  Executar: 'executar',
  LiberarAcesso: 'liberar acesso',
};

function gestao(
  entidade: string,
  nome: string,
  acoes: readonly string[],
  niveis: NivelCadeia[] | ((acao: string) => NivelCadeia[]),
  modulo = 'Gestão',
): RegraGestao[] {
  return acoes.map((a) => ({
    regra: `Permitir.${entidade}.${a}`,
    descricao: `${nome}: ${ACOES[a] ?? a}`,
    modulo,
    niveis: typeof niveis === 'function' ? niveis(a) : niveis,
  }));
}

function empresa(entidade: string, nome: string, modulo: string, acoes: readonly string[] = CRUD, pacoteMinimo = 1): RegraEmpresa[] {
  return acoes.map((a) => ({ regra: `Permitir.${entidade}.${a}`, descricao: `${nome}: ${ACOES[a] ?? a}`, modulo, pacoteMinimo }));
}

/** Regras de gestão (TipoUsuario.Restricao), SPEC §6 "Management" e "Administrator area". */
export const REGRAS_GESTAO: readonly RegraGestao[] = [
  ...gestao('Empresas', 'Empresas', CRUD, CADEIA),
  ...gestao('EmitenteSoftwareHouse', 'Software house da empresa', CRUD, ['admin']),
  ...gestao('SoftwareHouse', 'Software houses', CRUD, ['admin']),
  ...gestao('Restricao', 'Restrições', [...CRUD, 'Gerenciar'], ['admin']),
  ...gestao('RestricaoPadrao', 'Restrições padrão', [...CRUD, 'Gerenciar'], ['admin']),
  ...gestao('Gestor', 'Painel do gestor', ['Gerenciar'], ['admin']),
  ...gestao('Ajuda', 'Ajuda (administração)', CRUD, ['admin']),
  ...gestao('ConfiguracaoWhiteLabel', 'White-label', CRUD, (a) => (a === 'Incluir' ? ['admin'] : CADEIA)),
  ...gestao('GestaoRevendas', 'Gestão de revendas', ['Gerenciar'], CADEIA),
  ...gestao('DistribuidorMaster', 'Distribuidores master', CRUD, ['admin']),
  ...gestao('Distribuidor', 'Distribuidores', CRUD, ['admin', 'master']),
  ...gestao('Revenda', 'Revendas', CRUD, ['admin', 'master', 'distribuidor']),
  ...gestao('VendedorRevenda', 'Vendedores da revenda', CRUD, CADEIA),
  ...gestao('LicencaRecebivel', 'Faturas de licença', ['Consultar', 'Gerenciar'], CADEIA),
  ...gestao('AtualizacaoPlano', 'Atualizações de plano', ['Consultar', 'Gerenciar'], CADEIA),
  ...gestao('BloqueioLicenca', 'Bloqueios de licença', ['Consultar', 'Gerenciar'], CADEIA),
  ...gestao('EmitenteRestricao', 'Perfis e permissões da empresa', [...CRUD, 'Gerenciar', 'LiberarAcesso'], ['emitente'], 'Configurações').map((r) => ({
    ...r,
    proprietario: true,
  })),
  ...gestao('EmitenteRestricaoPadrao', 'Permissões padrão da empresa', ['Consultar'], ['emitente'], 'Configurações').map((r) => ({ ...r, proprietario: true })),
];

/** Regras de empresa (EmitenteTipoUsuario.EmitenteRestricao), SPEC §6 "Company-level permissions". */
export const REGRAS_EMPRESA: readonly RegraEmpresa[] = [
  ...empresa('Cliente', 'Clientes', 'Cadastros'),
  ...empresa('Produto', 'Produtos', 'Cadastros'),
  ...empresa('Transportadora', 'Transportadoras', 'Cadastros'),
  ...empresa('Fornecedor', 'Fornecedores', 'Cadastros'),
  ...empresa('Vendedor', 'Vendedores', 'Cadastros'),
  ...empresa('Motorista', 'Motoristas', 'Cadastros'),
  ...empresa('Faturamento', 'Faturamento', 'Movimentação'),
  ...empresa('GerenciadorNFe', 'Gerenciador de NF-e', 'Movimentação', ['Consultar', 'Gerenciar', 'Inutilizar', 'CartaCorrecao', 'ArquivosXML']),
  ...empresa('NotaServico', 'NFS-e (notas de serviço)', 'Movimentação', [...CRUD, 'Gerenciar']),
  ...empresa('VendasCupom', 'PDV (NFC-e)', 'Movimentação'),
  ...empresa('GerenciadorNFCe', 'Gerenciador de NFC-e', 'Movimentação', ['Inutilizar']),
  ...empresa('Pedido', 'Pedidos', 'Movimentação', CRUD, 2),
  ...empresa('Compra', 'Compras', 'Movimentação', [...CRUD, 'Relatorios']),
  ...empresa('ManifestoDFe', 'Manifestação de NF-e de fornecedores', 'Movimentação', ['Consultar', 'Gerenciar']),
  ...empresa('Condicao', 'Condições de pagamento', 'Financeiro'),
  ...empresa('Especie', 'Espécies de pagamento', 'Financeiro'),
  ...empresa('Custo', 'Centros de custo', 'Financeiro'),
  ...empresa('Conta', 'Plano de contas', 'Financeiro'),
  ...empresa('Receber', 'Contas a receber', 'Financeiro', [...CRUD, 'Relatorios'], 2),
  ...empresa('Pagar', 'Contas a pagar', 'Financeiro', [...CRUD, 'Relatorios'], 2),
  ...empresa('Relatorios', 'Relatórios', 'Relatórios', ['Consultar', 'Executar', 'Gerenciar']),
  ...empresa('Usuario', 'Usuários', 'Configurações'),
  ...empresa('SessaoUsuario', 'Usuários conectados', 'Configurações', ['Consultar', 'Alterar']),
  ...empresa('Configuracao', 'Configurações', 'Configurações', ['Consultar', 'Alterar']),
  ...empresa('Conversao', 'Conversão de planilhas', 'Configurações', ['Gerenciar']),
  ...empresa('Auditoria', 'Auditoria', 'Configurações', ['Consultar']),
  ...empresa('Ticket', 'Tickets de suporte', 'Suporte'),
  ...empresa('LicencaFaturaEmitente', 'Faturas de licença da empresa', 'Licença', ['Consultar']),
];

/** Regras do perfil restrito "Caixa" da demonstração: PDV e clientes. */
export const REGRAS_PERFIL_CAIXA: readonly string[] = [
  'Permitir.Cliente.Consultar',
  'Permitir.Cliente.Incluir',
  'Permitir.Cliente.Alterar',
  'Permitir.VendasCupom.Consultar',
  'Permitir.VendasCupom.Incluir',
  'Permitir.VendasCupom.Alterar',
  'Permitir.GerenciadorNFCe.Inutilizar',
];
