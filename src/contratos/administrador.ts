/**
 * Contracts of the Administrator area (SPEC §6 "Administrator area", §7 `/v1/Administrador/...`;
 * src/server/modules/gestao/restricoes.ts): the catalogues of management and company rules, the
 * rules of each user type, and completing catalogues and company profiles with the product's rules.
 * Administrator only (level admin and Permitir.Restricao.Gerenciar, checked by the handlers).
 *
 * Whether each rule exists in the catalogue and applies to the user type's level is the handler's
 * check, with its own message naming `regras`.
 */
import { type Contrato, dados, id, inteiro, lista, objeto, texto, textoComo, tipo } from './base.ts';

export const RegraPadraoGestao = tipo(
  'RegraPadraoGestao',
  objeto(
    {
      regra: texto('Regra'),
      descricao: texto('Descrição'),
      modulo: texto('Módulo'),
      niveis: lista('Níveis a que se aplica', texto('Nível')),
    },
    ['regra', 'descricao', 'modulo', 'niveis'],
  ),
);

export const TipoUsuarioComRegras = tipo(
  'TipoUsuarioComRegras',
  objeto({ id: id('Tipo de usuário'), tipo: texto('Tipo'), nivel: texto('Nível'), regras: lista('Regras', texto('Regra')) }, ['id', 'tipo', 'nivel', 'regras']),
);

export const RegraPadraoEmpresa = tipo(
  'RegraPadraoEmpresa',
  objeto({ regra: texto('Regra'), descricao: texto('Descrição'), modulo: texto('Módulo'), pacote_minimo: inteiro('Pacote mínimo') }, [
    'regra',
    'descricao',
    'modulo',
    'pacote_minimo',
  ]),
);

const inseridas = tipo('RegrasPadraoInseridas', objeto({ inseridas: inteiro('Regras incluídas') }, ['inseridas']));

const B = '/v1/Administrador';
const TAG = 'Gestão';
const PERMISSAO = 'Permitir.Restricao.Gerenciar';

export const ADMINISTRADOR = {
  restricoesPadrao: {
    id: 'Administrador_RestricoesPadrao',
    metodo: 'GET',
    caminhos: [`${B}/RestricoesPadrao`],
    tag: TAG,
    resumo: 'Catálogo das regras de gestão e as regras de cada tipo de usuário da cadeia',
    permissao: PERMISSAO,
    resposta: dados(
      tipo(
        'RestricoesPadrao',
        objeto({ padrao: lista('Catálogo', RegraPadraoGestao), tipos: lista('Tipos de usuário', TipoUsuarioComRegras) }, ['padrao', 'tipos']),
      ),
    ),
  },
  emitenteRestricoesPadrao: {
    id: 'Administrador_EmitenteRestricoesPadrao',
    metodo: 'GET',
    caminhos: [`${B}/EmitenteRestricoesPadrao`],
    tag: TAG,
    resumo: 'Catálogo das regras de empresa, com o pacote mínimo de cada uma',
    permissao: PERMISSAO,
    resposta: dados(lista('Catálogo', RegraPadraoEmpresa)),
  },
  addRestricoesPadrao: {
    id: 'Administrador_AddRestricoesPadrao',
    metodo: 'POST',
    caminhos: [`${B}/AddRestricoesPadrao`],
    tag: TAG,
    resumo: 'Completar o catálogo de regras de gestão com as do produto que faltam (nada existente muda)',
    permissao: PERMISSAO,
    resposta: dados(inseridas),
  },
  addEmitenteRestricoesPadrao: {
    id: 'Administrador_AddEmitenteRestricoesPadrao',
    metodo: 'POST',
    caminhos: [`${B}/AddEmitenteRestricoesPadrao`],
    tag: TAG,
    resumo: 'Completar o catálogo de regras de empresa com as do produto que faltam (nada existente muda)',
    permissao: PERMISSAO,
    resposta: dados(inseridas),
  },
  addRestricoes: {
    id: 'Administrador_AddRestricoes',
    metodo: 'POST',
    caminhos: [`${B}/AddRestricoes`],
    tag: TAG,
    resumo: 'A lista de regras do tipo de usuário passa a ser exatamente a informada',
    descricao:
      'Tipo pela query (tipoUsuarioId) ou pelo corpo (tipo_usuario_id); regras pelo corpo (lista) ou pela query (separadas por vírgula). O Administrador nunca perde Permitir.Restricao.Gerenciar.',
    permissao: PERMISSAO,
    query: objeto({ tipoUsuarioId: textoComo('Tipo de usuário', '^[0-9]{1,10}$'), regras: texto('Regras (separadas por vírgula)') }),
    corpo: objeto({ tipo_usuario_id: { type: ['integer', 'string'], title: 'Tipo de usuário' }, regras: lista('Regras', texto('Regra')) }),
    resposta: dados(
      tipo('RestricoesSalvas', objeto({ tipo_usuario_id: id('Tipo de usuário'), regras: inteiro('Regras do tipo') }, ['tipo_usuario_id', 'regras'])),
    ),
  },
  addEmitenteRestricoes: {
    id: 'Administrador_AddEmitenteRestricoes',
    metodo: 'POST',
    caminhos: [`${B}/AddEmitenteRestricoes`],
    tag: TAG,
    resumo: 'Dar aos perfis proprietários das empresas as regras de empresa permitidas pelo pacote que faltam',
    descricao: 'Sem emitenteId: todas as empresas ativas.',
    permissao: PERMISSAO,
    query: objeto({ emitenteId: textoComo('Empresa', '^([0-9]{1,10})?$') }),
    resposta: dados(
      tipo('RegrasEmpresasAplicadas', objeto({ empresas: inteiro('Empresas'), inseridas: inteiro('Permissões incluídas') }, ['empresas', 'inseridas'])),
    ),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_ADMINISTRADOR: readonly Contrato[] = Object.values(ADMINISTRADOR);
