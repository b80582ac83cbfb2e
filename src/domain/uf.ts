/**
 * As 27 unidades federativas (26 estados e o DF) pela sigla do IBGE, em ordem alfabética: as
 * opções dos seletores de UF do app (cadastro da empresa, simulador de tributos, tabela IBPT).
 */
export const SIGLAS_UF: readonly string[] = 'AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO'.split(' ');
